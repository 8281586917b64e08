import { MockDb } from '../../../mocks/db/db';
import { AREA_SEEDS, seedTables, type AreaSeed } from '../../../mocks/db/seed';
import { createSeeder } from '../../../mocks/db/seeder';
import { MockStore } from '../../../mocks/db/store';
import { fakePersistence } from './fakePersistence';

const DAY = '2026-05-20';

/** Changes every field of every row, nested objects and arrays included. */
function scribble(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(scribble);
    value.push('scribbled');
  } else if (typeof value === 'object' && value !== null) {
    const row = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(row)) {
      if (typeof field === 'object' && field !== null) scribble(field);
      else row[key] = 'scribbled';
    }
  }
}

describe('MockDb reset', () => {
  it('restores every table a test changed in place, and never hands out rows of the cached seed', async () => {
    const db = new MockDb(DAY);
    const firstRow = db.tables.pessoas[0];
    for (const rows of Object.values(db.tables)) scribble(rows);
    db.tables.sessions = [{ token: 'abc', codigo: '0000001', createdAt: `${DAY}T10:00:00`, lastSeenAt: `${DAY}T10:00:00` }];
    expect(new MockDb(DAY).tables).toEqual(seedTables(DAY, AREA_SEEDS));

    await db.reset(DAY);
    expect(db.tables).toEqual(seedTables(DAY, AREA_SEEDS));
    expect(db.tables.pessoas[0]).not.toBe(firstRow);
  });

  it('hands out the same rows until the next reset, including a table a handler replaced', async () => {
    const db = new MockDb(DAY);
    expect(db.tables.logs).toBe(db.tables.logs);
    const kept = db.tables.sessions.filter(() => false);
    db.tables.sessions = kept;
    expect(db.tables.sessions).toBe(kept);
    await db.reset(DAY);
    expect(db.tables.sessions).not.toBe(kept);
  });
});

interface ItemTables {
  items: { id: number; name: string; tags: string[]; price?: number }[];
}

interface MoreTables extends ItemTables {
  others: unknown[];
}

describe('MockStore seeding', () => {
  it('seeds once per seed day: a reset to a day already seeded copies the cached seed', async () => {
    const seeded: string[] = [];
    const seeds: AreaSeed<ItemTables>[] = [
      (day) => {
        seeded.push(day);
        return { items: [{ id: 1, name: day, tags: ['novo'] }] };
      },
    ];
    const store = new MockStore(createSeeder(seeds), '2026-01-01');
    store.tables.items[0].tags.push('editado');
    await store.reset('2026-01-01');
    await store.reset('2026-01-01');
    expect(store.tables.items).toEqual([{ id: 1, name: '2026-01-01', tags: ['novo'] }]);
    await store.reset('2026-01-02');
    expect(store.tables.items[0].name).toBe('2026-01-02');
    expect(seeded).toEqual(['2026-01-01', '2026-01-02']);
  });
});

