import { describe, expect, it } from 'vitest';
import { orderExportColumns as allOrdersExportColumns } from '../../../src/custom/gerenciarPedidos/tabs/all/allOrdersColumns';
import { csvRows, type CsvColumn } from '../../../src/kit/list/csvExport';
import { INVOICE_EXPORT_COLUMNS } from '../../../src/resources/notas/invoiceColumns';
import { cellText as receivingCellText, RECEIVING_COLUMNS, RECEIVING_EXPORT_COLUMNS } from '../../../src/resources/opcoesRecebimento/receivingColumns';
import { paymentExportColumns } from '../../../src/resources/pagamentos/paymentColumns';
import { orderExportColumns as orderLineExportColumns } from '../../../src/resources/pedidos/orderColumns';
import type { ReceivingItem } from '../../../src/resources/opcoesRecebimento/receivingOptions';

/** The exported cells of one row, by column source. */
function exported(columns: readonly CsvColumn[], row: Record<string, unknown>): Record<string, string> {
  const cells = csvRows([row], columns).replace(/\r\n$/, '').split(';');
  return Object.fromEntries(columns.map((column, index) => [column.source, cells[index]]));
}

const KEY = '35261112345678000190550010000012341000012345';

const orderLine = {
  purchaseOrderId: 4500300463,
  productId: 438594,
  numericCode: 7891234567895,
  alphaId: 'MS-100',
  productName: 'Mesa de jantar',
  issueDate: '2026-11-15T00:00:00',
  deliveryDateOrigin: '0001-01-01T00:00:00',
  scheduleDate: null,
  itemQuantity: 1200,
  unitaryValue: 1234.5,
  percentValueIPI: 3.25,
  amount: 1481400,
  monetaryPenaltySchedule: -12.5,
  netDiscount: 0,
  qualityIndex1: 87.5,
};

describe('The CSV columns of the lists that export', () => {
  it("Todos pedidos: empty dates '-', amounts and quantities as pt-BR numbers, IPI with two decimals, codes as text", () => {
    const cells = exported(allOrdersExportColumns(new Map()), { ...orderLine, personId: 1000001, personName: 'Móveis Serra Gaúcha', paymentId: 28 });
    expect(cells).toMatchObject({
      purchaseOrderId: '\t4500300463',
      productId: '\t438594',
      numericCode: '\t7891234567895',
      issueDate: '15/11/2026',
      deliveryDateOrigin: '-',
      scheduleDate: '-',
      itemQuantity: '1200',
      unitaryValue: '1234,50',
      percentValueIPI: '3,25%',
      amount: '1481400,00',
      monetaryPenaltySchedule: '-12,50',
      netDiscount: '0,00',
    });
  });

  it('Pedidos não agendados / agendados: the same rules', () => {
    const cells = exported(orderLineExportColumns('pedidosAgendados'), { ...orderLine, branchId: 40, branchName: 'Jandira-SP', paymentId: 28 });
    expect(cells).toMatchObject({
      purchaseOrderId: '\t4500300463',
      numericCode: '\t7891234567895',
      deliveryDateOrigin: '-',
      scheduleDate: '-',
      suggestedScheduleDate: '-',
      itemQuantity: '1200',
      unitaryValue: '1234,50',
      percentValueIPI: '3,25%',
      monetaryPenaltySchedule: '-12,50',
      qualityIndex1: '87,5',
    });
  });

  it("Opções de recebimento: IPI with two decimals on screen and in the file, empty dates '-', amounts as numbers", () => {
    const item = {
      purchaseOrderId: 4500300463,
      branchId: 101,
      deliveryDate: '2026-11-30',
      productId: 438594,
      quantity: 1200,
      unitValue: 1234.5,
      ipiPercent: 3.25,
      ipiValue: 40.12,
      netValue: 1274.62,
      anticipationRequestDate: null,
      supplierId: 1000001,
    };
    const ipi = RECEIVING_COLUMNS.find((column) => column.field === 'ipiPercent')!;
    expect(receivingCellText(item as unknown as ReceivingItem, ipi)).toBe('3,25%');
    expect(exported(RECEIVING_EXPORT_COLUMNS, item)).toMatchObject({
      purchaseOrderId: '\t4500300463',
      productId: '\t438594',
      deliveryDate: '30/11/2026',
      anticipationRequestDate: '-',
      quantity: '1200',
      unitValue: '1234,50',
      ipiPercent: '3,25%',
      ipiValue: '40,12',
      netValue: '1274,62',
    });
  });

  it("Notas fiscais: the 44-digit 'Chave de acesso' and the numbers stay text, amounts are numbers", () => {
    const cells = exported(INVOICE_EXPORT_COLUMNS, {
      invoiceNumber: 10100032,
      purchaseOrderId: 4500300463,
      issueDate: '2026-11-20',
      invoiceOriginIssueDate: null,
      itemQuantity: 3,
      totalAmount: 1234.5,
      netValue: -10,
      invoiceKeyCode: KEY,
    });
    expect(cells).toMatchObject({
      invoiceNumber: '\t10100032',
      purchaseOrderId: '\t4500300463',
      invoiceOriginIssueDate: '-',
      itemQuantity: '3',
      totalAmount: '1234,50',
      netValue: '-10,00',
      invoiceKeyCode: `\t${KEY}`,
    });
  });

  it('Pagamentos: the amounts as numbers, the invoice number as text', () => {
    const cells = exported(paymentExportColumns(new Date(2026, 10, 24)), {
      invoiceNumber: 10100032,
      paymentDate: '2026-11-10',
      totalAmount: 98765.4,
      paidValue: 0,
      paymentDetail: [{ issueDate: '2026-10-01', paymentDueDate: null, personPaymentTerm: 28, advancePaymentTerm: 0, productDelay: 0 }],
    });
    expect(cells).toMatchObject({ invoiceNumber: '\t10100032', paymentDueDate: '-', totalAmount: '98765,40', paidValue: '0,00' });
  });
});
