import { dayText, printedAtText, receiptAllowed, receiptFileName, receiptToken, typedDay } from '../../../src/custom/protocolos/protocolRules';

// Today is Tuesday 10/03/2026, 09:00 in São Paulo (the tests' time zone); the rule counts calendar days.
const TODAY = new Date('2026-03-10T09:00');

describe('the receipt (PDF icon) rule: no receipt from 4 days ago through today', () => {
  it.each([
    ['2026-03-11', true, 'tomorrow'],
    ['2026-03-10', false, 'today'],
    ['2026-03-09', false, 'yesterday'],
    ['2026-03-06', false, '4 days ago'],
    ['2026-03-05', true, '5 days ago'],
    ['2025-12-01', true, 'months ago'],
  ])('%s → %s (%s)', (day, allowed) => {
    expect(receiptAllowed(day, TODAY)).toBe(allowed);
  });

  it('counts calendar days, whatever the hour: late on the 10th, the 6th is still within the 4 days', () => {
    expect(receiptAllowed('2026-03-06', new Date('2026-03-10T23:59'))).toBe(false);
    expect(receiptAllowed('2026-03-05', new Date('2026-03-10T00:00'))).toBe(true);
  });

  it('offers no receipt for a day it cannot read', () => {
    expect(receiptAllowed('31/02/2026', TODAY)).toBe(false);
    expect(receiptAllowed('', TODAY)).toBe(false);
  });
});

describe('date formats', () => {
  it('shows a day as dd/MM/yyyy and the print moment as dd/MM/yyyy HH:mm', () => {
    expect(dayText('2026-03-05')).toBe('05/03/2026');
    expect(printedAtText(new Date('2026-03-10T09:07'))).toBe('10/03/2026 09:07');
  });

  it('names the saved receipt after its day', () => {
    expect(receiptFileName('2026-03-05')).toBe('protocolo-agendamento-05-03-2026.pdf');
  });
});

describe('a date typed by hand', () => {
  const days = ['2026-02-27', '2026-03-05'];

  it('names a listed day', () => {
    expect(typedDay('05/03/2026', days)).toEqual({ day: '2026-03-05' });
    expect(typedDay(' 27/02/2026 ', days)).toEqual({ day: '2026-02-27' });
  });

  it('tells an impossible or malformed date from a real day without protocol', () => {
    expect(typedDay('31/02/2026', days)).toEqual({ problem: 'invalid' });
    expect(typedDay('5/3/26', days)).toEqual({ problem: 'invalid' });
    expect(typedDay('abc', days)).toEqual({ problem: 'invalid' });
    expect(typedDay('06/03/2026', days)).toEqual({ problem: 'notListed' });
  });
});

describe('the receipt token', () => {
  const parts = { supplierId: 1000001, day: '2026-03-05', userCode: '1000001', printedAt: TODAY, items: [{ id: '101:5:7:A', quantity: 2 }] };

  it('is stable for the same receipt and changes with what it attests', () => {
    expect(receiptToken(parts)).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect(receiptToken(parts)).toBe(receiptToken({ ...parts }));
    expect(receiptToken({ ...parts, items: [{ id: '101:5:7:A', quantity: 3 }] })).not.toBe(receiptToken(parts));
    expect(receiptToken({ ...parts, userCode: '0000002' })).not.toBe(receiptToken(parts));
  });
});
