import { addDays, addMinutes, max, min, parseISO, startOfDay } from 'date-fns';
import type { OrderDetail, OrderHistoryRow } from '../../src/types/api';
import { NO_DATE, serverDateTime, serverTimestamp } from '../pedidos/dates';
import { statusText, type OrderLineRecord } from '../pedidos/seed';

/** One record of a line's history, before the list's totalRows. */
export type HistoryEvent = Omit<OrderHistoryRow, 'totalRows'>;

export const ORIGIN = { buyer: 'Comprador', supplier: 'Portal do Fornecedor', warehouse: 'Recebimento da filial' } as const;
export const REASONS = {
  buyerChange: 'Ajuste de capacidade de recebimento da filial',
  supplierChange: 'Alteração de data solicitada pelo fornecedor',
  noShow: 'Não comparecimento na data agendada',
  paymentOption: 'Opção de pagamento alterada pelo fornecedor',
} as const;

/** Share of the line's value withheld for a missed delivery and for a date changed within the penalty days. */
const NO_SHOW_PERCENT = 1;
const LATE_CHANGE_PERCENT = 2;

/** The payment terms of a line: the supplier's default, and the line's current one (after an early-payment option). */
export interface Terms {
  standard: number;
  current: number;
}

const money = (value: number): number => Math.round(value * 100) / 100;
const stamp = (day: Date, minutes: number): string => serverTimestamp(addMinutes(startOfDay(day), minutes));
const dateOf = (day: Date | null): string => (day ? serverDateTime(day) : NO_DATE);

/** A small number fixed per line, so that the same line always has the same story. */
const seedOf = (line: Pick<OrderLineRecord, 'purchaseOrderId' | 'productId'>): number => ((line.purchaseOrderId % 9973) * 31 + (line.productId % 997)) % 1000;

/** What befell a delivered line before it arrived: nothing, a missed date (no-show) or a date the supplier moved late. */
export function deliveredStory(line: Pick<OrderLineRecord, 'purchaseOrderId' | 'productId' | 'status'>): 'onTime' | 'noShow' | 'lateChange' {
  if (line.status !== 'E') return 'onTime';
  const seed = seedOf(line);
  if (seed % 8 === 0) return 'noShow';
  if (seed % 8 === 1) return 'lateChange';
  return 'onTime';
}

/**
 * The history of an order line, oldest first, read from its state in the order store (the calendar, the order tabs and
 * the payment options all write there): issued; scheduled by the supplier; moved by the buyer; confirmed; a missed date or
 * a date moved within the penalty days (delivered lines); refused with a reason and a suggested date; payment option
 * changed; delivered. Times are fixed per line and never after today.
 */
