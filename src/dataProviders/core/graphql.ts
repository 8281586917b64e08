import type { GraphQLResponse } from '../../types/api';
import { ApiError, missingFieldsError } from './errors';
import { request } from './http';
import { translate } from '../../i18n/baseTranslate';

export interface GraphQLCall {
  query: string;
  variables?: Record<string, unknown>;
  feature?: string;
  timeoutMs?: number;
  supersedeKey?: string;
  signal?: AbortSignal;
}

export class GraphQLError extends ApiError {
  readonly code: string | number | undefined;
  constructor(message: string, code: string | number | undefined, body: unknown) {
    super('http', message, 200, body);
    this.code = code;
  }
}

/** POSTs one operation to the GraphQL API with the newer APIs' headers; `data` or a GraphQLError. */
export async function graphqlRequest<T>(call: GraphQLCall): Promise<T> {
  const { body } = await request<GraphQLResponse<T>>('', {
    api: 'graphql',
    method: 'POST',
    body: { query: call.query, variables: call.variables ?? {} },
    feature: call.feature,
    timeoutMs: call.timeoutMs,
    supersedeKey: call.supersedeKey,
    signal: call.signal,
  });
  if (!body || typeof body !== 'object') throw missingFieldsError(body);
  const first = body.errors?.[0];
  if (first) throw new GraphQLError(first.message || translate('app.errors.loadFailure'), first.extensions?.code, body);
  if (body.data === undefined || body.data === null) throw missingFieldsError(body);
  return body.data;
}
