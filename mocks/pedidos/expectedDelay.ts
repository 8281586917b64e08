import { format, startOfDay } from 'date-fns';
import { isoDay, NO_DATE } from './dates';
import type { OrderLineRecord } from './seed';

/**
 * 'Atraso Previsto' (forecastQuantity): the quantity of the line expected to arrive after its expected delivery date.
 * What is still outstanding counts when it will come too late: its delivery day (the schedule date, or today when
 * none is booked or the booked day has passed) falls after the expected date. Delivered lines and lines on time: 0.
 */
export function expectedDelay(line: Pick<OrderLineRecord, 'quantityOutstanding' | 'expectedDeliveryDate' | 'scheduleDate' | 'stage' | 'status'>, today: Date): number {
  if (line.quantityOutstanding <= 0 || line.status === 'E') return 0;
  const todayIso = format(startOfDay(today), 'yyyy-MM-dd');
  const booked = line.stage === 'A' && line.status !== 'R' && line.status !== 'RA' && line.scheduleDate !== NO_DATE ? isoDay(line.scheduleDate) : todayIso;
  const arrival = booked > todayIso ? booked : todayIso;
  return arrival > isoDay(line.expectedDeliveryDate) ? line.quantityOutstanding : 0;
}
