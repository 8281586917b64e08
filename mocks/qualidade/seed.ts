import { addDays, format, parseISO } from 'date-fns';
import type { SheetCategoryCode, SheetStatusCode } from '../../src/dataProviders/qualidade/wire';
import { DEMO_ACCOUNTS } from '../auth/seed';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { LARGE_SUPPLIER, seedSuppliers } from '../fornecedores/seed';
import { seedOrders, type OrderLineRecord } from '../pedidos/seed';

export interface QualityGroupRecord {
  id: number;
  name: string;
  division: SheetCategoryCode;
}

export interface QualityFamilyRecord {
  id: number;
  groupId: number;
  name: string;
}

export interface QualitySituationRecord {
  id: number;
  name: string;
}

/** A product of the quality catalogue: the sheets hang on its description id (idDescr). */
export interface QualityProductRecord {
  productId: number;
  descriptionId: number;
  supplierId: number;
  category: SheetCategoryCode;
  alpha: string;
  name: string;
  line: string;
  groupId: number;
  familyId: number;
  situationId: number;
  /**
   * The product's registration with the retailer (DsStatus, docs/decisions.md "Issue 18 — merge"): A approved,
   * P pending, R refused. Suppliers list only approved products; the sheet's own status is the sheet's.
   */
  registrationStatus: SheetStatusCode;
}

/** A technical sheet: one furniture product, or several accessory products of one supplier. */
export interface QualitySheetRecord {
  id: number;
  category: SheetCategoryCode;
  supplierId: number;
  status: SheetStatusCode;
  descriptionIds: number[];
  alpha: string;
  /** The supplier's own sheet number (accessory sheets added by staff). */
  supplierSheetNumber: string | null;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  updatedAt: string;
  /** The version in force's file key. */
  fileKey: string;
}

/** A stored file of a sheet; a replaced one stays (history, download). */
export interface QualitySheetVersionRecord {
  sheetId: number;
  version: number;
  fileName: string;
  fileKey: string;
  sentAt: string;
  sentBy: string;
  current: boolean;
}

declare module '../db/tables' {
  interface Tables {
    qualityGroups: QualityGroupRecord[];
    qualityFamilies: QualityFamilyRecord[];
    qualitySituations: QualitySituationRecord[];
    qualityProducts: QualityProductRecord[];
    qualitySheets: QualitySheetRecord[];
    qualitySheetVersions: QualitySheetVersionRecord[];
  }
}

/** The groups of the order lines (GEPDescription '01 - Estofados' is group 1), plus the legacy placeholder '15 - .'. */
export const QUALITY_GROUPS: QualityGroupRecord[] = [
  { id: 1, name: '01 - Estofados', division: 'P' },
  { id: 2, name: '02 - Salas de jantar', division: 'P' },
  { id: 3, name: '03 - Dormitórios', division: 'P' },
  { id: 4, name: '04 - Salas de estar', division: 'P' },
  { id: 5, name: '05 - Escritório', division: 'P' },
  { id: 15, name: '15 - .', division: 'P' },
  { id: 21, name: '21 - Iluminação', division: 'A' },
  { id: 22, name: '22 - Cozinha', division: 'A' },
  { id: 23, name: '23 - Decoração', division: 'A' },
  { id: 24, name: '24 - Cama, mesa e banho', division: 'A' },
];

/** The order lines' families (familyId), under their groups. */
export const QUALITY_FAMILIES: QualityFamilyRecord[] = [
  { id: 11, groupId: 1, name: 'Sofás' },
  { id: 12, groupId: 1, name: 'Poltronas' },
  { id: 21, groupId: 2, name: 'Mesas' },
  { id: 22, groupId: 2, name: 'Cadeiras' },
  { id: 31, groupId: 3, name: 'Guarda-roupas' },
  { id: 32, groupId: 3, name: 'Camas' },
  { id: 33, groupId: 3, name: 'Cômodas' },
  { id: 41, groupId: 4, name: 'Racks e painéis' },
  { id: 42, groupId: 4, name: 'Estantes' },
  { id: 51, groupId: 5, name: 'Escrivaninhas' },
  { id: 211, groupId: 21, name: 'Luminárias' },
  { id: 221, groupId: 22, name: 'Panelas' },
  { id: 222, groupId: 22, name: 'Taças e copos' },
  { id: 231, groupId: 23, name: 'Tapetes' },
  { id: 232, groupId: 23, name: 'Espelhos' },
  { id: 233, groupId: 23, name: 'Cortinas' },
  { id: 241, groupId: 24, name: 'Toalhas' },
];

