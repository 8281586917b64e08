import { cardActions, loadsAccessoryProducts, shownUpdateDate } from '../../../src/custom/qualidade/cardRules';
import {
  chipsOf,
  clearedFilter,
  draftOf,
  filterOfDraft,
  permanentFilter,
  withAlphaSearch,
  withGroup,
  withoutChip,
  type SheetTabFilter,
} from '../../../src/custom/qualidade/sheetFilters';
import type { SheetCard } from '../../../src/custom/qualidade/technicalSheets';

const BUSY: SheetTabFilter = {
  alpha: 'AB12',
  sheetStatus: 'P',
  search: { productId: '42', line: 'Conforto' },
  groupId: 7,
  familyId: 3,
  situationId: 2,
  dateKind: 'scheduling',
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  deliveryBranchId: 101,
  paymentConditionId: 28,
  orderSituation: 'C',
};

describe('technical sheets: filters and chips', () => {
  it('forces the approved status on the furniture tab outside the internal view only', () => {
    expect(permanentFilter('P', 1000001, false)).toEqual({ category: 'P', supplierId: 1000001, status: 'A' });
    expect(permanentFilter('P', 1000001, true)).toEqual({ category: 'P', supplierId: 1000001 });
    expect(permanentFilter('A', 2000001, false)).toEqual({ category: 'A', supplierId: 2000001 });
  });

  it('shows a chip per filter in force (not the status) and each chip removes its own filter; a group takes its family along', () => {
    expect(chipsOf({ status: 'A' })).toEqual([]);
    expect(chipsOf(BUSY)).toEqual(['alphaSearch', 'productId', 'line', 'group', 'family', 'situation', 'orderDate', 'deliveryBranch', 'paymentCondition', 'orderSituation']);
    expect(withoutChip(BUSY, 'line').search).toEqual({ productId: '42' });
    expect(withoutChip({ search: { line: 'Conforto' } }, 'line')).toEqual({});
    const noGroup = withoutChip(BUSY, 'group');
    expect([noGroup.groupId, noGroup.familyId, noGroup.situationId]).toEqual([undefined, undefined, 2]);
    const noDate = withoutChip(BUSY, 'orderDate');
    expect([noDate.dateKind, noDate.dateFrom, noDate.dateTo, noDate.deliveryBranchId]).toEqual([undefined, undefined, undefined, 101]);
    for (const chip of chipsOf(BUSY)) expect(chipsOf(withoutChip(BUSY, chip))).not.toContain(chip);
  });

  it("'Pesquisar Alfa Numérico' replaces the text in force, an empty box drops it; 'Limpar filtros' keeps only the status", () => {
    expect(withAlphaSearch({ sheetStatus: 'P' }, '  XY9 ')).toEqual({ sheetStatus: 'P', alpha: 'XY9' });
    expect(withAlphaSearch({ alpha: 'XY9' }, ' ')).toEqual({});
    expect(clearedFilter(BUSY)).toEqual({ sheetStatus: 'P' });
    expect(clearedFilter({ alpha: 'XY9' })).toEqual({});
  });

  it('the popover starts from the filters in force and gives them back; a new group resets the family to none (0)', () => {
    expect(filterOfDraft(draftOf(BUSY), BUSY, 'P')).toEqual({ kind: 'apply', filter: BUSY });
    expect(withGroup(draftOf(BUSY), 9)).toMatchObject({ groupId: 9, familyId: 0 });
    const noFamily = filterOfDraft({ ...draftOf({}), groupId: 9 }, {}, 'A');
    expect(noFamily).toEqual({ kind: 'apply', filter: { groupId: 9 } });
  });

  it('drops the order filters on the accessories tab; a begun range needs both dates in order', () => {
    expect(filterOfDraft(draftOf(BUSY), BUSY, 'A')).toEqual({
      kind: 'apply',
      filter: { alpha: 'AB12', sheetStatus: 'P', search: BUSY.search, groupId: 7, familyId: 3, situationId: 2 },
    });
    expect(filterOfDraft({ ...draftOf({}), dateFrom: new Date(2026, 10, 1) }, {}, 'P')).toEqual({ kind: 'badDates', errors: { endDate: 'endRequired' } });
    expect(filterOfDraft({ ...draftOf({}), dateFrom: new Date(2026, 10, 2), dateTo: new Date(2026, 10, 1) }, {}, 'P')).toEqual({
      kind: 'badDates',
      errors: { endDate: 'endBeforeStart' },
    });
  });
});

const CARD: SheetCard = {
  id: 'm-1',
  kind: 'furniture',
  alpha: 'AB12',
  productName: 'Sofá',
  productIds: '123',
  department: 'Móveis',
  line: 'Conforto',
  group: 'Sofás',
  supplierId: 1000001,
  supplierName: 'Fornecedor',
  status: 'P',
  situation: 'Ativo',
  descriptionId: 55,
  updatedAt: null,
  fileKey: null,
  sheetId: null,
  supplierSheetNumber: null,
};

describe('technical sheets: what a card shows and offers', () => {
  it('sends a sheet for a card not approved; views an approved one; staff replace approved accessory sheets', () => {
    expect(cardActions(CARD, false)).toEqual({ send: true, view: false, replace: false });
    expect(cardActions({ ...CARD, status: 'R', fileKey: 'k' }, false)).toEqual({ send: true, view: false, replace: false });
    expect(cardActions({ ...CARD, status: 'A', fileKey: 'k' }, true)).toEqual({ send: false, view: true, replace: false });
    const accessory = { ...CARD, kind: 'accessory' as const, status: 'A' as const, fileKey: 'k' };
    expect(cardActions(accessory, true)).toEqual({ send: false, view: true, replace: true });
    expect(cardActions(accessory, false)).toEqual({ send: false, view: true, replace: false });
    expect(cardActions({ ...accessory, status: 'P', fileKey: null }, false)).toEqual({ send: true, view: false, replace: false });
  });

  it('reads accessory products for approved accessory cards only; the update date for staff, never the empty date', () => {
    expect(loadsAccessoryProducts({ ...CARD, kind: 'accessory', status: 'A' })).toBe(true);
    expect(loadsAccessoryProducts({ ...CARD, kind: 'accessory', status: 'P' })).toBe(false);
    expect(loadsAccessoryProducts({ ...CARD, status: 'A' })).toBe(false);
    const dated = { ...CARD, updatedAt: '2026-11-20T10:00:00' };
    expect(shownUpdateDate(dated, true)).toBe('2026-11-20T10:00:00');
    expect(shownUpdateDate(dated, false)).toBeNull();
    expect(shownUpdateDate(CARD, true)).toBeNull();
    expect(shownUpdateDate({ ...CARD, updatedAt: '0001-01-01T00:00:00' }, true)).toBeNull();
  });
});
