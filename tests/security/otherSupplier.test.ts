import { permissionsOf } from '../../mocks/auth/permissions';
import { db } from '../../mocks/db/db';
import type { RegisteredEndpoint } from '../../mocks/http/registry';
import { operationText } from './graphqlText';
import { guardedEndpoints, keyOf, probe, sessionOf, type ProbeCall } from './probe';
import { NO_SUPPLIER_ID, otherSupplier, SUPPLIER_ID_PLACES, SUPPLIER_ID_VARIABLES, type OtherSupplier } from './supplierIdPlaces';

const SUPPLIER = '1000001';
const OTHERS = ['2000001', '3000001'];

/** Fields that name a supplier in the mock's answers (REST and GraphQL). */
const SUPPLIER_FIELD = /^(personId|idPessoa|id_pessoa|idFornecedor|supplierId|cdFornecedor|userPersonId|fornecedor|codigo|personIdOperation|logonPersonId|userCode|createdBy)$/i;

function supplierCallable(): RegisteredEndpoint[] {
  const held = permissionsOf(db.tables.pessoas.find((row) => row.codigo === SUPPLIER)!);
  return guardedEndpoints().filter((entry) => entry.permission.length === 0 || entry.permission.some((key) => held.has(key)));
}

/** Where in an answer another supplier shows: a field naming it, or its name. */
function foreignTrace(value: unknown, other: string, name: string, key = ''): string | undefined {
  if (Array.isArray(value)) return value.map((item) => foreignTrace(item, other, name, key)).find(Boolean);
  if (value && typeof value === 'object') {
    return Object.entries(value).map(([field, item]) => foreignTrace(item, other, name, field)).find(Boolean);
  }
  if (SUPPLIER_FIELD.test(key) && String(value).replace(/^0+/, '') === other) return `${key}: ${String(value)}`;
  if (typeof value === 'string' && value.includes(name)) return `${key}: ${value}`;
  return undefined;
}

/** Nothing of the other supplier: a refusal, an empty answer, or the caller's own data. */
async function leak(response: Response, other: string): Promise<string | undefined> {
  if (response.status >= 400) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return `a ${response.status} file`;
  const body = (await response.json()) as unknown;
  const name = db.tables.pessoas.find((row) => row.codigo === other)!.nome;
  return foreignTrace(body, other, name);
}

function callsOf(entry: RegisteredEndpoint, other: OtherSupplier): ProbeCall[] {
  if (entry.graphql) {
    const place = SUPPLIER_ID_VARIABLES[entry.graphql.operationName];
    if (!place) return [];
    const { field, args } = place(other);
    return [{ graphqlText: operationText(entry.graphql.kind, entry.graphql.operationName, field, args), variables: args }];
  }
  return (SUPPLIER_ID_PLACES[keyOf(entry)] ?? []).map((place) => place(other));
}

describe(`a supplier (${SUPPLIER}) naming another supplier (${OTHERS.join(', ')}) gets nothing of theirs`, () => {
  it('every endpoint a supplier may call says where it takes a supplier’s id, or that it takes none', () => {
    const unplaced = supplierCallable()
      .map(keyOf)
      .filter((key) => {
        const operation = key.startsWith('post graphql GRAPHQL ') ? key.slice('post graphql GRAPHQL '.length) : '';
        return !(key in SUPPLIER_ID_PLACES) && !(operation in SUPPLIER_ID_VARIABLES) && !(key in NO_SUPPLIER_ID);
      });
    expect(unplaced).toEqual([]);
    const known = new Set(supplierCallable().map(keyOf));
    const stale = [...Object.keys(SUPPLIER_ID_PLACES), ...Object.keys(NO_SUPPLIER_ID)].filter((key) => !known.has(key));
    expect(stale).toEqual([]);
  });

  it.each(OTHERS)('in REST path and query parameters, JSON bodies and GraphQL variables: %s', async (otherId) => {
    const other = otherSupplier(otherId);
    const token = sessionOf(SUPPLIER);
    const leaks: string[] = [];
    let probes = 0;
    for (const entry of supplierCallable()) {
      for (const call of callsOf(entry, other)) {
        probes += 1;
        const found = await leak(await probe(entry, { ...call, token }), otherId);
        if (found) leaks.push(`${keyOf(entry)} → ${found}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(probes).toBe(Object.keys(SUPPLIER_ID_PLACES).length + Object.keys(SUPPLIER_ID_VARIABLES).length);
  });
});
