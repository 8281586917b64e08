import { addDays, addMonths, format, isWeekend, max, min, parseISO, startOfDay } from 'date-fns';
import type { Tables } from '../db/tables';
import type { OrderLineRecord, ScheduleCapacityRecord } from './seed';

export const SHOWN_DAYS = 8;
const WINDOW_MONTHS = 3;

export const FULL_TEXT = (branchName: string): string => `Capacidade de recebimento esgotada na filial ${branchName}`;
export const NONE_TEXT = 'Sem datas disponíveis até a data prevista de entrega. Fale com o comprador.';

export interface Slot {
  row: ScheduleCapacityRecord;
  used: number;
}

export const slotKey = (branchId: number, day: string): string => `${branchId}:${day}`;

/** Every capacity slot with the lines that take it. */
export function slotUsage(tables: Pick<Tables, 'orderLines' | 'scheduleCapacity'>): Map<string, Slot> {
  const byId = new Map<number, Slot>();
  const slots = new Map<string, Slot>();
  for (const row of tables.scheduleCapacity) {
    const slot = { row, used: 0 };
    byId.set(row.id, slot);
    slots.set(slotKey(row.branchId, row.day), slot);
  }
  for (const line of tables.orderLines) {
    if (line.capacityId !== null) {
      const slot = byId.get(line.capacityId);
      if (slot) slot.used += 1;
    }
  }
  return slots;
}

export const hasRoom = (slot: Slot): boolean => slot.used < slot.row.capacity;

/** The days a line may be delivered on: from tomorrow to its expected date, within 3 months of today. */
export function bookableRange(line: Pick<OrderLineRecord, 'expectedDeliveryDate'>, today: Date): { from: Date; to: Date } {
  const day = startOfDay(today);
  return { from: addDays(day, 1), to: min([parseISO(line.expectedDeliveryDate.slice(0, 10)), addMonths(day, WINDOW_MONTHS)]) };
}

/**
 * The days a branch can receive a delivery on, from tomorrow to 3 months ahead: a weekday of its capacity table that
 * is not blocked and still has room (the calendar's rule, without a line's expected date). A suggested new date of
 * order management must be one of them. As 'dd/MM/yy;Id_ccaf' pairs, the calendar's availableScheduleDatesList.
 */
export function receivableDays(branchId: number, today: Date, slots: Map<string, Slot>): string[] {
  const day0 = startOfDay(today);
  const pairs: string[] = [];
  for (let day = addDays(day0, 1); day <= addMonths(day0, WINDOW_MONTHS); day = addDays(day, 1)) {
    const slot = slots.get(slotKey(branchId, format(day, 'yyyy-MM-dd')));
    if (slot && hasRoom(slot)) pairs.push(`${format(day, 'dd/MM/yy')};${slot.row.id}`);
  }
  return pairs;
}

/** Whether a branch can receive on `day` ('yyyy-MM-dd'), as receivableDays offers it. */
export function canReceive(branchId: number, day: string, today: Date, slots: Map<string, Slot>): boolean {
  const slot = slots.get(slotKey(branchId, day));
  const first = format(addDays(startOfDay(today), 1), 'yyyy-MM-dd');
  const last = format(addMonths(startOfDay(today), WINDOW_MONTHS), 'yyyy-MM-dd');
  return slot !== undefined && hasRoom(slot) && day >= first && day <= last;
}

/**
 * availableScheduleDatesList ('dd/MM/yy;Id_ccaf' pairs) and scheduleAvailabilityDescription of a waiting line: why days of
 * its last 8 before the expected date cannot be taken (a blocked day's reason, a full branch), or that none can.
 */
export function availabilityOf(line: OrderLineRecord, today: Date, slots: Map<string, Slot>): { list: string; description: string } {
  const { from, to } = bookableRange(line, today);
  const pairs: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const slot = slots.get(slotKey(line.branchId, format(day, 'yyyy-MM-dd')));
    if (slot && hasRoom(slot)) pairs.push(`${format(day, 'dd/MM/yy')};${slot.row.id}`);
  }
  if (pairs.length === 0) return { list: '', description: NONE_TEXT };
  let description = '';
  for (let day = max([from, addDays(to, 1 - SHOWN_DAYS)]); day <= to && !description; day = addDays(day, 1)) {
    if (isWeekend(day)) continue;
    const slot = slots.get(slotKey(line.branchId, format(day, 'yyyy-MM-dd')));
    if (slot && !hasRoom(slot)) description = slot.row.description ?? FULL_TEXT(line.branchName);
  }
  return { list: pairs.join(','), description };
}
