/**
 * Wire shapes of the technical-sheet calls (spec part 3, sections 3 and 7), legacy REST API (`apiUrl('legacy', …)`).
 * Every answer is the legacy envelope `{ status, message, itens }`; a failure is `{ status: false, message }` with an
 * HTTP error status. Paths the spec does not show are fixed here, once, for the client and the mock alike.
 */

/** 'S' yes, 'N' no. */
export type YesNoFlag = 'S' | 'N';

/** A sheet's status on the wire: Pendente P, Aprovado A, Reprovado R. */
export type SheetStatusCode = 'P' | 'A' | 'R';

/** Accessories 'A' or furniture 'P' (inAcessMoveis, Departamento). */
export type SheetCategoryCode = 'A' | 'P';

export const QUALITY_PATHS = {
  /** GET ?idPessoa= (0: the caller's own supplier) → itens: SupplierCategoryRow. */
  categories: '/fornecedores/categoria',
  /** GET → itens: SituationRow[]. */
  situations: '/qualidade/situacoes',
  /** GET ?inAcessMoveis=A|P → itens: GroupRow[]. */
  groups: '/qualidade/grupos',
  /** GET ?cdGrupo=&cdDiv= → itens: FamilyRow[]. */
  families: '/qualidade/familias',
  /** GET ?SheetListQuery → itens: SheetCardRow[] (qt_total_regs in every row; [] when none). */
  sheets: '/qualidade/ficha-tecnica',
  /** GET ?P_ID_PESSOA=&P_ID_DESCR= → itens: AccessoryProductRow[] (the products of an approved accessory card). */
  accessoryProducts: '/qualidade/ficha-tecnica/produtos',
  /** POST (no sheet yet) multipart FurnitureSheetFields → itens: { idFicha }. */
  furnitureSheet: '/qualidade/ficha-tecnica/moveis',
  /** PUT `${furnitureSheet}/{idFicha}` multipart FurnitureSheetFields (replace) → itens: { idFicha }. */
  /** POST multipart AccessorySheetFields (staff only) → itens: { idFicha }; non-200 bodies carry the message. */
  accessorySheet: '/qualidade/ficha-tecnica/acessorios',
  /** GET ?tipoFornecedor=A → itens: ActiveSupplierRow[]. */
  activeSuppliers: '/fornecedores/ativos',
  /** GET ?idPessoa= → itens: { alfas: string[] }. */
  alphas: '/ficha-tecnica/alfas',
  /** GET ?alfa= (&idPessoa=) → itens: { ids: ProductIdRow[] }. */
  productIds: '/qualidade/ficha-tecnica/ids',
  /** GET `${sheetFileUrl}/{key}` → itens: { url } : the download link of a stored sheet file. */
  sheetFileUrl: '/qualidade/arquivo/url',
  /** GET `${sheetFile}/{key}/{token}` → the PDF bytes (application/pdf), byte for byte as uploaded. */
  sheetFile: '/qualidade/arquivo',
  /** GET `${sheetHistory}/{idDescr}` (?Departamento=A|P) → itens: SheetVersionRow[], newest first (beyond the spec). */
  sheetHistory: '/qualidade/ficha-tecnica/historico',
} as const;

/** GET /fornecedores/categoria. */
export interface SupplierCategoryRow {
  iN_ACESS: YesNoFlag;
  iN_MOVEIS: YesNoFlag;
}

export interface SituationRow {
  id: number;
  nome: string;
}

export interface GroupRow {
  cd_grupo: number;
  nm_grupo: string;
  /** The division the group belongs to: 'A' or 'P'. */
  cd_div: SheetCategoryCode;
}

export interface FamilyRow {
  cd_familia: number;
  nm_familia: string;
}

/**
 * GET /qualidade/ficha-tecnica query. Paging: LinhaInicial (0-based row) and QtdRegistro (rows, 2 on the screen).
 * Product search (one field per ticked column): idFicha, idProduto (digits), alfaNumerico, nomeProduto, linha.
 * Furniture order filters (decision in docs/decisions.md): tipoData E (emission) | A (scheduling) with dataInicial and
 * dataFinal (dd/MM/yyyy), localEntrega (branch id), condicaoPagamento (payment condition id), situacaoPedido
 * P (Confirmação Agendamento Pendente) | C (Agendamento Confirmado) | R (Agendamento Recusado) | E (Entrega Concluída).
 */
