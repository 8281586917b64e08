import { db } from '../db/db';
import { slotKey, slotUsage } from './availability';

/** Leaves no room on a branch's day ('yyyy-MM-dd'): the capacity drops to what is already booked. */
export function fillScheduleDay(branchId: number, day: string): void {
  const slot = slotUsage(db.tables).get(slotKey(branchId, day));
  if (!slot) return;
  slot.row.capacity = slot.used;
  db.touch('scheduleCapacity');
}
