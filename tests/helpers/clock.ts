import { vi } from 'vitest';

/**
 * Fixes "today" (only Date: timers keep running, so react and MSW work as usual); undo with vi.useRealTimers().
 * Tests run in America/Sao_Paulo (vite.config.ts), so `fixToday('2026-03-10T09:00')` is that local time there.
 */
export function fixToday(localDateTime: string): Date {
  const now = new Date(localDateTime);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}
