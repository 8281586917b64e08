import type { SheetCardRow, SheetCategoryCode, SheetStatusCode } from '../../src/dataProviders/qualidade/wire';
import { db } from '../db/db';
import { readRowWindow } from '../http/paging';
import { NO_DATE } from '../pedidos/dates';
import { categoryParam, dayParam, idParam, MESSAGES, Refusal } from './rules';
import type { QualityProductRecord, QualitySheetRecord } from './seed';

/** A card before paging: a furniture product, an accessory sheet's products, or an accessory product without a sheet. */
interface Card {
  products: QualityProductRecord[];
  sheet: QualitySheetRecord | undefined;
}

const DEPARTMENTS: Record<SheetCategoryCode, string> = { A: 'Acessórios', P: 'Móveis' };

const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const distinct = (values: readonly string[]): string => [...new Set(values)].join(' / ');

type CardTest = (card: Card) => boolean;

const textTest = (value: string | null, of: (card: Card) => readonly string[]): CardTest | undefined => {
  if (!value?.trim()) return undefined;
  const wanted = plain(value);
  return (card) => of(card).some((text) => plain(text).includes(wanted));
};

/**
 * The furniture order filters (docs/decisions.md, "Issue 18 — qdata"): a card stays when one order line of its product,
 * of this supplier, meets every order filter given (date of the kind chosen within the period, delivery branch, payment
 * condition, schedule situation).
 */
function orderTest(query: URLSearchParams, supplierId: number): CardTest | undefined {
  const kind = query.get('tipoData') || undefined;
  if (kind !== undefined && kind !== 'E' && kind !== 'A') throw new Refusal(400, MESSAGES.dateKindUnknown);
  const from = dayParam('dataInicial', query.get('dataInicial'));
  const to = dayParam('dataFinal', query.get('dataFinal'));
  if ((from || to) && !kind) throw new Refusal(400, MESSAGES.dateKindMissing);
  const branch = idParam('localEntrega', query.get('localEntrega'));
  const payment = idParam('condicaoPagamento', query.get('condicaoPagamento'));
  const situation = query.get('situacaoPedido') || undefined;
  if (situation !== undefined && !['P', 'C', 'R', 'E'].includes(situation)) throw new Refusal(400, MESSAGES.orderSituationUnknown);
  if (!from && !to && branch === undefined && payment === undefined && situation === undefined) return undefined;

  const products = new Set<number>();
  for (const line of db.tables.orderLines) {
    if (line.personId !== supplierId) continue;
    if (branch !== undefined && line.branchDeliveryId !== branch) continue;
    if (payment !== undefined && line.paymentId !== payment) continue;
    if (situation !== undefined && line.status !== situation) continue;
    if (from || to) {
      const date = kind === 'E' ? line.issueDate : line.scheduleDate;
      if (date === NO_DATE) continue;
      const day = date.slice(0, 10);
      if ((from && day < from) || (to && day > to)) continue;
    }
    products.add(line.productId);
  }
  return (card) => card.products.some((product) => products.has(product.productId));
}

/** DsStatus: the furniture product's registration status (A, P, R; empty for all), not its sheet's. */
function statusTest(value: string | null): CardTest | undefined {
  if (!value) return undefined;
  if (value !== 'A' && value !== 'P' && value !== 'R') throw new Refusal(400, MESSAGES.statusUnknown);
  return (card) => card.products[0].registrationStatus === value;
}

const statusOf = (card: Card): SheetStatusCode => card.sheet?.status ?? 'P';

function sheetStatusTest(value: string | null): CardTest | undefined {
  if (!value) return undefined;
  if (value !== 'A' && value !== 'P' && value !== 'R') throw new Refusal(400, MESSAGES.sheetFilterUnknown);
  return (card) => statusOf(card) === value;
}

