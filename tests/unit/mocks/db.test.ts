import { MockDb } from '../../../mocks/db/db';
import { AREA_SEEDS, seedTables } from '../../../mocks/db/seed';
import { SAVE_DELAY_MS } from '../../../mocks/db/store';
import type { Tables } from '../../../mocks/db/tables';
import { fakePersistence } from './fakePersistence';

const SEED_DATE = '2026-03-10';

function roleOf(db: MockDb, codigo: string): string | undefined {
  const user = db.tables.pessoas.find((row) => row.codigo === codigo);
  return db.tables.accessTypes.find((type) => type.id_md5 === user?.accessTypeId)?.role;
}

describe('MockDb persistence', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a new MockDb on the same persistence sees a touched table and the same seedDate', async () => {
    const persistence = fakePersistence<Tables>();
    const first = new MockDb(SEED_DATE);
    await first.attach(persistence);
    first.tables.pessoas.find((row) => row.codigo === '1000001')!.nome = 'Móveis Renomeados Ltda';
    first.touch('pessoas');
    await first.flush();

    const second = new MockDb('2030-01-01');
    await second.attach(persistence);
    expect(second.seedDate).toBe(SEED_DATE);
    expect(second.tables.pessoas.find((row) => row.codigo === '1000001')!.nome).toBe('Móveis Renomeados Ltda');
    expect(second.tables.accessTypes).toEqual(first.tables.accessTypes);
  });

  it('reset() clears the persisted state', async () => {
    const persistence = fakePersistence<Tables>();
    const first = new MockDb(SEED_DATE);
    await first.attach(persistence);
    first.tables.sessions.push({ token: 'abc', codigo: '0000001', createdAt: '2026-03-10T10:00:00', lastSeenAt: '2026-03-10T10:00:00' });
    first.touch('sessions');
    await first.flush();
    await first.reset('2026-04-01');
    expect(first.tables.sessions).toEqual([]);
    expect(first.seedDate).toBe('2026-04-01');
    expect(await persistence.load()).toBeUndefined();

    const second = new MockDb(SEED_DATE);
    await second.attach(persistence);
    expect(second.tables.sessions).toEqual([]);
  });

  it('coalesces touches: one save, SAVE_DELAY_MS after the first touch, holding only the touched tables', async () => {
    const persistence = fakePersistence<Tables>();
    const db = new MockDb(SEED_DATE);
    await db.attach(persistence);
    vi.useFakeTimers();
    for (const row of db.tables.logs) {
      row.DS_LOG = `${row.DS_LOG}!`;
      db.touch('logs');
    }
    db.tables.sessions.push({ token: 'abc', codigo: '0000001', createdAt: '2026-03-10T10:00:00', lastSeenAt: '2026-03-10T10:00:00' });
    db.touch('sessions');
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(persistence.saves).toHaveLength(0);

    vi.advanceTimersByTime(1);
    await db.flush();
    expect(persistence.saves).toHaveLength(1);
    const [save] = persistence.saves;
    expect(Object.keys(save.tables).sort()).toEqual(['logs', 'sessions']);
    expect(save.meta.seedDate).toBe(SEED_DATE);
    expect(save.tables.logs).toEqual(db.tables.logs);
  });

  it('a change to one table writes only that table; earlier saved tables stay', async () => {
    const persistence = fakePersistence<Tables>();
    const db = new MockDb(SEED_DATE);
    await db.attach(persistence);
    db.tables.pessoas[0].nome = 'Primeira';
    db.touch('pessoas');
    await db.flush();
    db.tables.logs.push({ DS_TIPO: 'I', DT_EVENTO: '2026-03-10T10:00:00', DS_LOG: 'Depois', idFornecedor: '1000001' });
    db.touch('logs');
    await db.flush();

    expect(persistence.saves.map((save) => Object.keys(save.tables))).toEqual([['pessoas'], ['logs']]);
    const reloaded = new MockDb(SEED_DATE);
    await reloaded.attach(persistence);
    expect(reloaded.tables.pessoas[0].nome).toBe('Primeira');
    expect(reloaded.tables.logs.at(-1)?.DS_LOG).toBe('Depois');
  });

  it('flush() saves at once and a pending save is dropped by reset()', async () => {
    const persistence = fakePersistence<Tables>();
    const db = new MockDb(SEED_DATE);
    await db.attach(persistence);
    vi.useFakeTimers();
    db.touch('pessoas');
    await db.flush();
    expect(persistence.saves).toHaveLength(1);

    db.touch('pessoas');
    await db.reset(SEED_DATE);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    await db.flush();
    expect(persistence.saves).toHaveLength(1);
    expect(await persistence.load()).toBeUndefined();
  });

  it('without a persistence (Node tests), touch() schedules nothing', () => {
    vi.useFakeTimers();
    const db = new MockDb(SEED_DATE);
    db.touch('pessoas');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('discards a state saved by a different seed (schema) and starts from a fresh seed', async () => {
    const persistence = fakePersistence<Tables>();
    await persistence.save({ meta: { schema: 'stale', seedDate: '2026-01-01' }, tables: { pessoas: [] } });
    const db = new MockDb(SEED_DATE);
    await db.attach(persistence);
    expect(persistence.clears).toBe(1);
    expect(await persistence.load()).toBeUndefined();
    expect(db.seedDate).toBe(SEED_DATE);
    expect(db.tables.pessoas.length).toBeGreaterThanOrEqual(40);
  });
});

