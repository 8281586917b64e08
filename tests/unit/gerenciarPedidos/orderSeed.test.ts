import { addDays, format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { historyOf } from '../../../mocks/historico/history';
import { NO_DATE } from '../../../mocks/pedidos/dates';
import { seedOrders } from '../../../mocks/pedidos/seed';
import type { OrderItem } from '../../../src/types/api';
import { callOrders, tokenOf } from '../../helpers/mockApi';

/** Seeds of several days: the one the issue was found on, a Friday, a Saturday, a Sunday, the end of a month. */
const SEED_DAYS = ['2026-11-24', '2026-11-27', '2026-11-28', '2026-11-29', '2027-02-28'];
const day = (value: string) => value.slice(0, 10);
/** Each day's seed, made once for the checks that read it. */
const seeds = new Map<string, ReturnType<typeof seedOrders>>();
const seedOf = (seedDay: string) => seeds.get(seedDay) ?? seeds.set(seedDay, seedOrders(seedDay)).get(seedDay)!;

describe('order seed', () => {
  it.each(SEED_DAYS)('seeded %s: no event of a line comes before its order, nor any date it names; the supplier books a day after booking', (seedDay) => {
    const { orderLines } = seedOf(seedDay);
    const problems: string[] = [];
    for (const line of orderLines) {
      const issued = day(line.issueDate);
      const events = historyOf(line, parseISO(seedDay), { standard: 28, current: 28 });
      let previous = '';
      events.forEach((event, index) => {
        const at = event.auditRegisterDate;
        const where = () => `${line.purchaseOrderId}/${line.productId} event ${index} (${event.sciaStatusDescription})`;
        if (day(at) < issued) problems.push(`${where()}: recorded ${day(at)} before its order of ${issued}`);
        if (at < previous) problems.push(`${where()}: recorded ${at}, before the event before it (${previous})`);
        previous = at;
        for (const named of [event.scheduleDate, event.newScheduleDate, event.suggestedScheduleDate]) {
          if (named !== NO_DATE && day(named) <= issued) problems.push(`${where()}: names ${day(named)}, not after its order of ${issued}`);
        }
      });
      const booking = events[1];
      if (booking && booking.newScheduleDate !== NO_DATE && day(booking.newScheduleDate) <= day(booking.auditRegisterDate)) {
        problems.push(`${line.purchaseOrderId}/${line.productId}: booked ${day(booking.newScheduleDate)} on ${day(booking.auditRegisterDate)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(SEED_DAYS)("seeded %s: 'Atraso Previsto' (forecastQuantity) is the outstanding quantity only of a line that will arrive late; delivered lines 0", (seedDay) => {
    const { orderLines } = seedOf(seedDay);
    for (const line of orderLines) {
      if (line.status === 'E' || line.quantityOutstanding === 0) expect(line.forecastQuantity).toBe(0);
      else expect([0, line.quantityOutstanding]).toContain(line.forecastQuantity);
    }
    // The seed's lines are all due ahead or on time.
    expect(orderLines.filter((line) => line.forecastQuantity > 0)).toEqual([]);
  });

  it('GET /orders: a line booked after its expected date is late by its outstanding quantity; on time or delivered, 0', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001);
    const late = lines.find((line) => line.status === 'C' && line.quantityOutstanding > 0)!;
    const delivered = lines.find((line) => line.status === 'E')!;
    late.scheduleDate = `${format(addDays(parseISO(day(late.expectedDeliveryDate)), 3), 'yyyy-MM-dd')}T00:00:00`;
    const answer = async (purchaseOrderId: number) =>
      (await (await callOrders('GET', `/orders?personId=1000001&purchaseOrderId=${purchaseOrderId}&initialRow=0&nextRows=50`, token)).json()) as OrderItem[];
    const lateRow = (await answer(late.purchaseOrderId)).find((row) => row.productId === late.productId)!;
    expect(lateRow.forecastQuantity).toBe(late.quantityOutstanding);
    const deliveredRow = (await answer(delivered.purchaseOrderId)).find((row) => row.productId === delivered.productId)!;
    expect(deliveredRow.itemQuantity).toBeGreaterThan(0);
    expect(deliveredRow.forecastQuantity).toBe(0);
  });
});
