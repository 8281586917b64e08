import {
  clearedFilter,
  freeSearch,
  initialFilter,
  panelFilter,
  panelValues,
  searchIn,
  tagsOf,
  withoutTag,
} from '../../../src/custom/gerenciarPedidos/tabs/all/allOrdersFilters';
import { historyParams } from '../../../src/custom/gerenciarPedidos/orderManagement';
import { pathTo } from '../../../src/routes/pathTo';

const TODAY = new Date(2026, 10, 24, 9, 0);

describe('all-orders search and filter rules', () => {
  it('opens on status T and the issue dates of the previous 730 days up to today; clearing goes back there and keeps the status', () => {
    expect(initialFilter(TODAY)).toEqual({ statusSciaIs: 'T', dateField: 'issue', dateFrom: '2024-11-24', dateTo: '2026-11-24' });
    const busy = { statusSciaIs: 'C' as const, purchaseOrderId: 1, productName: 'Sofá', dateField: 'schedule' as const, dateFrom: '2026-01-01', dateTo: '2026-02-01', branchId: 101, paymentId: 28 };
    expect(clearedFilter(busy, TODAY)).toEqual({ statusSciaIs: 'C', dateField: 'issue', dateFrom: '2024-11-24', dateTo: '2026-11-24' });
  });

  it("a column's box: nothing typed warns; order number, product id and numeric code take whole numbers only; the name takes any text", () => {
    expect(searchIn('productId', '   ')).toEqual({ kind: 'empty' });
    expect(searchIn('purchaseOrderId', '45003a')).toEqual({ kind: 'notNumber' });
    expect(searchIn('numericCode', '12.5')).toEqual({ kind: 'notNumber' });
    expect(searchIn('productId', '-3')).toEqual({ kind: 'notNumber' });
    expect(searchIn('numericCode', ' 40000123 ')).toEqual({ kind: 'apply', field: 'numericCode', value: 40000123 });
    expect(searchIn('productName', ' 123 ')).toEqual({ kind: 'apply', field: 'productName', value: '123' });
  });

  it('a free search: a whole number is an order number, any other text a product name', () => {
    expect(freeSearch('')).toEqual({ kind: 'empty' });
    expect(freeSearch(' 4500300123 ')).toEqual({ kind: 'apply', field: 'purchaseOrderId', value: 4500300123 });
    expect(freeSearch('Mesa 6 lugares')).toEqual({ kind: 'apply', field: 'productName', value: 'Mesa 6 lugares' });
    expect(freeSearch('12,5')).toEqual({ kind: 'apply', field: 'productName', value: '12,5' });
  });

  it('the panel: sends nothing with a number field that is not a whole number, nor with half a date range or a reversed one', () => {
    const values = panelValues(initialFilter(TODAY));
    expect(values).toMatchObject({ purchaseOrderId: '', dateField: 'issue', branchId: '', paymentId: '' });
    expect(panelFilter({ ...values, productId: 'abc' }, initialFilter(TODAY))).toEqual({ kind: 'notNumber' });
    expect(panelFilter({ ...values, dateTo: null }, initialFilter(TODAY))).toEqual({ kind: 'badDates', errors: { endDate: 'endRequired' } });
    expect(panelFilter({ ...values, dateFrom: new Date(2026, 10, 25), dateTo: new Date(2026, 10, 24) }, initialFilter(TODAY))).toEqual({
      kind: 'badDates',
      errors: { endDate: 'endBeforeStart' },
    });
  });

  it('the panel: every field as the new filter, the status kept; no dates is no range', () => {
    const current = { ...initialFilter(TODAY), statusSciaIs: 'E' as const };
    const result = panelFilter(
      {
        purchaseOrderId: '4500300123',
        productId: ' 100456',
        numericCode: '',
        productName: 'Sofá',
        dateField: 'schedule',
        dateFrom: new Date(2026, 10, 1),
        dateTo: new Date(2026, 10, 30),
        branchId: 40,
        paymentId: 28,
      },
      current,
    );
    expect(result).toEqual({
      kind: 'apply',
      filter: { statusSciaIs: 'E', purchaseOrderId: 4500300123, productId: 100456, productName: 'Sofá', dateField: 'schedule', dateFrom: '2026-11-01', dateTo: '2026-11-30', branchId: 40, paymentId: 28 },
    });
    const noDates = panelFilter({ ...panelValues(current), dateFrom: null, dateTo: null }, current);
    expect(noDates).toEqual({ kind: 'apply', filter: { statusSciaIs: 'E' } });
  });

  it("tags in the spec's order; removing one drops only its values (the date tag its range)", () => {
    const filter = { statusSciaIs: 'T' as const, paymentId: 28, branchId: 101, productName: 'Sofá', purchaseOrderId: 7, ...initialFilter(TODAY) };
    expect(tagsOf(filter)).toEqual(['purchaseOrderId', 'productName', 'date', 'branchId', 'paymentId']);
    expect(withoutTag(filter, 'date')).toEqual({ statusSciaIs: 'T', paymentId: 28, branchId: 101, productName: 'Sofá', purchaseOrderId: 7 });
    expect(tagsOf(withoutTag(filter, 'branchId'))).toEqual(['purchaseOrderId', 'productName', 'date', 'paymentId']);
  });

  it('the history link: order, product, delivery date dd-MM-yyyy and branch', () => {
    expect(pathTo('historicoDetalhe', historyParams({ purchaseOrderId: 4500300123, productId: 100456, deliveryDate: '2026-12-01T00:00:00', branchId: 40 }))).toBe(
      '/historico-de-agendamento/detalhes/4500300123/100456/01-12-2026/40',
    );
  });
});
