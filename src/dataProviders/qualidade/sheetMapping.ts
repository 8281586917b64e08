import type {
  AccessoryProduct,
  ActiveSupplier,
  ProductGroup,
  ProductIdOption,
  SheetCard,
  SheetFilter,
  SheetVersion,
} from '../../custom/qualidade/technicalSheets';
import { missingFieldsError } from '../core/errors';
import type { Pagination } from '../core/paging';
import { rowWindow } from '../core/paging';
import type {
  AccessoryProductRow,
  ActiveSupplierRow,
  GroupRow,
  ProductIdRow,
  SheetCardRow,
  SheetListQuery,
  SheetVersionRow,
} from './wire';

/** The group the legacy database keeps as a placeholder; never offered (spec part 3, section 7). */
export const PLACEHOLDER_GROUP = '15 - .';

/** The legacy database's "no date". */
const EMPTY_DATE = '0001-01-01';

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const positive = (value: number | undefined): number | undefined => (value !== undefined && value > 0 ? value : undefined);

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (the legacy API's dates). */
export const legacyDay = (day: string | undefined): string | undefined => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : undefined;
};

/**
 * The query of GET /qualidade/ficha-tecnica for a page of a filter. The status (DsStatus) and the order filters are
 * furniture's only; the product search's 'Alfa numérico' column and the 'Pesquisar Alfa Numérico' box are one field.
 */
export function sheetListQuery(filter: SheetFilter, pagination: Pagination): SheetListQuery {
  const { LinhaInicial, QtdRegistro } = rowWindow(pagination, 'LinhaInicial');
  const search = filter.search ?? {};
  const furniture = filter.category === 'P';
  const query: SheetListQuery = {
    LinhaInicial,
    QtdRegistro,
    inAcessMoveis: filter.category,
    Departamento: filter.category,
    fornecedor: filter.supplierId,
    idSituacao: positive(filter.situationId),
    alfaNumerico: text(search.alpha) ?? text(filter.alpha),
    idFicha: text(search.sheetNumber),
    nomeProduto: text(search.productName),
    linha: text(search.line),
    idProduto: text(search.productId),
    grupo: positive(filter.groupId),
    familia: positive(filter.familyId),
    statusFicha: filter.sheetStatus,
  };
  if (!furniture) return query;
  return {
    ...query,
    DsStatus: filter.status || undefined,
    tipoData: filter.dateKind === undefined ? undefined : filter.dateKind === 'emission' ? 'E' : 'A',
    dataInicial: legacyDay(filter.dateFrom),
    dataFinal: legacyDay(filter.dateTo),
    localEntrega: positive(filter.deliveryBranchId),
    condicaoPagamento: positive(filter.paymentConditionId),
    situacaoPedido: filter.orderSituation,
  };
}

const STATUSES: ReadonlySet<unknown> = new Set(['P', 'A', 'R']);

const isCardRow = (row: unknown): row is SheetCardRow => {
  if (!row || typeof row !== 'object') return false;
  const card = row as Partial<SheetCardRow>;
  return (card.tipo === 'a' || card.tipo === 'm') && typeof card.idDescr === 'number' && STATUSES.has(card.status) && card.qt_total_regs !== undefined;
};

/** A card row in domain names; `id` made unique within the page by the caller. */
export function toSheetCard(row: SheetCardRow): Omit<SheetCard, 'id'> {
  return {
    kind: row.tipo === 'a' ? 'accessory' : 'furniture',
    alpha: row.alfaNumerico,
    productName: row.nomeProduto,
    productIds: row.idsProduto,
    department: row.departamento,
    line: row.linha,
    group: row.grupo,
    supplierId: row.id_fornecedor,
    supplierName: row.nm_fornecedor,
    status: row.status,
    situation: row.situacao,
    descriptionId: row.idDescr,
    updatedAt: !row.dt_atlz || row.dt_atlz.startsWith(EMPTY_DATE) ? null : row.dt_atlz,
    fileKey: row.pdfLink ? row.pdfLink : null,
    sheetId: typeof row.ficha === 'number' ? row.ficha : null,
    supplierSheetNumber: row.nr_ficha_fornec ?? null,
  };
}

/** A page of cards with its total (qt_total_regs in every row; none when the page is empty). */
export function sheetPage(body: unknown, rows: readonly unknown[]): { data: SheetCard[]; total: number } {
  if (!rows.every(isCardRow)) throw missingFieldsError(body);
  const total = rows.length === 0 ? 0 : Number(rows[0].qt_total_regs);
  if (!Number.isFinite(total)) throw missingFieldsError(body);
  const seen = new Map<string, number>();
  const data = rows.map((row) => {
    const base = `${row.tipo}-${row.idDescr}-${row.ficha ?? 0}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { id: repeat === 0 ? base : `${base}-${repeat}`, ...toSheetCard(row) };
  });
  return { data, total };
}

/** Both divisions' groups as one list sorted by name, the placeholder group left out. */
export function mergeGroups(...divisions: readonly (readonly GroupRow[])[]): ProductGroup[] {
  return divisions
    .flat()
    .filter((row) => row.nm_grupo.trim() !== PLACEHOLDER_GROUP)
    .map((row) => ({ id: row.cd_grupo, name: row.nm_grupo, division: row.cd_div }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true }));
}

/** The part 3 spelling (iD_PESSOA) or the part 2 one (ID_PESSOA). */
export function toActiveSupplier(row: ActiveSupplierRow): ActiveSupplier {
  return 'iD_PESSOA' in row ? { id: row.iD_PESSOA, name: row.nM_PESSOA } : { id: row.ID_PESSOA, name: row.NM_PESSOA };
}

export const toAccessoryProduct = (row: AccessoryProductRow): AccessoryProduct => ({
  productId: row.id_produto,
  productName: row.nome_produto,
  alpha: row.alfa,
  line: row.linha,
  group: row.grupo,
});

export const toProductIdOption = (row: ProductIdRow): ProductIdOption => ({ productId: row.id, name: row.name, descriptionId: row.idDescr });

export const toSheetVersion = (row: SheetVersionRow): SheetVersion => ({
  sheetId: row.idFicha,
  version: row.versao,
  fileName: row.nomeArquivo,
  fileKey: row.pdfLink,
  sentAt: row.dt_envio,
  sentBy: row.enviadoPor,
  current: row.atual === 'S',
});
