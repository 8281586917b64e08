import { describe, expect, it } from 'vitest';
import { defaultDateRange, validateDates, validateReportFilter } from '../../../src/kit/filters/filterValues';

describe('defaultDateRange', () => {
  it('is the last 30 days up to today, at midnight', () => {
    expect(defaultDateRange(new Date(2024, 2, 1, 23, 59))).toEqual({
      startDate: new Date(2024, 0, 31),
      endDate: new Date(2024, 2, 1),
    });
  });
});

describe('validateDates', () => {
  const day = (d: number) => new Date(2024, 4, d);
  it('accepts a range and a single day', () => {
    expect(validateDates(day(1), day(2))).toEqual({});
    expect(validateDates(day(2), new Date(2024, 4, 2, 8))).toEqual({});
  });
  it('requires both dates', () => {
    expect(validateDates(null, null)).toEqual({ startDate: 'startRequired', endDate: 'endRequired' });
  });
  it('refuses an end before the start', () => {
    expect(validateDates(day(10), day(9))).toEqual({ endDate: 'endBeforeStart' });
  });
  it('flags incomplete dates', () => {
    expect(validateDates(new Date(Number.NaN), day(9))).toEqual({ startDate: 'invalidDate' });
  });
});

describe('report filter bar (payments, invoices)', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00`);
  it('refuses a range over 5 years and, for the internal view, no supplier', () => {
    expect(validateReportFilter({ personId: 1000001, startDate: day('2021-11-24'), endDate: day('2026-11-24') }, true)).toEqual({});
    expect(validateReportFilter({ personId: 1000001, startDate: day('2021-11-23'), endDate: day('2026-11-24') }, true)).toEqual({ endDate: 'rangeTooLong' });
    expect(validateReportFilter({ startDate: day('2026-10-25'), endDate: day('2026-11-24') }, true)).toEqual({ personId: 'supplierRequired' });
    expect(validateReportFilter({ startDate: day('2026-10-25'), endDate: day('2026-11-24') }, false)).toEqual({});
    expect(validateReportFilter({ personId: 1, startDate: null, endDate: day('2026-11-24') }, true)).toEqual({ startDate: 'startRequired' });
  });
});
