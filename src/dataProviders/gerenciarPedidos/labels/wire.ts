import type { Label } from '../../../custom/gerenciarPedidos/labels/labels';

/** The labels' wire shapes (legacy API) and their mapping to the domain (src/custom/gerenciarPedidos/labels/labels.ts). */

/** A label's file format (POST /etiqueta/urls?tipo=). */
export type LabelFormat = 'pdf' | 'zpl';

/** POST /etiqueta/urls body: one product per request; personId is the supplier staff act for. */
export interface LabelUrlsBody {
  productId: number;
  purchaseOrderId: number;
  branchId: number;
  personId?: number;
}

/** A row of GET /etiquetas (the Etiquetas list): the label's ID and its barcode code. */
export interface LabelRow {
  id: number;
  codigo: string;
}

export const toLabel = (row: LabelRow): Label => ({ id: row.id, code: row.codigo });
