import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import type { ProductDivision, ProductFamily, ProductGroup } from '../../src/types/api';

/** A family as the mock keeps it: with the group it belongs to. */
export type ProductFamilyRecord = ProductFamily & { cdGrupo: number; cdDiv: ProductDivision };

declare module '../db/tables' {
  interface Tables {
    productGroups: ProductGroup[];
    productFamilies: ProductFamilyRecord[];
  }
}

/**
 * The product groups of the order lines' GEPDescription, in the legacy table's order (not sorted): P furniture,
 * A accessories, and the legacy placeholder '15 - .' the history's group list leaves out.
 */
const GROUPS: ProductGroup[] = [
  { cdGrupo: 3, dsGrupo: '03 - Dormitórios', cdDiv: 'P' },
  { cdGrupo: 1, dsGrupo: '01 - Estofados', cdDiv: 'P' },
  { cdGrupo: 15, dsGrupo: '15 - .', cdDiv: 'P' },
  { cdGrupo: 5, dsGrupo: '05 - Escritório', cdDiv: 'P' },
  { cdGrupo: 2, dsGrupo: '02 - Salas de jantar', cdDiv: 'P' },
  { cdGrupo: 4, dsGrupo: '04 - Salas de estar', cdDiv: 'P' },
  { cdGrupo: 23, dsGrupo: '23 - Decoração', cdDiv: 'A' },
  { cdGrupo: 21, dsGrupo: '21 - Iluminação', cdDiv: 'A' },
  { cdGrupo: 24, dsGrupo: '24 - Cama, mesa e banho', cdDiv: 'A' },
  { cdGrupo: 22, dsGrupo: '22 - Cozinha', cdDiv: 'A' },
];

/** The families of the order lines' familyId, per group. */
const FAMILIES: [cdGrupo: number, idFamilia: number, dsFamilia: string][] = [
  [1, 11, 'Sofás'],
  [1, 12, 'Poltronas'],
  [2, 21, 'Mesas de jantar'],
  [2, 22, 'Cadeiras'],
  [3, 31, 'Guarda-roupas'],
  [3, 32, 'Camas'],
  [3, 33, 'Cômodas'],
  [4, 41, 'Racks'],
  [4, 42, 'Estantes'],
  [5, 51, 'Escrivaninhas'],
  [21, 211, 'Luminárias'],
  [22, 221, 'Panelas'],
  [22, 222, 'Taças e copos'],
  [23, 231, 'Tapetes'],
  [23, 232, 'Espelhos'],
  [23, 233, 'Cortinas'],
  [24, 241, 'Toalhas'],
];

/** The scheduling history's filter lists: product groups of both divisions and their families. */
export function seedHistory(): { productGroups: ProductGroup[]; productFamilies: ProductFamilyRecord[] } {
  const divisionOf = new Map(GROUPS.map((group) => [group.cdGrupo, group.cdDiv]));
  return {
    productGroups: GROUPS.map((group) => ({ ...group })),
    productFamilies: FAMILIES.map(([cdGrupo, idFamilia, dsFamilia]) => ({ cdGrupo, cdDiv: divisionOf.get(cdGrupo) ?? 'P', idFamilia, dsFamilia })),
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedHistory;
