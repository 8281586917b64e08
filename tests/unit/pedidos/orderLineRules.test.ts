import { BRANCHES } from '../../../mocks/pedidos/seed';
import { pathTo } from '../../../src/routes/pathTo';
import { icsCalendar } from '../../../src/kit/calendar/icsFile';
import {
  branchLabel,
  calendarFileName,
  cancelPayload,
  deliveryEvent,
  isUpcomingDelivery,
  orderFilePath,
  orderPdfPath,
  paymentLabel,
  yesNo,
} from '../../../src/resources/pedidos/orderLineRules';
import { orderClickLine } from '../../../src/resources/pedidos/orderTracking';
import type { PendingOrderLine } from '../../../src/types/api';

const LINE = {
  purchaseOrderId: 4500300123,
  productId: 100456,
  productName: 'Sofá retrátil 3 lugares',
  colorAbbreviation: 'CIN',
  branchId: 101,
  branchName: 'Extrema-MG',
  personId: 1000001,
  deliveryDate: '2026-03-20T00:00:00',
  scheduleDate: '2026-03-18T00:00:00',
  quantityOutstanding: 12,
  scheduleQuantity: 12,
  quantityVolumeSchedule: 12,
  amountOutstandingVolume: 12,
  rejectionReasonDescription: '',
  sciaStatusDescription: 'Agendamento confirmado',
  paymentId: 28,
  supplierPayment: '28 dias',
} as PendingOrderLine;

describe('order line rules', () => {
  it('labels: branch id - name, payment code - term, S/N as Sim/Não', () => {
    expect(branchLabel(LINE)).toBe('101 - Extrema-MG');
    expect(branchLabel({ branchId: 40, branchName: '' })).toBe('40');
    expect(paymentLabel(LINE)).toBe('28 - 28 dias');
    expect(paymentLabel({ paymentId: 28, supplierPayment: '' })).toBe('28');
    expect([yesNo('S'), yesNo('N'), yesNo(undefined)]).toEqual(['Sim', 'Não', 'Não']);
  });

  it('in-app routes of the order PDF (PT-BR, EN) and file; internal staff carry the supplier', () => {
    expect(orderPdfPath(pathTo, LINE, 'PT-BR')).toBe('/pedidoCompra/101/4500300123/PT-BR');
    expect(orderPdfPath(pathTo, LINE, 'EN', 1000001)).toBe('/pedidoCompra/101/4500300123/EN?personId=1000001');
    expect(orderFilePath(pathTo, LINE)).toBe('/pedidoCompra/arquivos/101/4500300123');
    expect(orderFilePath(pathTo, LINE, 1000001)).toBe('/pedidoCompra/arquivos/101/4500300123?personId=1000001');
  });

  it('cancel body: branch, delivery date DD/MM/YYYY, product, order, and the supplier when given', () => {
    expect(cancelPayload(LINE)).toEqual({ cd_fil: 101, dt_entrg: '20/03/2026', id_prod: 100456, nr_pc: 4500300123 });
    expect(cancelPayload(LINE, 1000001)).toEqual({ cd_fil: 101, dt_entrg: '20/03/2026', id_prod: 100456, nr_pc: 4500300123, personId: 1000001 });
  });

  it('a delivery to come has a schedule date, something outstanding and no refusal', () => {
    expect(isUpcomingDelivery(LINE)).toBe(true);
    expect(isUpcomingDelivery({ ...LINE, scheduleDate: '0001-01-01T00:00:00' })).toBe(false);
    expect(isUpcomingDelivery({ ...LINE, quantityOutstanding: 0 })).toBe(false);
    expect(isUpcomingDelivery({ ...LINE, rejectionReasonDescription: 'Falta de matéria-prima' })).toBe(false);
  });

  it('the calendar event: all-day on the schedule date, stable UID, branch name and address, order and product', () => {
    const event = deliveryEvent(LINE, BRANCHES[0]);
    expect(event).toEqual({
      uid: '4500300123-100456-101-20260318@portal-do-fornecedor',
      day: { year: 2026, month: 3, day: 18 },
      summary: 'Entrega do pedido 4500300123 - Sofá retrátil 3 lugares',
      description: [
        'Pedido: 4500300123',
        'Produto: 100456 - Sofá retrátil 3 lugares (CIN)',
        'Quantidade agendada: 12 (12 volumes)',
        'Filial: 101 - Extrema-MG',
        'Situação: Agendamento confirmado',
      ].join('\n'),
      location: 'Extrema-MG - Rodovia Fernão Dias, km 947, Distrito Industrial, Extrema - MG, 37640-000',
    });
    expect(deliveryEvent(LINE, BRANCHES[0]).uid).toBe(event.uid);
    // Without the branch list, the line's own branch name.
    expect(deliveryEvent(LINE, undefined).location).toBe('Extrema-MG');
    expect(calendarFileName(LINE)).toBe('entrega-4500300123-100456.ics');
    const text = icsCalendar([event], { now: new Date('2026-03-10T12:00:00Z') }).replace(/\r\n /g, '');
    expect(text).toContain('DTSTART;VALUE=DATE:20260318\r\nDTEND;VALUE=DATE:20260319\r\n');
    expect(text).toContain('LOCATION:Extrema-MG - Rodovia Fernão Dias\\, km 947\\, Distrito Industrial\\, Extrema - MG\\, 37640-000\r\n');
    expect(text).toContain('DESCRIPTION:Pedido: 4500300123\\nProduto: 100456 - Sofá retrátil 3 lugares (CIN)\\n');
    expect(() => deliveryEvent({ ...LINE, scheduleDate: '0001-01-01T00:00:00' }, undefined)).toThrow();
  });

  it('the log line of an order click names the order, product and supplier', () => {
    expect(orderClickLine('pdfPt', LINE)).toBe('Pedido 4500300123, produto 100456 (Sofá retrátil 3 lugares), fornecedor 1000001: PDF PT aberto');
    expect(orderClickLine('file', LINE)).toBe('Pedido 4500300123, produto 100456 (Sofá retrátil 3 lugares), fornecedor 1000001: arquivo aberto');
    expect(orderClickLine('cancel', LINE)).toBe(
      'Pedido 4500300123, produto 100456 (Sofá retrátil 3 lugares), fornecedor 1000001: cancelamento do agendamento de 18/03/2026 solicitado',
    );
  });
});
