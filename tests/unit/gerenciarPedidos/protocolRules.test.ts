import { checkForm, EMPTY_FORM } from '../../../src/custom/gerenciarPedidos/tabs/delivered/deliveredFilters';
import {
  defaultRange,
  invoicesOf,
  labelProductsOf,
  paymentHandover,
  protocolEvent,
  protocolFileName,
} from '../../../src/custom/gerenciarPedidos/tabs/protocols/protocolRules';
import { protocolQuery, toProtocol, toProtocolInvoiceLine } from '../../../src/dataProviders/gerenciarPedidos/protocols/wire';
import { icsCalendar } from '../../../src/kit/calendar/icsFile';

// The rules read domain records: the server's rows through the provider's mapping.
const ROW = toProtocol({ DT_AGENDA: '2026-11-26T00:00:00', CD_PAGTO: 7, DS_PAGTO: '7', CD_FIL: 101, NM_FIL: 'Extrema-MG', SIT: 'C', QT_TOTAL_REGS: 3 });
const item = (NR_NF: number, VM_TOT_ITEM: string, VM_DESC_ITEM: string, ID_PROD = 100456) => toProtocolInvoiceLine({
  NR_NF,
  NM_PROD: 'Sofá',
  VM_UNIT: '1890,00',
  QT_ITEM: 1,
  VM_TOT_ITEM,
  VM_DESC_ITEM,
  ID_PROD,
  NR_PC: 4500300123,
  CD_FIL: 101,
  DT_ENTRG: '2026-11-27T00:00:00',
  QT_ENTRG: 0,
  });

describe('protocol rules', () => {
  it('window today to today + 30; the calls name the protocol with its day DD/MM/YYYY; the cookie handover', () => {
    const today = new Date(2026, 10, 24);
    expect(defaultRange(today)).toEqual({ start: today, end: new Date(2026, 11, 24) });
    expect(protocolQuery(ROW, 1000001)).toEqual({ idFornecedor: 1000001, dataAgenda: '26/11/2026', codPagto: 7, codFilial: 101 });
    expect(paymentHandover(ROW, 1000001)).toEqual({
      idFornecedor: 1000001,
      dataAgenda: '26/11/2026',
      codPagto: 7,
      codFilial: 101,
      dataAgendamento: '2026-11-26',
      opcaoPagDias: 7,
    });
    expect(paymentHandover({ ...ROW, scheduleDate: '0001-01-01T00:00:00' }, 1000001)).toBeNull();
  });

  it('invoices: items grouped by number, comma values read, subtotal, discount, its percentage and net value', () => {
    const [first, second] = invoicesOf([item(123456, '1890,00', '56,70'), item(654321, '459,90', '0,00'), item(123456, '1.290,00', '38,70', 100999)]);
    expect(first).toMatchObject({ number: 123456, subtotal: 3180, discount: 95.4, net: 3084.6 });
    expect(first.percent).toBeCloseTo(3, 10);
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ number: 654321, subtotal: 459.9, discount: 0, percent: 0, net: 459.9 });
    expect(invoicesOf([item(1, '0,00', '0,00')])[0].percent).toBe(0);
    expect(labelProductsOf([item(1, '1,00', '0,00')])).toEqual([{ productId: 100456, purchaseOrderId: 4500300123, branchId: 101 }]);
  });

  it("the calendar event: the protocol's day at its branch and address", () => {
    const branch = { branchId: 101, externalBranchName: 'Extrema-MG', address: 'Rodovia Fernão Dias, km 947, Extrema - MG' };
    const event = protocolEvent(ROW, 1000001, branch, '1000001 - Móveis Serra Gaúcha Indústria Ltda');
    expect(event).toEqual({
      uid: 'protocolo-1000001-101-7-20261126@portal-do-fornecedor',
      day: { year: 2026, month: 11, day: 26 },
      summary: 'Entrega agendada - filial 101 - Extrema-MG',
      description: 'Protocolo de agendamento do fornecedor 1000001 - Móveis Serra Gaúcha Indústria Ltda\nOpção de pagamento: pagamento em 7 dias',
      location: 'Extrema-MG - Rodovia Fernão Dias, km 947, Extrema - MG',
    });
    expect(icsCalendar([event], { now: new Date(Date.UTC(2026, 10, 24, 12)) })).toContain('DTEND;VALUE=DATE:20261127');
    expect(protocolFileName(ROW)).toBe('protocolo-2026-11-26-101.ics');
  });
});

describe('completed deliveries filter panel', () => {
  it('order number, product id and numeric code must be whole numbers; the end date not before the start', () => {
    expect(checkForm(EMPTY_FORM)).toEqual({
      filters: { purchaseOrderId: undefined, productId: undefined, numericCode: undefined, productName: undefined, branchId: undefined, start: null, end: null },
    });
    expect(checkForm({ ...EMPTY_FORM, order: '45A' })).toEqual({ notNumber: 'order' });
    expect(checkForm({ ...EMPTY_FORM, productId: '1.5' })).toEqual({ notNumber: 'productId' });
    expect(checkForm({ ...EMPTY_FORM, numericCode: '-3' })).toEqual({ notNumber: 'numericCode' });
    expect(checkForm({ ...EMPTY_FORM, start: new Date(2026, 10, 2), end: new Date(2026, 10, 1) })).toEqual({ badRange: true });
    const start = new Date(2026, 9, 1);
    expect(checkForm({ ...EMPTY_FORM, order: ' 4500300123 ', productName: '  sofá ', branchId: '101', start, end: new Date(Number.NaN) })).toEqual({
      filters: { purchaseOrderId: 4500300123, productId: undefined, numericCode: undefined, productName: 'sofá', branchId: 101, start, end: null },
    });
  });
});
