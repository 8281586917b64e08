import {
  daysUntil,
  firstSuggestionDay,
  initialScheduleFilter,
  isAhead,
  panelFilter,
  panelValues,
  searchFilter,
  tagsOf,
  withoutTag,
} from '../../../src/custom/gerenciarPedidos/tabs/schedules/scheduleFilters';

const TODAY = new Date(2026, 10, 24, 9, 0);

describe('schedule tab filters', () => {
  it('open on schedule dates today..today + 30; clearing one tag drops only it', () => {
    const initial = initialScheduleFilter(TODAY);
    expect(initial).toEqual({ dateFrom: '2026-11-24', dateTo: '2026-12-24' });
    const filter = { ...initial, purchaseOrderId: 45, branchId: 40 };
    expect(tagsOf(filter)).toEqual(['purchaseOrderId', 'date', 'branchId']);
    expect(withoutTag(filter, 'date')).toEqual({ purchaseOrderId: 45, branchId: 40 });
    expect(withoutTag(filter, 'branchId')).toEqual({ ...initial, purchaseOrderId: 45 });
  });

  it('search: a whole number is an order number, other text a product name, empty text drops both', () => {
    const base = { dateFrom: '2026-11-24', dateTo: '2026-12-24', productName: 'mesa' };
    expect(searchFilter(base, ' 4500300123 ')).toEqual({ dateFrom: '2026-11-24', dateTo: '2026-12-24', purchaseOrderId: 4500300123 });
    expect(searchFilter({ ...base, purchaseOrderId: 1 }, 'Sofá 3')).toEqual({ ...base, productName: 'Sofá 3' });
    expect(searchFilter(base, '  ')).toEqual({ dateFrom: '2026-11-24', dateTo: '2026-12-24' });
  });

  it('panel: numbers must be whole, dates need both ends in order, the branch is optional', () => {
    const values = panelValues(initialScheduleFilter(TODAY));
    expect(values).toMatchObject({ purchaseOrderId: '', branchId: '', dateFrom: new Date(2026, 10, 24), dateTo: new Date(2026, 11, 24) });
    expect(panelFilter({ ...values, productId: '12a' })).toEqual({ kind: 'notNumber' });
    expect(panelFilter({ ...values, numericCode: '4,5' })).toEqual({ kind: 'notNumber' });
    expect(panelFilter({ ...values, dateTo: new Date(2026, 10, 1) })).toEqual({ kind: 'badDates', errors: { endDate: 'endBeforeStart' } });
    expect(panelFilter({ ...values, dateTo: null })).toEqual({ kind: 'badDates', errors: { endDate: 'endRequired' } });
    expect(panelFilter({ ...values, purchaseOrderId: '45', productId: '7', numericCode: '40001', productName: ' sofá ', branchId: 101 })).toEqual({
      kind: 'apply',
      filter: { purchaseOrderId: 45, productId: 7, numericCode: 40001, productName: 'sofá', dateFrom: '2026-11-24', dateTo: '2026-12-24', branchId: 101 },
    });
    expect(panelFilter({ ...values, dateFrom: null, dateTo: null })).toEqual({ kind: 'apply', filter: {} });
  });

  it('a confirmed date is ahead only after today; a new date may be suggested from tomorrow', () => {
    expect(daysUntil('2026-11-27T00:00:00', TODAY)).toBe(3);
    expect(isAhead('2026-11-25T00:00:00', TODAY)).toBe(true);
    expect(isAhead('2026-11-24T00:00:00', TODAY)).toBe(false);
    expect(isAhead('2026-11-20T00:00:00', TODAY)).toBe(false);
    expect(firstSuggestionDay(TODAY)).toEqual(new Date(2026, 10, 25));
  });
});
