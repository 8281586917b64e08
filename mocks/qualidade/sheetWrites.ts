import { format } from 'date-fns';
import type { ListaProdItem } from '../../src/dataProviders/qualidade/wire';
import { db } from '../db/db';
import type { Caller } from '../http/endpoint';
import {
  assertApprovedStatus,
  assertMayActOn,
  assertSender,
  idParam,
  isStaff,
  MESSAGES,
  Refusal,
  requiredId,
  sheetFileOf,
  stringField,
  supplierScope,
} from './rules';
import type { QualityProductRecord, QualitySheetRecord } from './seed';
import { storeSheetFile } from './sheetFiles';

const now = (): string => format(new Date(), "yyyy-MM-dd'T'HH:mm:ss");

const nextSheetId = (): number => db.tables.qualitySheets.reduce((max, sheet) => Math.max(max, sheet.id), 0) + 1;

/** Stores the file as the sheet's new version in force (the earlier ones stay, no longer current). */
function addVersion(sheet: QualitySheetRecord, caller: Caller, file: { name: string; bytes: Uint8Array }): void {
  const versions = db.tables.qualitySheetVersions;
  const own = versions.filter((version) => version.sheetId === sheet.id);
  const version = own.reduce((max, row) => Math.max(max, row.version), 0) + 1;
  const fileKey = `ft-${sheet.id}-v${version}`;
  storeSheetFile(fileKey, file.name, file.bytes);
  for (const row of own) row.current = false;
  const sentAt = now();
  versions.push({ sheetId: sheet.id, version, fileName: file.name, fileKey, sentAt, sentBy: caller.user.nome, current: true });
  sheet.fileKey = fileKey;
  sheet.updatedAt = sentAt;
  sheet.status = 'A';
  db.touch('qualitySheetVersions');
  db.touch('qualitySheets');
}

/** The product an upload names (idDescr), which the caller may act on. */
function uploadedProduct(caller: Caller, form: FormData): QualityProductRecord {
  const descriptionId = requiredId('idDescr', stringField(form, 'idDescr'));
  const product = db.tables.qualityProducts.find((row) => row.descriptionId === descriptionId);
  if (!product) throw new Refusal(404, MESSAGES.productUnknown);
  assertMayActOn(caller, product.supplierId, MESSAGES.productOfOther);
  return product;
}

/**
 * POST /qualidade/ficha-tecnica/moveis: the first sheet of a product (of either category: the product's own is kept),
 * approved at once (InStatus A).
 */
export function createProductSheet(caller: Caller, form: FormData): number {
  assertSender(caller, form);
  assertApprovedStatus(form);
  const product = uploadedProduct(caller, form);
  const file = sheetFileOf(form);
  if (db.tables.qualitySheets.some((sheet) => sheet.descriptionIds.includes(product.descriptionId))) throw new Refusal(409, MESSAGES.sheetExists);
  const sheet: QualitySheetRecord = {
    id: nextSheetId(),
    category: product.category,
    supplierId: product.supplierId,
    status: 'A',
    descriptionIds: [product.descriptionId],
    alpha: stringField(form, 'Alfanumerico')?.trim() || product.alpha,
    supplierSheetNumber: null,
    updatedAt: now(),
    fileKey: '',
  };
  db.tables.qualitySheets.push(sheet);
  addVersion(sheet, caller, file);
  return sheet.id;
}

/** PUT /qualidade/ficha-tecnica/moveis/{idFicha}: a new version of the sheet, approved; the old one stays in the history. */
export function replaceSheet(caller: Caller, sheetIdText: string, form: FormData): number {
  const sheetId = requiredId('idFicha', sheetIdText);
  assertSender(caller, form);
  assertApprovedStatus(form);
  const sheet = db.tables.qualitySheets.find((row) => row.id === sheetId);
  if (!sheet) throw new Refusal(404, MESSAGES.sheetUnknown);
  assertMayActOn(caller, sheet.supplierId);
  const product = uploadedProduct(caller, form);
  if (!sheet.descriptionIds.includes(product.descriptionId)) throw new Refusal(400, MESSAGES.productNotInSheet);
  const file = sheetFileOf(form);
  addVersion(sheet, caller, file);
  return sheet.id;
}

function productList(text: string | null): ListaProdItem[] {
  if (!text?.trim()) throw new Refusal(400, MESSAGES.noProducts);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal(400, MESSAGES.badProductList);
  }
  if (!Array.isArray(parsed)) throw new Refusal(400, MESSAGES.badProductList);
  if (parsed.length === 0) throw new Refusal(400, MESSAGES.noProducts);
  return parsed.map((item: unknown) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    return {
      idDescr: requiredId('idDescr', entry.idDescr === undefined ? undefined : String(entry.idDescr)),
      Nr_prod: requiredId('Nr_prod', entry.Nr_prod === undefined ? undefined : String(entry.Nr_prod)),
    };
  });
}

/**
 * POST /qualidade/ficha-tecnica/acessorios (staff only): one approved sheet for the listed accessory products of the
 * supplier (idFornecedor). A product already under an approved sheet is refused; one under a refused sheet moves to the
 * new one (a refused sheet left without products shows no card; its files stay).
 */
export function addAccessorySheet(caller: Caller, form: FormData): number {
  if (!isStaff(caller)) throw new Refusal(403, MESSAGES.staffOnly);
  assertSender(caller, form);
  assertApprovedStatus(form);
  const sheetNumber = stringField(form, 'NrFicha')?.trim();
  if (!sheetNumber) throw new Refusal(400, MESSAGES.sheetNumberMissing);
  const requested = idParam('idFornecedor', stringField(form, 'idFornecedor'));
  if (requested === undefined) throw new Refusal(400, MESSAGES.supplierMissing);
  const supplierId = supplierScope(caller, requested);
  const items = productList(stringField(form, 'ListaProd'));
  const products = items.map((item) => {
    const product = db.tables.qualityProducts.find((row) => row.descriptionId === item.idDescr && row.productId === item.Nr_prod);
    if (!product) throw new Refusal(404, MESSAGES.productUnknown);
    if (product.supplierId !== supplierId) throw new Refusal(400, MESSAGES.notSuppliers(product.productId, supplierId));
    if (product.category !== 'A') throw new Refusal(400, MESSAGES.notAccessory(product.productId));
    return product;
  });
  const descriptionIds = [...new Set(products.map((product) => product.descriptionId))];
  for (const sheet of db.tables.qualitySheets) {
    const covered = products.find((product) => sheet.descriptionIds.includes(product.descriptionId));
    if (covered && sheet.status === 'A') throw new Refusal(409, MESSAGES.alreadyApproved(covered.productId));
  }
  const file = sheetFileOf(form);
  for (const sheet of db.tables.qualitySheets) sheet.descriptionIds = sheet.descriptionIds.filter((id) => !descriptionIds.includes(id));
  const sheet: QualitySheetRecord = {
    id: nextSheetId(),
    category: 'A',
    supplierId,
    status: 'A',
    descriptionIds,
    alpha: stringField(form, 'Alfanumerico')?.trim() || products[0].alpha,
    supplierSheetNumber: sheetNumber,
    updatedAt: now(),
    fileKey: '',
  };
  db.tables.qualitySheets.push(sheet);
  addVersion(sheet, caller, file);
  return sheet.id;
}
