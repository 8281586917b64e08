import { apiUrl } from '../../src/config';
import {
  QUALITY_PATHS,
  type AccessoryProductRow,
  type FamilyRow,
  type GroupRow,
  type ProductIdRow,
  type SheetVersionRow,
  type SituationRow,
  type SupplierCategoryRow,
} from '../../src/dataProviders/qualidade/wire';
import { db } from '../db/db';
import { issueTicket } from '../http/downloadTickets';
import { endpoint, ok, type Caller } from '../http/endpoint';
import { sheetCardPage } from './cards';
import { assertMayActOn, categoryParam, formOf, idParam, isStaff, MESSAGES, Refusal, refusing, requiredId, supplierScope } from './rules';
import type { QualityProductRecord, QualitySheetRecord } from './seed';
import { sheetFileResponse } from './sheetFiles';
import { addAccessorySheet, createProductSheet, replaceSheet } from './sheetWrites';

const QUALITY = { permission: 'qualidade' } as const;

const groupName = (groupId: number): string => db.tables.qualityGroups.find((group) => group.id === groupId)?.name ?? '';

/** The sheet (any status) a product description hangs on, of a supplier the caller may read. */
function sheetOfDescription(caller: Caller, descriptionId: number): QualitySheetRecord | undefined {
  const product = db.tables.qualityProducts.find((row) => row.descriptionId === descriptionId);
  if (!product) throw new Refusal(404, MESSAGES.productUnknown);
  assertMayActOn(caller, product.supplierId);
  return db.tables.qualitySheets.find((sheet) => sheet.descriptionIds.includes(descriptionId));
}

/** A stored version by its file key, with its sheet, when the caller may read that sheet. */
function versionOfKey(caller: Caller, fileKey: string) {
  const version = db.tables.qualitySheetVersions.find((row) => row.fileKey === fileKey);
  const sheet = version && db.tables.qualitySheets.find((row) => row.id === version.sheetId);
  if (!version || !sheet) throw new Refusal(404, MESSAGES.fileUnknown);
  assertMayActOn(caller, sheet.supplierId);
  return { version, sheet };
}

/** Accessory products of a supplier not yet under an approved sheet: what an accessory sheet may be added for. */
function openAccessories(supplierId: number | undefined): QualityProductRecord[] {
  const approved = new Set(db.tables.qualitySheets.filter((sheet) => sheet.status === 'A').flatMap((sheet) => sheet.descriptionIds));
  return db.tables.qualityProducts.filter(
    (product) => product.category === 'A' && (supplierId === undefined || product.supplierId === supplierId) && !approved.has(product.descriptionId),
  );
}