/** Every filter of the query; DsStatus and the order filters are furniture's. */
function cardTests(query: URLSearchParams, category: SheetCategoryCode, supplierId: number): CardTest[] {
  const situation = idParam('idSituacao', query.get('idSituacao'));
  const group = idParam('grupo', query.get('grupo'));
  const family = idParam('familia', query.get('familia'));
  const productId = query.get('idProduto');
  if (productId) idParam('idProduto', productId);
  const sheetNumber = query.get('idFicha')?.trim();
  const tests: (CardTest | undefined)[] = [
    situation === undefined ? undefined : (card) => card.products.some((product) => product.situationId === situation),
    group === undefined ? undefined : (card) => card.products.some((product) => product.groupId === group),
    family === undefined ? undefined : (card) => card.products.some((product) => product.familyId === family),
    textTest(query.get('alfaNumerico'), (card) => [card.sheet?.alpha ?? '', ...card.products.map((product) => product.alpha)]),
    textTest(query.get('nomeProduto'), (card) => card.products.map((product) => product.name)),
    textTest(query.get('linha'), (card) => card.products.map((product) => product.line)),
    textTest(productId, (card) => card.products.map((product) => String(product.productId))),
    sheetNumber
      ? (card) => !!card.sheet && (String(card.sheet.id) === sheetNumber || plain(card.sheet.supplierSheetNumber ?? '').includes(plain(sheetNumber)))
      : undefined,
    sheetStatusTest(query.get('statusFicha')),
  ];
  if (category === 'P') tests.push(statusTest(query.get('DsStatus')), orderTest(query, supplierId));
  return tests.filter((test): test is CardTest => test !== undefined);
}

/** The supplier's cards of a category, in alpha order. */
function cardsOf(supplierId: number, category: SheetCategoryCode): Card[] {
  const products = db.tables.qualityProducts.filter((product) => product.supplierId === supplierId && product.category === category);
  const sheets = db.tables.qualitySheets.filter((sheet) => sheet.supplierId === supplierId && sheet.category === category);
  const sheetOf = new Map<number, QualitySheetRecord>();
  for (const sheet of sheets) for (const descriptionId of sheet.descriptionIds) sheetOf.set(descriptionId, sheet);
  const cards: Card[] =
    category === 'P'
      ? products.map((product) => ({ products: [product], sheet: sheetOf.get(product.descriptionId) }))
      : [
          ...sheets.map((sheet) => ({ sheet, products: products.filter((product) => sheet.descriptionIds.includes(product.descriptionId)) })),
          ...products.filter((product) => !sheetOf.has(product.descriptionId)).map((product) => ({ products: [product], sheet: undefined })),
        ];
  return cards
    .filter((card) => card.products.length > 0)
    .sort((a, b) => (a.sheet?.alpha ?? a.products[0].alpha).localeCompare(b.sheet?.alpha ?? b.products[0].alpha) || a.products[0].descriptionId - b.products[0].descriptionId);
}

function toRow(card: Card, category: SheetCategoryCode, supplierName: string, total: number): SheetCardRow {
  const [first] = card.products;
  const { sheet } = card;
  const row: SheetCardRow = {
    tipo: category === 'A' ? 'a' : 'm',
    alfaNumerico: sheet?.alpha ?? first.alpha,
    nomeProduto: distinct(card.products.map((product) => product.name)),
    idsProduto: card.products.map((product) => product.productId).join(', '),
    departamento: DEPARTMENTS[category],
    linha: distinct(card.products.map((product) => product.line)),
    grupo: db.tables.qualityGroups.find((group) => group.id === first.groupId)?.name ?? '',
    nm_fornecedor: supplierName,
    id_fornecedor: first.supplierId,
    status: statusOf(card),
    idDescr: first.descriptionId,
    dt_atlz: sheet?.updatedAt ?? NO_DATE,
    pdfLink: sheet?.fileKey ?? '',
    nr_ficha_fornec: sheet?.supplierSheetNumber ?? null,
    situacao: db.tables.qualitySituations.find((situation) => situation.id === first.situationId)?.name ?? '',
    qt_total_regs: total,
  };
  if (sheet) row.ficha = sheet.id;
  return row;
}

/** GET /qualidade/ficha-tecnica: the page of the supplier's cards that pass every filter, each row with the total. */
export function sheetCardPage(query: URLSearchParams, supplierId: number): SheetCardRow[] {
  const category = categoryParam('Departamento', query.get('Departamento') ?? query.get('inAcessMoveis'));
  const tests = cardTests(query, category, supplierId);
  const found = cardsOf(supplierId, category).filter((card) => tests.every((test) => test(card)));
  const { offset, limit } = readRowWindow(query, 'LinhaInicial');
  const supplierName = db.tables.pessoas.find((row) => Number(row.codigo) === supplierId)?.nome ?? '';
  return found.slice(offset, offset + limit).map((card) => toRow(card, category, supplierName, found.length));
}