export const QUALITY_SITUATIONS: QualitySituationRecord[] = [
  { id: 1, name: 'Ativo' },
  { id: 2, name: 'Fora de linha' },
  { id: 3, name: 'Em desenvolvimento' },
];

/** Most products are registered; one in 13 waits for the retailer's approval, one in 17 was refused. */
const registrationOf = (productId: number): SheetStatusCode => (productId % 13 === 0 ? 'P' : productId % 17 === 0 ? 'R' : 'A');

const LINES = ['Linha Clássica', 'Linha Moderna', 'Linha Essencial', 'Linha Premium'];

/** The large supplier's catalogue: 2,000 products of its order lines. */
export const LARGE_CATALOGUE = 2_000;

/** 1000001 sells accessories too, outside its order lines (categories furniture and accessories). */
const MOVEIS_ACCESSORIES: readonly Pick<QualityProductRecord, 'productId' | 'name' | 'alpha' | 'familyId'>[] = [
  { productId: 910_001, name: 'Almofada decorativa 45 x 45', alpha: 'ALM-231', familyId: 231 },
  { productId: 910_002, name: 'Almofada decorativa 60 x 60', alpha: 'ALM-231', familyId: 231 },
  { productId: 910_003, name: 'Manta para sofá', alpha: 'MAN-231', familyId: 231 },
  { productId: 910_004, name: 'Luminária de chão', alpha: 'LUM-211', familyId: 211 },
  { productId: 910_005, name: 'Luminária de piso arco', alpha: 'LUM-211', familyId: 211 },
  { productId: 910_006, name: 'Espelho de parede 60 cm', alpha: 'ESP-232', familyId: 232 },
];

const FIRST_DESCRIPTION_ID = 80_001;
const FIRST_SHEET_ID = 5_001;
const STAFF_SENDER = DEMO_ACCOUNTS.find((account) => account.codigo === '0000003')?.nome ?? '';

const groupOfFamily = (familyId: number): number => QUALITY_FAMILIES.find((family) => family.id === familyId)?.groupId ?? Math.floor(familyId / 10);

/** The supplier's catalogue: the distinct products of its order lines (the large supplier's first 2,000). */
function catalogue(lines: readonly OrderLineRecord[], categoryOf: (supplierId: number) => SheetCategoryCode): QualityProductRecord[] {
  const seen = new Set<string>();
  const perSupplier = new Map<number, number>();
  const products: QualityProductRecord[] = [];
  for (const line of lines) {
    const key = `${line.personId}:${line.productId}`;
    if (seen.has(key)) continue;
    const count = perSupplier.get(line.personId) ?? 0;
    if (line.personId === Number(LARGE_SUPPLIER.codigo) && count >= LARGE_CATALOGUE) continue;
    seen.add(key);
    perSupplier.set(line.personId, count + 1);
    const category = categoryOf(line.personId);
    products.push({
      productId: line.productId,
      descriptionId: 0,
      supplierId: line.personId,
      category,
      // Accessory variants share an alpha (one sheet covers them); a furniture product keeps its order alpha.
      alpha: category === 'A' ? `${line.colorAbbreviation}-${line.familyId}` : line.alphaId,
      name: line.productName,
      line: LINES[line.productId % LINES.length],
      groupId: groupOfFamily(line.familyId),
      familyId: line.familyId,
      situationId: line.productId % 7 === 0 ? 2 : line.productId % 11 === 0 ? 3 : 1,
      registrationStatus: registrationOf(line.productId),
    });
  }
  return products;
}

interface SheetSeed {
  sheets: QualitySheetRecord[];
  versions: QualitySheetVersionRecord[];
}

/**
 * Sheets in every status: of a supplier's furniture products, 2 in 5 approved (every fifth of them replaced once, so a
 * history of two), 2 in 5 pending (no sheet) and 1 in 5 refused; of its accessory alphas, one in three approved (one
 * sheet for the alpha's products but the last), one in three refused (its first product), the rest pending.
 */
