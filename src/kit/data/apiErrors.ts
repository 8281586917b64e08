/** What screens may ask of a failed call (the error catalogue lives with the HTTP client). */
export { endsSession, isApiError, refusalText, serverMessage, toldElsewhere, type ApiError } from '../../dataProviders/core/errors';
