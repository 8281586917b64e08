import { formatDate, formatDateTime } from '../../../src/i18n/format';

describe('the tests run in the portal time zone', () => {
  it('is America/Sao_Paulo (UTC-3), whatever the machine says', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Sao_Paulo');
    expect(new Date('2026-11-22T02:30:00Z').getDate()).toBe(21);
    expect(formatDate(new Date('2026-11-22T02:30:00Z'))).toBe('21/11/2026');
    expect(formatDateTime(new Date('2026-11-22T12:05:00Z'))).toBe('22/11/2026 09:05');
  });
});
