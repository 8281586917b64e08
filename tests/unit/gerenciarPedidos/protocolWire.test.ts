import { completedFiltersOf, listFilterOf } from '../../../src/custom/gerenciarPedidos/tabs/delivered/deliveredFilters';
import { protocolRef } from '../../../src/custom/gerenciarPedidos/tabs/protocols/protocolRules';
import { toDeliveredItem, toDeliveryDay } from '../../../src/dataProviders/gerenciarPedidos/completed/wire';
import { toLabel } from '../../../src/dataProviders/gerenciarPedidos/labels/wire';
import { queryOf, toProtocol, toProtocolInvoiceLine, toProtocolProduct } from '../../../src/dataProviders/gerenciarPedidos/protocols/wire';
import { toPendingReturn } from '../../../src/dataProviders/gerenciarPedidos/returns/wire';

describe('protocols, deliveries, returns and labels: wire rows to domain records', () => {
  it('a protocol, its products and invoice items in domain names; its calls name it as the server expects', () => {
    const protocol = toProtocol({ DT_AGENDA: '2026-11-26T00:00:00', CD_PAGTO: 28, DS_PAGTO: '28', CD_FIL: 101, NM_FIL: 'Extrema-MG', SIT: 'C', QT_TOTAL_REGS: 3 });
    expect(protocol).toEqual({ id: '2026-11-26T00:00:00-101-28', scheduleDate: '2026-11-26T00:00:00', paymentCode: 28, paymentDays: '28', branchId: 101, branchName: 'Extrema-MG', status: 'C' });
    expect(queryOf(protocolRef(protocol, 1000001))).toEqual({ idFornecedor: 1000001, dataAgenda: '26/11/2026', codPagto: 28, codFilial: 101 });
    expect(toProtocolProduct({ NR_PC: 4500300123, CD_NUM: 40000001, CD_ALFA: 'A1', NM_PROD: 'Sofá', AB_COR1: 'AZ', QTD: 2, DS_PAGTO: '28' })).toEqual({
      purchaseOrderId: 4500300123,
      numericCode: 40000001,
      alphaCode: 'A1',
      productName: 'Sofá',
      color: 'AZ',
      quantity: 2,
      paymentDays: '28',
    });
    const line = toProtocolInvoiceLine({
      NR_NF: 123456,
      NM_PROD: 'Sofá',
      VM_UNIT: '1.890,00',
      QT_ITEM: 1,
      VM_TOT_ITEM: '1.890,00',
      VM_DESC_ITEM: '56,70',
      ID_PROD: 100456,
      NR_PC: 4500300123,
      CD_FIL: 101,
      DT_ENTRG: '2026-11-27T00:00:00',
      QT_ENTRG: 0,
    });
    expect(line).toMatchObject({ invoiceNumber: 123456, unitValue: 1890, totalValue: 1890, discountValue: 56.7, productId: 100456, purchaseOrderId: 4500300123, branchId: 101 });
  });

  it('a delivery day and its items, a pending return, a label', () => {
    expect(toDeliveryDay({ DT_ENTRG: '2026-10-02T00:00:00', QT_TOTAL_REGS: 7 })).toEqual({ id: '2026-10-02T00:00:00', deliveryDate: '2026-10-02T00:00:00' });
    expect(toDeliveredItem({ NM_PROD: 'Sofá', NR_PC: 1, ID_PROD: 2, NM_FIL: 'Extrema-MG', QT_ENTRG: 3, CD_NUM: 4, DT_EMIS: '2026-09-01T00:00:00' })).toEqual({
      productName: 'Sofá',
      purchaseOrderId: 1,
      productId: 2,
      branchName: 'Extrema-MG',
      deliveredQuantity: 3,
      numericCode: 4,
      issueDate: '2026-09-01T00:00:00',
    });
    expect(toPendingReturn({ personId: '1000001', personName: 'Móveis', productId: '100456', productName: 'Sofá', volume: 2.5, itemQuantity: 3, totalRows: 11 })).toEqual({
      id: '1000001-100456',
      personId: '1000001',
      personName: 'Móveis',
      productId: '100456',
      productName: 'Sofá',
      volume: 2.5,
      itemQuantity: 3,
    });
    expect(toLabel({ id: 5, codigo: '101' })).toEqual({ id: 5, code: '101' });
  });

  it("the completed deliveries' filters survive the list controller's plain values", () => {
    const filters = { purchaseOrderId: 4500300123, productName: 'sofá', branchId: 101, start: new Date(2026, 8, 1), end: new Date(2026, 9, 31) };
    const values = listFilterOf(filters);
    expect(values).toEqual({ purchaseOrderId: 4500300123, productName: 'sofá', branchId: 101, start: '2026-09-01', end: '2026-10-31' });
    expect(completedFiltersOf({ ...values, personId: 1000001 })).toEqual(filters);
    expect(completedFiltersOf({})).toEqual({ start: null, end: null });
  });
});
