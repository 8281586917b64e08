import { HttpResponse } from 'msw';
import type { GetListParams } from 'react-admin';
import { legacyResource } from '../../../src/dataProviders/core/legacyResource';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';

beforeEach(() => stubSessionToken('tok-123'));
afterEach(() => vi.unstubAllGlobals());

interface Grupo {
  ID_GRUPO: number;
  DS_GRUPO: string | null;
}

const GRUPOS: Grupo[] = [
  { ID_GRUPO: 3, DS_GRUPO: 'grupo 10' },
  { ID_GRUPO: 1, DS_GRUPO: 'Ácido' },
  { ID_GRUPO: 4, DS_GRUPO: null },
  { ID_GRUPO: 2, DS_GRUPO: 'grupo 9' },
  { ID_GRUPO: 5, DS_GRUPO: 'beta' },
];

const id = (row: Grupo) => row.ID_GRUPO;
const list = (sort: GetListParams['sort'], page = 1, perPage = 10): GetListParams => ({ pagination: { page, perPage }, sort, filter: {} });
const idsOf = (rows: { id: unknown }[]) => rows.map((row) => row.id);

describe('legacyResource getList: server sort', () => {
  it('sends sortQuery with the filter and the row window, and keeps the server order', async () => {
    const seen = recordCalls('get', '/grupo', { status: true, itens: GRUPOS, total: { value: 42 } });
    const provider = legacyResource<Grupo>({
      path: '/grupo',
      id,
      paging: 'linhaInicial',
      baseQuery: { tipo: 'F' },
      filterQuery: (filter) => ({ q: typeof filter.q === 'string' ? filter.q : undefined }),
      sortQuery: (sort) => ({ ordenacao: sort.field, direcao: sort.order }),
    });
    const result = await provider.getList('grupos', { ...list({ field: 'DS_GRUPO', order: 'DESC' }, 2, 15), filter: { q: 'gru' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(target(seen[0])).toBe('/api/legacy/grupo?tipo=F&q=gru&ordenacao=DS_GRUPO&direcao=DESC&linhaInicial=15&qtdRegistro=15');
    expect(headersOf(seen[0])).toEqual({ accept: 'application/json', 'user-token': 'tok-123' });
    expect(result.total).toBe(42);
    expect(idsOf(result.data)).toEqual([3, 1, 4, 2, 5]);
  });

  it('trusts the server order when it sorts a whole list the client pages', async () => {
    const seen = recordCalls('get', '/grupo', { status: true, itens: GRUPOS });
    const provider = legacyResource<Grupo>({ path: '/grupo', id, sortQuery: (sort) => ({ ordem: `${sort.field}:${sort.order}` }) });
    const result = await provider.getList('grupos', list({ field: 'DS_GRUPO', order: 'ASC' }, 1, 2));
    expect(target(seen[0])).toBe('/api/legacy/grupo?ordem=DS_GRUPO%3AASC');
    expect(idsOf(result.data)).toEqual([3, 1]);
    expect(result.total).toBe(5);
  });
});

describe('legacyResource getList: client sort before the client page', () => {
  const provider = legacyResource<Grupo>({ path: '/grupo', id });

  it('sorts pt-BR text with numbers in numeric order, blanks last, then pages', async () => {
    const seen = recordCalls('get', '/grupo', { status: true, itens: GRUPOS });
    const ascending = await provider.getList('grupos', list({ field: 'DS_GRUPO', order: 'ASC' }));
    expect(idsOf(ascending.data)).toEqual([1, 5, 2, 3, 4]);
    const descending = await provider.getList('grupos', list({ field: 'DS_GRUPO', order: 'DESC' }));
    expect(idsOf(descending.data)).toEqual([3, 2, 5, 1, 4]);
    const secondPage = await provider.getList('grupos', list({ field: 'DS_GRUPO', order: 'ASC' }, 2, 2));
    expect(idsOf(secondPage.data)).toEqual([2, 3]);
    expect(secondPage.total).toBe(5);
    expect(target(seen[0])).toBe('/api/legacy/grupo');
  });

  it('sorts numbers as numbers, including the id react-admin adds', async () => {
    recordCalls('get', '/grupo', { status: true, itens: GRUPOS });
    const byId = await provider.getList('grupos', list({ field: 'id', order: 'DESC' }, 1, 3));
    expect(idsOf(byId.data)).toEqual([5, 4, 3]);
  });

  it('leaves server-paged rows in the server order when the API cannot sort', async () => {
    recordCalls('get', '/grupo', { status: true, itens: GRUPOS, total: { value: 5 } });
    const paged = legacyResource<Grupo>({ path: '/grupo', id, paging: 'initialRow' });
    const result = await paged.getList('grupos', list({ field: 'DS_GRUPO', order: 'ASC' }));
    expect(idsOf(result.data)).toEqual([3, 1, 4, 2, 5]);
  });
});

describe('legacyResource getMany', () => {
  it('makes one list call with manyQuery, sized to the ids, and keeps only the asked records', async () => {
    const seen = recordCalls('get', '/grupo', { status: true, itens: GRUPOS, total: { value: 5 } });
    const provider = legacyResource<Grupo>({
      path: '/grupo',
      id,
      paging: 'initialRow',
      baseQuery: { tipo: 'F' },
      manyQuery: (ids) => ({ ids: ids.join(',') }),
    });
    const { data } = await provider.getMany('grupos', { ids: [2, '2', 5, 1] });
    expect(seen).toHaveLength(1);
    expect(target(seen[0])).toBe('/api/legacy/grupo?tipo=F&ids=2%2C5%2C1&initialRow=0&nextRows=3');
    expect(idsOf(data)).toEqual([1, 2, 5]);
  });

  it('without manyQuery asks one GET per distinct id', async () => {
    const seen = recordCalls('get', '/grupo/:id', (request) => {
      const wanted = Number(new URL(request.url).pathname.split('/').pop());
      return HttpResponse.json({ status: true, itens: [GRUPOS.find((row) => row.ID_GRUPO === wanted)] });
    });
    const provider = legacyResource<Grupo>({ path: '/grupo', id });
    const { data } = await provider.getMany('grupos', { ids: [2, 5, '2', 2] });
    expect(seen.map(target).sort()).toEqual(['/api/legacy/grupo/2', '/api/legacy/grupo/5']);
    expect(data).toEqual([
      { ID_GRUPO: 2, DS_GRUPO: 'grupo 9', id: 2 },
      { ID_GRUPO: 5, DS_GRUPO: 'beta', id: 5 },
    ]);
  });

  it('sends nothing for no ids', async () => {
    const seen = recordCalls('get', '/grupo', { status: true, itens: [] });
    const provider = legacyResource<Grupo>({ path: '/grupo', id, manyQuery: (ids) => ({ ids: ids.join(',') }) });
    expect(await provider.getMany('grupos', { ids: [] })).toEqual({ data: [] });
    expect(seen).toHaveLength(0);
  });
});