function seedSheets(products: readonly QualityProductRecord[], seedDay: Date, supplierName: (id: number) => string): SheetSeed {
  const sheets: QualitySheetRecord[] = [];
  const versions: QualitySheetVersionRecord[] = [];
  let nextId = FIRST_SHEET_ID;
  const dayTime = (daysAgo: number): string => format(addDays(seedDay, -daysAgo), "yyyy-MM-dd'T'10:30:00");
  const add = (covered: readonly QualityProductRecord[], status: SheetStatusCode, index: number, replaced: boolean) => {
    const [first] = covered;
    const id = nextId++;
    const accessory = first.category === 'A';
    const sentBy = accessory ? STAFF_SENDER : supplierName(first.supplierId);
    const count = replaced ? 2 : 1;
    for (let version = 1; version <= count; version += 1) {
      versions.push({
        sheetId: id,
        version,
        fileName: `ficha-${first.alpha.toLowerCase()}-v${version}.pdf`,
        fileKey: `ft-${id}-v${version}`,
        sentAt: dayTime(10 + (index % 50) + (count - version) * 30),
        sentBy,
        current: version === count,
      });
    }
    sheets.push({
      id,
      category: first.category,
      supplierId: first.supplierId,
      status,
      descriptionIds: covered.map((product) => product.descriptionId),
      alpha: first.alpha,
      supplierSheetNumber: accessory ? `FTA-${String(id).padStart(6, '0')}` : null,
      updatedAt: dayTime(10 + (index % 50)),
      fileKey: `ft-${id}-v${count}`,
    });
  };

  const bySupplier = new Map<string, QualityProductRecord[]>();
  for (const product of products) {
    const key = `${product.supplierId}:${product.category}`;
    const group = bySupplier.get(key);
    if (group) group.push(product);
    else bySupplier.set(key, [product]);
  }
  for (const group of bySupplier.values()) {
    if (group[0].category === 'P') {
      group.forEach((product, index) => {
        const slot = index % 5;
        if (slot <= 1) add([product], 'A', index, slot === 0 && index % 10 === 0);
        else if (slot === 4) add([product], 'R', index, false);
      });
      continue;
    }
    const alphas = [...new Set(group.map((product) => product.alpha))].sort();
    alphas.forEach((alpha, index) => {
      const ofAlpha = group.filter((product) => product.alpha === alpha);
      if (index % 3 === 0) add(ofAlpha.length > 1 ? ofAlpha.slice(0, -1) : ofAlpha, 'A', index, index % 6 === 0);
      else if (index % 3 === 1) add(ofAlpha.slice(0, 1), 'R', index, false);
    });
  }
  return { sheets, versions };
}

/**
 * The quality catalogue and its sheets, from the order lines of the same seed day: 1000001's furniture (its order
 * lines) and six accessories, 2000001's accessories, every other supplier's products, and the large supplier's 2,000.
 */
export function seedQuality(seedDate: string): Pick<
  Tables,
  'qualityGroups' | 'qualityFamilies' | 'qualitySituations' | 'qualityProducts' | 'qualitySheets' | 'qualitySheetVersions'
> {
  const people = [...DEMO_ACCOUNTS, ...seedSuppliers()];
  const typeOf = new Map(people.map((person) => [Number(person.codigo), person.supplierType]));
  const nameOf = new Map(people.map((person) => [Number(person.codigo), person.nome]));
  const products = catalogue(seedOrders(seedDate).orderLines, (supplierId) => (typeOf.get(supplierId) === 'A' ? 'A' : 'P'));
  for (const extra of MOVEIS_ACCESSORIES) {
    products.push({ ...extra, descriptionId: 0, supplierId: 1000001, category: 'A', line: LINES[extra.productId % LINES.length], groupId: groupOfFamily(extra.familyId), situationId: 1, registrationStatus: 'A' });
  }
  products.forEach((product, index) => (product.descriptionId = FIRST_DESCRIPTION_ID + index));
  const { sheets, versions } = seedSheets(products, parseISO(seedDate), (id) => nameOf.get(id) ?? '');
  return {
    qualityGroups: QUALITY_GROUPS,
    qualityFamilies: QUALITY_FAMILIES,
    qualitySituations: QUALITY_SITUATIONS,
    qualityProducts: products,
    qualitySheets: sheets,
    qualitySheetVersions: versions,
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedQuality;