describe('MockStore schema', () => {
  const version1: AreaSeed<ItemTables>[] = [() => ({ items: [{ id: 1, name: 'Cadeira', tags: [] }] })];
  const version2: AreaSeed<ItemTables>[] = [() => ({ items: [{ id: 1, name: 'Cadeira', tags: [], price: 10 }] })];

  it('changes when a table gains a column, and not for the same seed', () => {
    expect(createSeeder(version1).schema(DAY)).toBe(createSeeder(version1).schema(DAY));
    expect(createSeeder(version1).schema(DAY)).not.toBe(createSeeder(version2).schema(DAY));
  });

  it('changes when a table is added', () => {
    const withTable: AreaSeed<MoreTables>[] = [...version1, () => ({ others: [] })];
    expect(createSeeder(withTable).schema(DAY)).not.toBe(createSeeder(version1).schema(DAY));
  });

  it('prepared in short tasks, a day has the tables and the fingerprint seeded at once, and is seeded once', async () => {
    const rows = Array.from({ length: 1_200 }, (_, id) => ({ id, name: `Cadeira ${id}`, tags: [] }));
    const seeded: string[] = [];
    const big: AreaSeed<ItemTables>[] = [
      (day) => {
        seeded.push(day);
        return { items: rows };
      },
    ];
    const stepped = createSeeder(big);
    expect(await stepped.prepare(DAY)).toBe(createSeeder(big).schema(DAY));
    expect(stepped.tables(DAY).items).toEqual(rows);
    expect(stepped.schema(DAY)).toBe(await stepped.prepare(DAY));
    expect(seeded).toEqual([DAY, DAY]);
    const changed = rows.map((row) => (row.id === 1_100 ? { ...row, name: 'Mesa' } : row));
    expect(await createSeeder<ItemTables>([() => ({ items: changed })]).prepare(DAY)).not.toBe(await stepped.prepare(DAY));
  });

  it("a given fingerprint (a build's mock chunk) versions saved states without hashing the seed", async () => {
    const seeder = createSeeder(version1, '/assets/browser-abc123.js');
    expect(await seeder.prepare(DAY)).toBe('/assets/browser-abc123.js');
    expect(seeder.schema(DAY)).toBe('/assets/browser-abc123.js');
    expect(seeder.tables(DAY).items).toEqual([{ id: 1, name: 'Cadeira', tags: [] }]);
  });

  it('a state saved under the old shape is discarded; one saved under the same shape is loaded', async () => {
    const persistence = fakePersistence<ItemTables>();
    const old = new MockStore(createSeeder(version1), DAY);
    await old.attach(persistence);
    old.tables.items[0].name = 'Cadeira editada';
    old.touch('items');
    await old.flush();

    const same = new MockStore(createSeeder(version1), '2030-01-01');
    await same.attach(persistence);
    expect(same.tables.items[0].name).toBe('Cadeira editada');

    const changed = new MockStore(createSeeder(version2), '2030-01-01');
    await changed.attach(persistence);
    expect(changed.tables.items).toEqual([{ id: 1, name: 'Cadeira', tags: [], price: 10 }]);
    expect(changed.seedDate).toBe('2030-01-01');
    expect(await persistence.load()).toBeUndefined();
  });
});

describe('MockStore restored by the build that saved it', () => {
  interface AreaTables {
    items: { id: number; name: string; tags: string[] }[];
    others: { id: number }[];
  }
  const seeded: string[] = [];
  const areas: AreaSeed<AreaTables>[] = [
    (day) => {
      seeded.push(`items ${day}`);
      return { items: [{ id: 1, name: 'Cadeira', tags: [] }] };
    },
    (day) => {
      seeded.push(`others ${day}`);
      return { others: [{ id: 7 }], items: [{ id: 2, name: 'Mesa', tags: [] }] };
    },
  ];

  it('seeds nothing up front, then an area only when one of its tables is read; the saved tables come back', async () => {
    const persistence = fakePersistence<AreaTables>();
    const first = new MockStore(createSeeder(areas, '/assets/browser-abc.js'), DAY);
    await first.attach(persistence);
    first.tables.others[0].id = 8;
    first.touch('others');
    await first.flush();
    expect((await persistence.load())?.meta.layout).toEqual({ items: [0, 1], others: [1] });

    seeded.length = 0;
    const again = new MockStore(createSeeder(areas, '/assets/browser-abc.js'), '2030-01-01');
    await again.attach(persistence);
    expect(seeded).toEqual([]);
    expect(again.tables.others).toEqual([{ id: 8 }]);
    expect(seeded).toEqual([]);
    expect(again.tables.items.map((row) => row.name)).toEqual(['Cadeira', 'Mesa']);
    expect(seeded).toEqual([`items ${DAY}`, `others ${DAY}`]);
  });

  it('another build (fingerprint) seeds the whole day and drops the saved state', async () => {
    const persistence = fakePersistence<AreaTables>();
    const first = new MockStore(createSeeder(areas, '/assets/browser-abc.js'), DAY);
    await first.attach(persistence);
    first.touch('others');
    await first.flush();

    seeded.length = 0;
    const next = new MockStore(createSeeder(areas, '/assets/browser-def.js'), DAY);
    await next.attach(persistence);
    expect(seeded).toEqual([`items ${DAY}`, `others ${DAY}`]);
    expect(await persistence.load()).toBeUndefined();
  });
});
