import { db } from './db/db';
import { clearFaults, setFault, type Fault } from './http/faults';

/** What developers and end-to-end tests can do to the running mock (window.__mock in the browser). */
export interface MockControl {
  reset(): Promise<void>;
  setFault(key: string, fault: Fault): void;
  clearFaults(): void;
  seedDate(): string;
}

export const mockControl: MockControl = {
  reset: async () => {
    clearFaults();
    await db.reset();
  },
  setFault,
  clearFaults,
  seedDate: () => db.seedDate,
};