export interface SheetListQuery {
  LinhaInicial: number;
  QtdRegistro: number;
  inAcessMoveis: SheetCategoryCode;
  Departamento: SheetCategoryCode;
  /** The supplier (fornecedor) whose products are listed; a supplier may only send its own. */
  fornecedor: number;
  idSituacao?: number;
  alfaNumerico?: string;
  idFicha?: string;
  nomeProduto?: string;
  linha?: string;
  idProduto?: string;
  grupo?: number;
  familia?: number;
  /** Furniture only: the product's registration status A, P, R or '' (all); docs/decisions.md "Issue 18 — merge". */
  DsStatus?: SheetStatusCode | '';
  /** The sheet's own status (the furniture tab's pending badge counts with P). */
  statusFicha?: SheetStatusCode;
  tipoData?: 'E' | 'A';
  dataInicial?: string;
  dataFinal?: string;
  localEntrega?: number;
  condicaoPagamento?: number;
  situacaoPedido?: 'P' | 'C' | 'R' | 'E';
}

/** A product card of GET /qualidade/ficha-tecnica. */
export interface SheetCardRow {
  /** Card type: 'a' accessories (manual sheet, several products) or 'm' furniture (one product). */
  tipo: 'a' | 'm';
  alfaNumerico: string;
  nomeProduto: string;
  /** The product ids the card covers, comma separated ('123' or '123, 456'). */
  idsProduto: string;
  departamento: string;
  linha: string;
  grupo: string;
  nm_fornecedor: string;
  id_fornecedor: number;
  status: SheetStatusCode;
  /** The product description id the sheet hangs on. */
  idDescr: number;
  /** Last update, ISO date-time, or '0001-01-01T00:00:00' when never. */
  dt_atlz: string;
  /** The stored file's key for the file services; '' when the card has no sheet. */
  pdfLink: string;
  /** Furniture: the existing sheet's id; absent when the product has no sheet yet. */
  ficha?: number;
  /** The supplier's own sheet number (accessories). */
  nr_ficha_fornec: string | null;
  situacao: string;
  qt_total_regs: number;
}

/** GET /qualidade/ficha-tecnica/produtos. */
export interface AccessoryProductRow {
  id_produto: number;
  nome_produto: string;
  alfa: string;
  linha: string;
  grupo: string;
}

/** Multipart fields of the furniture upload (POST, or PUT to the sheet's id). Doc is the PDF as base64 text. */
export interface FurnitureSheetFields {
  Alfanumerico: string;
  FileName: string;
  ContentFile: string;
  Doc: string;
  Departamento: 'P';
  idUserFornecedor: number;
  InStatus: 'A';
  idDescr: number;
}

/** Multipart fields of the accessories sheet (staff). ListaProd is JSON text: [{ idDescr, Nr_prod }]. */
export interface AccessorySheetFields {
  Alfanumerico: string;
  FileName: string;
  ContentFile: string;
  Doc: string;
  idUserFornecedor: number;
  Departamento: 'A';
  InStatus: 'A';
  ListaProd: string;
  /** The sheet number typed on the add page. */
  NrFicha: string;
  /** The supplier the sheet is for (beyond the spec: every ListaProd product must be this supplier's). */
  idFornecedor: number;
}

export interface ListaProdItem {
  idDescr: number;
  Nr_prod: number;
}

/**
 * GET /fornecedores/ativos?tipoFornecedor=A: spec part 3 spells the fields iD_PESSOA / nM_PESSOA, part 2 (and the mock,
 * which serves both screens) ID_PESSOA / NM_PESSOA; the provider reads either.
 */
export type ActiveSupplierRow = { iD_PESSOA: number; nM_PESSOA: string } | { ID_PESSOA: number; NM_PESSOA: string };

/** GET /qualidade/ficha-tecnica/ids: id, name, idDescr. */
export interface ProductIdRow {
  id: number;
  name: string;
  idDescr: number;
}

/** A stored version of a sheet (beyond the spec: the history). */
export interface SheetVersionRow {
  idFicha: number;
  versao: number;
  nomeArquivo: string;
  pdfLink: string;
  dt_envio: string;
  enviadoPor: string;
  /** 'S' for the version in force. */
  atual: YesNoFlag;
}
