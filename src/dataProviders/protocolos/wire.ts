import type { ProtocolDate, ProtocolItem, ProtocolSituation, ReceiptUser } from '../../custom/protocolos/schedulingProtocols';

/**
 * Wire shapes of the scheduling protocols (spec part 3, sections 3 and 7), legacy REST API, envelope
 * `{ status, message, itens }`. The spec does not show the paths of the dates and items calls: they are fixed here,
 * once, for the client and the mock alike (docs/decisions.md, "Issue 19 — proto"). The person by token is the
 * portal's own user-by-token call.
 */
export const PROTOCOL_PATHS = {
  /** GET ?idFornecedor= → itens: ProtocolDateRow[] (one row per scheduling day). */
  dates: '/protocolo/datasAgendamento',
  /** GET ?dataAgenda=dd/MM/yyyy&idFornecedor= → status, itens: ProtocolItemRow[]. */
  items: '/protocolo/agendamento',
  /** GET → itens: PersonByTokenRow (the session's user). */
  person: '/pessoa/token',
} as const;

/** A scheduling day: DT_AGENDA 'yyyy-MM-ddT00:00:00' (only the date is shown). */
export interface ProtocolDateRow {
  DT_AGENDA: string;
}

/** An item of a day's protocol; SIT is the schedule's status code (P pending confirmation, C confirmed, E delivered). */
export interface ProtocolItemRow {
  SIT: ProtocolSituation;
  CD_FIL: number;
  NM_DEPOSITO_ADIC: string;
  NR_PC: number;
  CD_NUM: number;
  CD_ALFA: string;
  NM_PROD: string;
  AB_COR1: string;
  QTD: number;
}

/** The two fields of the user-by-token answer the receipt reads. */
export interface PersonByTokenRow {
  nome: string;
  codigo: string;
}

/** 'yyyy-MM-dd' of a DT_AGENDA. */
export const dayOf = (row: ProtocolDateRow): string => row.DT_AGENDA.slice(0, 10);

export const toProtocolDate = (row: ProtocolDateRow): Omit<ProtocolDate, 'id'> => ({ day: dayOf(row) });

/** One day's item is named by its branch, order and product codes. */
export const itemId = (row: ProtocolItemRow): string => `${row.CD_FIL}:${row.NR_PC}:${row.CD_NUM}:${row.CD_ALFA}`;

export const toProtocolItem = (row: ProtocolItemRow): Omit<ProtocolItem, 'id'> => ({
  situation: row.SIT,
  branchId: row.CD_FIL,
  deposit: row.NM_DEPOSITO_ADIC,
  purchaseOrderId: row.NR_PC,
  numericCode: row.CD_NUM,
  alphaCode: row.CD_ALFA,
  productName: row.NM_PROD,
  color: row.AB_COR1,
  quantity: row.QTD,
});

export const toReceiptUser = (row: PersonByTokenRow): ReceiptUser => ({ name: row.nome, code: String(row.codigo) });
