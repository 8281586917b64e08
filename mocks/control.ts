import { advanceDays } from './clock';
import { db } from './db/db';
import { poisonText } from './db/poison';
import { clearFaults, setFault, type Fault } from './http/faults';
import { receiveDelivery } from './gerenciarPedidos/deliveries';
import { issueOrders } from './gerenciarPedidos/newOrders';
import { fillScheduleDay } from './pedidos/capacity';

/** What developers and end-to-end tests can do to the running mock (window.__mock in the browser). */
export interface MockControl {
  reset(): Promise<void>;
  setFault(key: string, fault: Fault): void;
  clearFaults(): void;
  seedDate(): string;
  /** Takes every free slot of a branch's day ('yyyy-MM-dd'), as other suppliers' bookings would. */
  fillScheduleDay(branchId: number, day: string): void;
  /** Issues `count` new one-line purchase orders, waiting for a date, to a supplier (e.g. 1000001 past 50 products). */
  issueOrders(personId: string, count: number): void;
  /** The warehouse receives a confirmed scheduled line whole: it moves to the completed deliveries (tab 5). */
  receiveDelivery(purchaseOrderId: number, productId: number): boolean;
  /** Moves the mock server's clock whole days forward (a form starting tomorrow is published after advanceClock(1)); reset() puts it back. */
  advanceClock(days: number): void;
  /** Puts markup and javascript:/data: links into every free-text and link field of the seed (the XSS pass); reset() undoes it. */
  poisonText(): Promise<void>;
}

export const mockControl: MockControl = {
  reset: async () => {
    clearFaults();
    await db.reset();
  },
  setFault,
  clearFaults,
  seedDate: () => db.seedDate,
  fillScheduleDay,
  issueOrders,
  receiveDelivery,
  advanceClock: advanceDays,
  poisonText,
};