describe('MockDb seed', () => {
  it('seeds in under 1000 ms, deterministically for one seedDate', () => {
    const started = performance.now();
    expect(new MockDb('2026-03-11').tables.pessoas.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(seedTables('2026-03-11', AREA_SEEDS)).toEqual(seedTables('2026-03-11', AREA_SEEDS));
  });

  it('holds at least 40 suppliers of types M and A, including 1000001, 2000001 and 3000001', () => {
    const suppliers = new MockDb(SEED_DATE).tables.pessoas.filter((row) => row.supplierType !== null);
    expect(suppliers.length).toBeGreaterThanOrEqual(40);
    const typeOf = (codigo: string) => suppliers.find((row) => row.codigo === codigo)?.supplierType;
    expect(typeOf('1000001')).toBe('M');
    expect(typeOf('2000001')).toBe('A');
    expect(typeOf('3000001')).toBe('M');
    expect(new Set(suppliers.map((row) => row.supplierType))).toEqual(new Set(['M', 'A']));
    expect(new Set(suppliers.map((row) => row.codigo)).size).toBe(suppliers.length);
  });

  it('holds the seven demo accounts with their roles and flags', () => {
    const db = new MockDb(SEED_DATE);
    expect({
      '0000001': roleOf(db, '0000001'),
      '0000002': roleOf(db, '0000002'),
      '0000003': roleOf(db, '0000003'),
      '1000001': roleOf(db, '1000001'),
      '2000001': roleOf(db, '2000001'),
      '1000002': roleOf(db, '1000002'),
      '1000003': roleOf(db, '1000003'),
    }).toEqual({
      '0000001': 'Master',
      '0000002': 'Admin - Comercial',
      '0000003': 'Admin - sourcing',
      '1000001': 'Fornecedor',
      '2000001': 'Fornecedor',
      '1000002': 'Fornecedor',
      '1000003': 'Fornecedor',
    });
    const person = (codigo: string) => db.tables.pessoas.find((row) => row.codigo === codigo)!;
    expect(person('1000002').bloqueado).toBe(true);
    expect(person('1000003').renovacao).toBe(true);
    expect(person('0000001').senha).toBe('master123');
    expect(db.tables.pessoas.filter((row) => row.senha !== null)).toHaveLength(7);
  });
});
