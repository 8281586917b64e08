import { describe, expect, it } from 'vitest';
import { translate } from '../../../src/i18n/translate';
import { defaultDateRange, validateDates, validateReportFilter, type FilterValues, type ReportFilterRequired } from '../../../src/kit/filters/filterValues';

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
  const STAFF_INVOICES: ReportFilterRequired = { supplier: true, noteType: true };
  it('refuses a range over 5 years and, for the internal view, no supplier', () => {
    expect(validateReportFilter({ personId: 1000001, startDate: day('2021-11-24'), endDate: day('2026-11-24') }, { supplier: true })).toEqual({});
    expect(validateReportFilter({ personId: 1000001, startDate: day('2021-11-23'), endDate: day('2026-11-24') }, { supplier: true })).toEqual({ endDate: 'rangeTooLong' });
    expect(validateReportFilter({ startDate: day('2026-10-25'), endDate: day('2026-11-24') }, { supplier: true })).toEqual({ personId: 'supplierRequired' });
    expect(validateReportFilter({ startDate: day('2026-10-25'), endDate: day('2026-11-24') }, { supplier: false })).toEqual({});
    expect(validateReportFilter({ personId: 1, startDate: null, endDate: day('2026-11-24') }, { supplier: true })).toEqual({ startDate: 'startRequired' });
  });

  it('optional dates (the history): none is fine, one alone or an end before the start is not, no 5-year limit', () => {
    const optional: ReportFilterRequired = { supplier: false, optionalDates: true };
    expect(validateReportFilter({ startDate: null, endDate: null }, optional)).toEqual({});
    expect(validateReportFilter({ startDate: day('2020-01-01'), endDate: day('2026-11-24') }, optional)).toEqual({});
    expect(validateReportFilter({ startDate: day('2026-11-01'), endDate: null }, optional)).toEqual({ endDate: 'endRequired' });
    expect(validateReportFilter({ startDate: day('2026-11-24'), endDate: day('2026-11-01') }, optional)).toEqual({ endDate: 'endBeforeStart' });
    expect(validateReportFilter({ startDate: null, endDate: null }, { supplier: false })).toEqual({ startDate: 'startRequired', endDate: 'endRequired' });
  });

  it('requires a type in each type select shown', () => {
    const range = { startDate: day('2026-10-25'), endDate: day('2026-11-24') };
    expect(validateReportFilter({ ...range, personId: 1 }, STAFF_INVOICES)).toEqual({ noteType: 'noteTypeRequired' });
    expect(validateReportFilter({ ...range, noteType: 'U' }, { supplier: false, noteType: true })).toEqual({});
    expect(validateReportFilter(range, { supplier: false, paymentType: true })).toEqual({ paymentType: 'paymentTypeRequired' });
    expect(validateReportFilter({ ...range, paymentType: 'T' }, { supplier: false, paymentType: true })).toEqual({});
  });

  it("says every message of part 2, section 5 in the spec's words", () => {
    const message = (values: FilterValues, required: ReportFilterRequired) =>
      Object.values(validateReportFilter(values, required)).map((key) => translate(`kit.filters.${key}`));
    expect(message({ startDate: null, endDate: null }, STAFF_INVOICES)).toEqual([
      'Data de início deve ser preenchida!',
      'Data de fim deve ser preenchida!',
      'Fornecedor deve ser selecionado!',
      'Tipo de nota deve ser preenchido!',
    ]);
    expect(message({ startDate: day('2026-10-25'), endDate: day('2026-11-24') }, { supplier: false, paymentType: true })).toEqual(['Tipo deve ser preenchido!']);
    expect(message({ startDate: day('2020-01-01'), endDate: day('2026-11-24'), paymentType: 'P' }, { supplier: false, paymentType: true })).toEqual(['Intervalo de datas muito longo']);
    expect(message({ startDate: day('2026-11-24'), endDate: day('2026-11-23'), noteType: 'D' }, { supplier: false, noteType: true })).toEqual([
      'Data de fim não pode ser anterior à data de início!',
    ]);
  });
});