export const qualityHandlers = [
  /** GET /fornecedores/categoria?idPessoa= (0: the caller's own supplier; staff without a supplier see both categories). */
  endpoint('get', 'legacy', QUALITY_PATHS.categories, QUALITY, ({ url, caller }) =>
    refusing(() => {
      const requested = idParam('idPessoa', url.searchParams.get('idPessoa'));
      if (isStaff(caller) && !requested) return ok({ itens: { iN_ACESS: 'S', iN_MOVEIS: 'S' } satisfies SupplierCategoryRow });
      const supplierId = supplierScope(caller, requested);
      const person = db.tables.pessoas.find((row) => Number(row.codigo) === supplierId);
      if (!person) throw new Refusal(404, MESSAGES.supplierUnknown);
      const itens: SupplierCategoryRow = { iN_ACESS: person.categorias.iN_ACESS, iN_MOVEIS: person.categorias.iN_MOVEIS };
      return ok({ itens: { ...itens } });
    }),
  ),

  endpoint('get', 'legacy', QUALITY_PATHS.situations, QUALITY, () =>
    ok({ itens: db.tables.qualitySituations.map((row): SituationRow => ({ id: row.id, nome: row.name })) }),
  ),

  /** GET ?inAcessMoveis=A|P: the division's groups, the legacy placeholder '15 - .' among them. */
  endpoint('get', 'legacy', QUALITY_PATHS.groups, QUALITY, ({ url }) =>
    refusing(() => {
      const division = categoryParam('inAcessMoveis', url.searchParams.get('inAcessMoveis'));
      const rows = db.tables.qualityGroups
        .filter((group) => group.division === division)
        .map((group): GroupRow => ({ cd_grupo: group.id, nm_grupo: group.name, cd_div: group.division }));
      return ok({ itens: rows });
    }),
  ),

  /** GET ?cdGrupo=&cdDiv=: the group's families. */
  endpoint('get', 'legacy', QUALITY_PATHS.families, QUALITY, ({ url }) =>
    refusing(() => {
      const groupId = requiredId('cdGrupo', url.searchParams.get('cdGrupo'));
      const division = categoryParam('cdDiv', url.searchParams.get('cdDiv'));
      const group = db.tables.qualityGroups.find((row) => row.id === groupId && row.division === division);
      const rows = group
        ? db.tables.qualityFamilies.filter((family) => family.groupId === group.id).map((family): FamilyRow => ({ cd_familia: family.id, nm_familia: family.name }))
        : [];
      return ok({ itens: rows });
    }),
  ),

  /** GET ?SheetListQuery: a page of the supplier's cards (a supplier only its own, staff any). */
  endpoint('get', 'legacy', QUALITY_PATHS.sheets, QUALITY, ({ url, caller }) =>
    refusing(() => {
      const supplierId = supplierScope(caller, idParam('fornecedor', url.searchParams.get('fornecedor')));
      return ok({ itens: sheetCardPage(url.searchParams, supplierId) });
    }),
  ),

  /** GET ?P_ID_PESSOA=&P_ID_DESCR=: the products of the accessory sheet the description hangs on. */
  endpoint('get', 'legacy', QUALITY_PATHS.accessoryProducts, QUALITY, ({ url, caller }) =>
    refusing(() => {
      const supplierId = supplierScope(caller, idParam('P_ID_PESSOA', url.searchParams.get('P_ID_PESSOA')));
      const descriptionId = requiredId('P_ID_DESCR', url.searchParams.get('P_ID_DESCR'));
      const sheet = sheetOfDescription(caller, descriptionId);
      if (!sheet || sheet.supplierId !== supplierId) throw new Refusal(404, MESSAGES.sheetUnknown);
      const rows = db.tables.qualityProducts
        .filter((product) => sheet.descriptionIds.includes(product.descriptionId))
        .map((product): AccessoryProductRow => ({
          id_produto: product.productId,
          nome_produto: product.name,
          alfa: product.alpha,
          linha: product.line,
          grupo: groupName(product.groupId),
        }));
      return ok({ itens: rows });
    }),
  ),

  /** POST multipart: a product's first sheet. */
  endpoint('post', 'legacy', QUALITY_PATHS.furnitureSheet, QUALITY, ({ request, caller }) =>
    refusing(async () => ok({ itens: { idFicha: createProductSheet(caller, await formOf(request)) } })),
  ),

  /** PUT `${furnitureSheet}/{idFicha}` multipart: the sheet replaced by a new version. */
  endpoint('put', 'legacy', `${QUALITY_PATHS.furnitureSheet}/:idFicha`, QUALITY, ({ request, params, caller }) =>
    refusing(async () => ok({ itens: { idFicha: replaceSheet(caller, String(params.idFicha), await formOf(request)) } })),
  ),

  /** POST multipart (staff only): an approved accessory sheet for several products of one supplier. */
  endpoint('post', 'legacy', QUALITY_PATHS.accessorySheet, QUALITY, ({ request, caller }) =>
    refusing(async () => ok({ itens: { idFicha: addAccessorySheet(caller, await formOf(request)) } })),
  ),

  /** GET ?idPessoa=: the alphas of the supplier's accessories that have no approved sheet yet. */
  endpoint('get', 'legacy', QUALITY_PATHS.alphas, QUALITY, ({ url, caller }) =>
    refusing(() => {
      const supplierId = supplierScope(caller, idParam('idPessoa', url.searchParams.get('idPessoa')));
      const alfas = [...new Set(openAccessories(supplierId).map((product) => product.alpha))].sort();
      return ok({ itens: { alfas } });
    }),
  ),

  /** GET ?alfa=(&idPessoa=): the products of an alpha (of the supplier when given; a supplier's own always). */
  endpoint('get', 'legacy', QUALITY_PATHS.productIds, QUALITY, ({ url, caller }) =>
    refusing(() => {
      const alpha = url.searchParams.get('alfa')?.trim();
      if (!alpha) throw new Refusal(400, MESSAGES.alphaMissing);
      const requested = idParam('idPessoa', url.searchParams.get('idPessoa'));
      const supplierId = isStaff(caller) && !requested ? undefined : supplierScope(caller, requested);
      const ids = openAccessories(supplierId)
        .filter((product) => product.alpha.toLowerCase() === alpha.toLowerCase())
        .map((product): ProductIdRow => ({ id: product.productId, name: product.name, idDescr: product.descriptionId }));
      return ok({ itens: { ids } });
    }),
  ),

  /** GET `${sheetFileUrl}/{key}`: the download link of a stored file (a single-use download ticket in its path, never the session's token). */
  endpoint('get', 'legacy', `${QUALITY_PATHS.sheetFileUrl}/:key`, QUALITY, ({ params, caller }) =>
    refusing(() => {
      const key = String(params.key);
      versionOfKey(caller, key);
      return ok({ itens: { url: apiUrl('legacy', `${QUALITY_PATHS.sheetFile}/${encodeURIComponent(key)}/${issueTicket(caller.token)}`) } });
    }),
  ),

  /** GET `${sheetFile}/{key}/{ticket}`: the PDF, byte for byte. */
  endpoint('get', 'legacy', `${QUALITY_PATHS.sheetFile}/:key/:ticket`, { ...QUALITY, ticketParam: 'ticket' }, ({ params, caller }) =>
    refusing(() => {
      const { version, sheet } = versionOfKey(caller, String(params.key));
      return sheetFileResponse(sheet, version);
    }),
  ),

  /** GET `${sheetHistory}/{idDescr}`: every version of the product's sheet, newest first. */
  endpoint('get', 'legacy', `${QUALITY_PATHS.sheetHistory}/:idDescr`, QUALITY, ({ url, params, caller }) =>
    refusing(() => {
      const department = url.searchParams.get('Departamento');
      if (department !== null) categoryParam('Departamento', department);
      const sheet = sheetOfDescription(caller, requiredId('idDescr', String(params.idDescr)));
      const rows = db.tables.qualitySheetVersions
        .filter((version) => version.sheetId === sheet?.id)
        .sort((a, b) => b.version - a.version)
        .map((version): SheetVersionRow => ({
          idFicha: version.sheetId,
          versao: version.version,
          nomeArquivo: version.fileName,
          pdfLink: version.fileKey,
          dt_envio: version.sentAt,
          enviadoPor: version.sentBy,
          atual: version.current ? 'S' : 'N',
        }));
      return ok({ itens: rows });
    }),
  ),
];
