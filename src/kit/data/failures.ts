import { GraphQLError } from '../../dataProviders/core/graphql';

/**
 * What a screen may ask of a failed call, without importing the data layer: whether it was already told (a dead
 * session, a superseded call), whether it ends the session, and the server's own refusal text.
 */
export { endsSession, refusalText, toldElsewhere } from '../../dataProviders/core/errors';

/** The server's own message when it did not find the record (a GraphQL 404), else nothing. */
export const notFoundText = (error: unknown): string | undefined => (error instanceof GraphQLError && error.code === 404 ? error.message : undefined);
