import { GraphQLError } from '../../dataProviders/core/graphql';
import { isApiError } from '../../dataProviders/core/errors';

/**
 * What a screen may ask of a failed call, without importing the data layer (the error catalogue lives with the HTTP
 * client): whether it was already told (a dead session, a superseded call), whether it ends the session, and the
 * server's own refusal text or message.
 */
export { endsSession, isApiError, refusalText, serverMessage, toldElsewhere, type ApiError } from '../../dataProviders/core/errors';

/** The server's own message when it did not find the record (a GraphQL 404), else nothing. */
export const notFoundText = (error: unknown): string | undefined => (error instanceof GraphQLError && error.code === 404 ? error.message : undefined);

/** A legacy server that found nothing answers HTTP 200 with status 0 and its message: no failure to tell. */
export const foundNothing = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && error.status === 200;

/** The message of a failed call as the catalogue gives it ('' for anything that is not a call's failure). */
export const callFailureMessage = (error: unknown): string => (isApiError(error) ? error.message : '');
