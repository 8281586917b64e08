import { MockDb } from '../../../mocks/db/db';
import { memoryPersistence } from '../../../mocks/db/persistence';

const SEED_DATE = '2026-03-10';

function roleOf(db: MockDb, codigo: string): string | undefined {
  const user = db.tables.pessoas.find((row) => row.codigo === codigo);
  return db.tables.accessTypes.find((type) => type.id_md5 === user?.accessTypeId)?.role;
}

describe('MockDb persistence', () => {
  it('a new MockDb on the same persistence sees a touched table and the same seedDate', async () => {
    const persistence = memoryPersistence();
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
    const persistence = memoryPersistence();
    const first = new MockDb(SEED_DATE);
    await first.attach(persistence);
    first.tables.sessions.push({ token: 'abc', codigo: '0000001', createdAt: '2026-03-10T10:00:00' });
    first.touch('sessions');
    await first.reset('2026-04-01');
    expect(first.tables.sessions).toEqual([]);
    expect(first.seedDate).toBe('2026-04-01');
    expect(await persistence.load()).toBeUndefined();

    const second = new MockDb(SEED_DATE);
    await second.attach(persistence);
    expect(second.tables.sessions).toEqual([]);
  });
});

describe('MockDb seed', () => {
  it('is deterministic for one seedDate and builds in under 1000 ms', () => {
    const started = performance.now();
    const a = new MockDb(SEED_DATE);
    expect(performance.now() - started).toBeLessThan(1000);
    const b = new MockDb(SEED_DATE);
    const { sessions: _a, ...tablesA } = a.tables;
    const { sessions: _b, ...tablesB } = b.tables;
    expect(tablesA).toEqual(tablesB);
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
