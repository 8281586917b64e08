import { act } from '@testing-library/react';
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

/**
 * On fake timers: moves the clock on a step at a time until `check` passes. One long jump is not enough when a timer
 * starts a call whose answer sets the next timer (react-query's retry pauses, a snackbar after the one on screen): the
 * answer comes after the jump.
 */
export async function advanceUntil(check: () => void, { stepMs = 500, limitMs = 30_000 } = {}): Promise<void> {
  for (let passed = 0; ; passed += stepMs) {
    try {
      check();
      return;
    } catch (error) {
      if (passed >= limitMs) throw error;
    }
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
}
