import { permissionsOf } from '../../mocks/auth/permissions';
import { db } from '../../mocks/db/db';
import type { RegisteredEndpoint } from '../../mocks/http/registry';
import { dataSnapshot, guardedEndpoints, keyOf, probe, sessionOf, touchedBy } from './probe';

const NO_PERMISSION = 'Usuário não tem permissão para acessar funcionalidades';
const SUPPLIER = '1000001';

/** The endpoints whose permission the supplier lacks: staff only. */
function staffOnly(): RegisteredEndpoint[] {
  const held = permissionsOf(db.tables.pessoas.find((row) => row.codigo === SUPPLIER)!);
  return guardedEndpoints().filter((entry) => entry.permission.length > 0 && !entry.permission.some((key) => held.has(key)));
}

async function refusedForPermission(response: Response): Promise<boolean> {
  const body = (await response.json()) as { status?: boolean; message?: string; errors?: { message: string; extensions?: { code?: number } }[] };
  if (body.errors) return body.errors.length === 1 && body.errors[0].message === NO_PERMISSION && body.errors[0].extensions?.code === 403;
  return response.status === 403 && body.status === false && body.message === NO_PERMISSION;
}

async function supplierCalls(entries: RegisteredEndpoint[]): Promise<{ failures: string[]; touched: string[] }> {
  const token = sessionOf(SUPPLIER);
  const failures: string[] = [];
  const touched = await touchedBy(async () => {
    for (const entry of entries) {
      const response = await probe(entry, { token, body: { personId: SUPPLIER, codigo: SUPPLIER, id: 1 } });
      if (!(await refusedForPermission(response))) failures.push(`${keyOf(entry)}: answered ${response.status}`);
    }
  });
  return { failures, touched };
}

describe(`a supplier (${SUPPLIER}) calling a staff-only endpoint: 403 '${NO_PERMISSION}'`, () => {
  it('every staff-only write is refused and changes nothing', async () => {
    const writes = staffOnly().filter((entry) => entry.write);
    expect(writes.length).toBeGreaterThan(30);
    const before = dataSnapshot();
    const { failures, touched } = await supplierCalls(writes);
    expect(failures).toEqual([]);
    expect(touched).toEqual([]);
    expect(dataSnapshot() === before).toBe(true);
  });

  it('every staff-only read is refused too', async () => {
    const reads = staffOnly().filter((entry) => !entry.write);
    expect(reads.length).toBeGreaterThan(10);
    expect((await supplierCalls(reads)).failures).toEqual([]);
  });
});
