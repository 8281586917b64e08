import type { PendingReturn } from '../../../custom/gerenciarPedidos/tabs/returns/pendingReturns';

/** The pending returns' wire shape (GraphQL) and its mapping to the domain (tabs/returns/pendingReturns.ts). */

/** A row of the GraphQL query pendingReturnProducts; every row carries the list's totalRows. */
export interface PendingReturnProductRow {
  personId: string;
  personName: string;
  productId: string;
  productName: string;
  volume: number;
  itemQuantity: number;
  totalRows: number;
}

export const toPendingReturn = ({ totalRows: _totalRows, ...row }: PendingReturnProductRow): PendingReturn => ({ ...row, id: `${row.personId}-${row.productId}` });