export function historyOf(line: OrderLineRecord, today: Date, terms: Terms): HistoryEvent[] {
  const seed = seedOf(line);
  const latest = startOfDay(today);
  const clamp = (day: Date, floor: Date): Date => max([floor, min([day, latest])]);
  const issued = startOfDay(parseISO(line.issueDate));
  const paymentChangedAt = line.advanceRequestedAt ? startOfDay(parseISO(line.advanceRequestedAt)) : null;
  const termAt = (day: Date): number => (paymentChangedAt && day >= paymentChangedAt ? terms.current : terms.standard);
  const event = (at: Date, minutes: number, fields: Partial<HistoryEvent> & Pick<HistoryEvent, 'updateOrigin' | 'sciaStatusDescription'>): HistoryEvent => ({
    auditRegisterDate: stamp(at, minutes),
    statusDate: dateOf(at),
    scheduleDate: NO_DATE,
    newScheduleDate: NO_DATE,
    suggestedScheduleDate: NO_DATE,
    delayDescriptionReason: '',
    itemQuantity: line.itemQuantity,
    daysPaymentTerm: termAt(at),
    monetaryDiscountNoShow: 0,
    monetaryDiscountScheduleChange: 0,
    ...fields,
  });

  const events = [event(issued, 8 * 60 + (seed % 120), { updateOrigin: ORIGIN.buyer, sciaStatusDescription: statusText(null) })];
  if (line.stage === 'N' || !line.status) return events;

  const scheduled = startOfDay(parseISO(line.scheduleDate));
  const story = deliveredStory(line);
  const wasConfirmed = line.status === 'C' || line.status === 'E' || line.monetaryPenaltySchedule > 0;
  // Booked after the order was issued and at least two days before the line's date; the first date the supplier
  // chose (earlier than the line's date when it moved since) comes after the booking: nothing precedes the order.
  const booked = clamp(min([addDays(issued, 1 + (seed % 7)), addDays(scheduled, -2)]), issued);
  const moved = story === 'noShow' ? addDays(scheduled, -7) : story === 'lateChange' || line.scheduleChanged ? addDays(scheduled, -(2 + (seed % 3))) : scheduled;
  const firstDate = min([scheduled, max([moved, addDays(booked, 1)])]);
  events.push(event(booked, 10 * 60 + (seed % 90), { updateOrigin: ORIGIN.supplier, newScheduleDate: dateOf(firstDate), sciaStatusDescription: statusText('P') }));
  let last = booked;

  if (line.scheduleChanged) {
    last = clamp(addDays(booked, 1), booked);
    events.push(
      event(last, 14 * 60 + (seed % 60), {
        updateOrigin: ORIGIN.buyer,
        scheduleDate: dateOf(firstDate),
        newScheduleDate: dateOf(scheduled),
        delayDescriptionReason: REASONS.buyerChange,
        sciaStatusDescription: statusText('P'),
      }),
    );
  }
  if (wasConfirmed) {
    last = clamp(addDays(last, 1 + (seed % 2)), last);
    events.push(event(last, 9 * 60 + (seed % 180), { updateOrigin: ORIGIN.supplier, scheduleDate: dateOf(firstDate), sciaStatusDescription: statusText('C') }));
  }
  if (story === 'noShow') {
    last = clamp(firstDate, last);
    events.push(
      event(last, 18 * 60, {
        updateOrigin: ORIGIN.warehouse,
        scheduleDate: dateOf(firstDate),
        newScheduleDate: dateOf(scheduled),
        delayDescriptionReason: REASONS.noShow,
        monetaryDiscountNoShow: money((line.amount * NO_SHOW_PERCENT) / 100),
        sciaStatusDescription: statusText('C'),
      }),
    );
  }
  if (story === 'lateChange') {
    last = clamp(addDays(firstDate, -1), last);
    events.push(
      event(last, 11 * 60 + (seed % 60), {
        updateOrigin: ORIGIN.supplier,
        scheduleDate: dateOf(firstDate),
        newScheduleDate: dateOf(scheduled),
        delayDescriptionReason: REASONS.supplierChange,
        monetaryDiscountScheduleChange: money((line.amount * LATE_CHANGE_PERCENT) / 100),
        sciaStatusDescription: statusText('C'),
      }),
    );
  }
  if (paymentChangedAt) {
    last = clamp(paymentChangedAt, last);
    events.push(event(last, 16 * 60, { updateOrigin: ORIGIN.supplier, scheduleDate: dateOf(scheduled), delayDescriptionReason: REASONS.paymentOption, sciaStatusDescription: statusText(wasConfirmed ? 'C' : 'P') }));
  }
  if (line.status === 'R' || line.status === 'RA') {
    last = clamp(addDays(last, 1), last);
    events.push(
      event(last, 15 * 60 + (seed % 60), {
        updateOrigin: ORIGIN.supplier,
        scheduleDate: dateOf(scheduled),
        suggestedScheduleDate: line.suggestedScheduleDate,
        delayDescriptionReason: line.rejectionReasonDescription,
        monetaryDiscountScheduleChange: line.monetaryPenaltySchedule,
        sciaStatusDescription: statusText(line.status),
      }),
    );
  }
  if (line.status === 'E') {
    events.push(
      event(clamp(scheduled, last), 13 * 60 + (seed % 240), {
        updateOrigin: ORIGIN.warehouse,
        scheduleDate: dateOf(scheduled),
        itemQuantity: line.quantityDelivery,
        sciaStatusDescription: statusText('E'),
      }),
    );
  }
  // Two events of one day keep their order: a later one is never stamped before the one before it.
  for (let index = 1; index < events.length; index += 1) {
    const before = events[index - 1].auditRegisterDate;
    if (events[index].auditRegisterDate < before) events[index].auditRegisterDate = serverTimestamp(addMinutes(parseISO(before), 1));
  }
  return events;
}

/** The line's card: its discounts are those of its history; OTIF (on time, in full) once it is delivered. */
export function detailOf(line: OrderLineRecord, events: readonly HistoryEvent[]): OrderDetail {
  const sum = (pick: (event: HistoryEvent) => number) => money(events.reduce((total, event) => total + pick(event), 0));
  const onTime = deliveredStory(line) === 'onTime';
  return {
    purchaseOrderId: line.purchaseOrderId,
    productName: line.productName,
    productId: line.productId,
    numericCode: line.numericCode,
    colorAbbreviation: line.colorAbbreviation,
    alphaId: line.alphaId,
    statusDescription: line.sciaStatusDescription,
    personId: line.personId,
    personalName: line.personName,
    otifValue: line.status === 'E' ? (onTime && line.quantityDelivery >= line.itemQuantity ? 100 : 0) : null,
    monetaryDiscountNoShow: sum((event) => event.monetaryDiscountNoShow),
    monetaryDiscountScheduleChange: sum((event) => event.monetaryDiscountScheduleChange),
  };
}
