import type { PendingReturn } from '../../../custom/gerenciarPedidos/tabs/returns/pendingReturns';
import { missingFieldsError } from '../../core/errors';
import { graphqlRequest } from '../../core/graphql';
import { pagedTotal } from '../../core/legacyEnvelope';
import { rowWindow } from '../../core/paging';
import { toPendingReturn, type PendingReturnProductRow } from './wire';

export const PENDING_RETURNS_QUERY = `query pendingReturnProducts($personId: String!, $initialRow: Int!, $nextRows: Int!) {
  pendingReturnProducts(personId: $personId, initialRow: $initialRow, nextRows: $nextRows) {
    personId
    personName
    productId
    productName
    volume
    itemQuantity
    totalRows
  }
}`;

export interface PendingReturnPage {
  rows: PendingReturnProductRow[];
  total: number;
}

/** GraphQL pendingReturnProducts(personId, initialRow, nextRows): one page of the products waiting to be picked up. */
export async function pendingReturnPage(params: { personId: number; page: number; perPage: number }, signal?: AbortSignal): Promise<PendingReturnPage> {
  const data = await graphqlRequest<{ pendingReturnProducts?: PendingReturnProductRow[] | null }>({
    query: PENDING_RETURNS_QUERY,
    variables: { personId: String(params.personId), ...rowWindow(params, 'initialRow') },
    feature: 'pendingReturnProducts',
    supersedeKey: 'retiradasPendentes',
    signal,
  });
  const rows = data.pendingReturnProducts;
  if (rows === undefined) throw missingFieldsError(data);
  const list = rows ?? [];
  if (list.some((row) => !row || row.productId === undefined)) throw missingFieldsError(data);
  return { rows: list, total: pagedTotal(undefined, list) };
}

/** The pending returns' getList page (ORDER_LISTS.pendingReturns). */
export async function pendingReturnList(params: { personId: number; page: number; perPage: number }, signal?: AbortSignal): Promise<{ rows: PendingReturn[]; total: number }> {
  const { rows, total } = await pendingReturnPage(params, signal);
  return { rows: rows.map(toPendingReturn), total };
}
