import { SESSION_IDLE_MS } from '../../mocks/auth/sessions';
import { db } from '../../mocks/db/db';
import type { RegisteredEndpoint } from '../../mocks/http/registry';
import { callLegacy } from '../helpers/mockApi';
import { dataSnapshot, guardedEndpoints, keyOf, probe, sessionOf, touchedBy } from './probe';

const TOKEN_INVALID = 'Token inválido!';
const MASTER = '0000001';

/** What the server answers a call without a live session: REST 401 { status: false }, GraphQL an error with code 401. */
async function refusedAsInvalid(response: Response): Promise<boolean> {
  const body = (await response.json()) as { status?: boolean; message?: string; errors?: { message: string; extensions?: { code?: number } }[] };
  if (body.errors) return body.errors.length === 1 && body.errors[0].message === TOKEN_INVALID && body.errors[0].extensions?.code === 401;
  return response.status === 401 && body.status === false && body.message === TOKEN_INVALID;
}

/** Master holds every permission: a refusal can only come from the token. */
const PROBES: [name: string, token: () => Promise<string | undefined>][] = [
  ['without a token', () => Promise.resolve(undefined)],
  ['with a forged token', () => Promise.resolve('f'.repeat(48))],
  [
    'with an expired token',
    () => {
      const token = sessionOf(MASTER);
      const session = db.tables.sessions.find((row) => row.token === token)!;
      session.lastSeenAt = new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString();
      return Promise.resolve(token);
    },
  ],
  ['with a logged-out token', () => loggedOut],
];

/** Signed out once per test: a logged-out token stays refused. */
let loggedOut: Promise<string>;
beforeEach(() => {
  loggedOut = (async () => {
    const token = sessionOf(MASTER);
    expect((await callLegacy('PUT', '/auth/logout', token)).status).toBe(200);
    return token;
  })();
});

async function refusals(entries: RegisteredEndpoint[], probes: typeof PROBES): Promise<{ failures: string[]; touched: string[] }> {
  const failures: string[] = [];
  const touched = await touchedBy(async () => {
    for (const entry of entries) {
      for (const [name, tokenOf] of probes) {
        const response = await probe(entry, { token: await tokenOf() });
        if (!(await refusedAsInvalid(response))) failures.push(`${keyOf(entry)} ${name}: answered ${response.status}`);
      }
    }
  });
  return { failures, touched };
}

describe('every endpoint that asks for a session refuses a call without a live one (Token inválido!)', () => {
  it.each(PROBES)('reads, %s', async (...probeKind) => {
    const reads = guardedEndpoints().filter((entry) => !entry.write);
    expect(reads.length).toBeGreaterThan(80);
    expect((await refusals(reads, [probeKind])).failures).toEqual([]);
  });

  it('writes, without a token, forged, expired and logged out; nothing changes in the store', async () => {
    const writes = guardedEndpoints().filter((entry) => entry.write);
    expect(writes.length).toBeGreaterThan(40);
    const before = dataSnapshot();
    const { failures, touched } = await refusals(writes, PROBES);
    expect(failures).toEqual([]);
    expect(touched).toEqual([]);
    expect(dataSnapshot() === before).toBe(true);
  });
});
