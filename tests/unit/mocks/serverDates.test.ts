import { addMinutes, format } from 'date-fns';
import { serverDateTime, serverTimestamp } from '../../../mocks/pedidos/dates';

describe("the mock's server dates, written from their parts", () => {
  it("write every minute of two years as date-fns' format does, in the portal's zone", () => {
    const start = new Date(2025, 0, 1, 0, 0, 7);
    for (let minutes = 0; minutes < 2 * 366 * 24 * 60; minutes += 97) {
      const at = addMinutes(start, minutes);
      expect(serverTimestamp(at)).toBe(format(at, "yyyy-MM-dd'T'HH:mm:ss"));
      expect(serverDateTime(at)).toBe(format(at, "yyyy-MM-dd'T'00:00:00"));
    }
  });

  it('pad a year before 1000 to four digits, as the servers write it', () => {
    expect(serverTimestamp(new Date(999, 1, 3, 4, 5, 6))).toBe('0999-02-03T04:05:06');
  });
});
