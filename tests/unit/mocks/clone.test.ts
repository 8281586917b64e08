import { cloneTable } from '../../../mocks/db/clone';

describe('cloneTable', () => {
  it('copies a table of flat rows row by row, on its first copy and on the next ones', () => {
    const seed = [
      { id: 1, name: 'a', at: null },
      { id: 2, name: 'b', at: '2026-05-20' },
    ];
    for (let copy = 0; copy < 3; copy += 1) {
      const rows = cloneTable(seed);
      expect(rows).toEqual(seed);
      expect(rows).not.toBe(seed);
      rows.forEach((row, index) => expect(row).not.toBe(seed[index]));
      rows[0].name = 'changed';
      rows.push({ id: 3, name: 'c', at: null });
    }
    expect(seed).toEqual([
      { id: 1, name: 'a', at: null },
      { id: 2, name: 'b', at: '2026-05-20' },
    ]);
  });

  it('still copies nested objects, arrays and dates of a table with any, however many times it is copied', () => {
    const seed = [
      { id: 1, tags: ['x'], when: new Date('2026-05-20T10:00:00Z') },
      { id: 2, tags: [], when: new Date('2026-05-21T10:00:00Z') },
    ];
    for (let copy = 0; copy < 3; copy += 1) {
      const rows = cloneTable(seed);
      expect(rows).toEqual(seed);
      expect(rows[0].tags).not.toBe(seed[0].tags);
      expect(rows[0].when).not.toBe(seed[0].when);
      rows[0].tags.push('y');
      rows[0].when.setFullYear(2000);
    }
    expect(seed[0].tags).toEqual(['x']);
    expect(seed[0].when.toISOString()).toBe('2026-05-20T10:00:00.000Z');
  });

  it('treats a table with one nested row among flat ones as nested', () => {
    const seed: { id: number; extra?: { note: string } }[] = [{ id: 1 }, { id: 2, extra: { note: 'n' } }];
    cloneTable(seed);
    const rows = cloneTable(seed);
    rows[1].extra!.note = 'changed';
    expect(seed[1].extra!.note).toBe('n');
  });
});
