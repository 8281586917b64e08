// @vitest-environment jsdom
import { db } from '../../../mocks/db/db';
import { login } from '../../../src/authProvider';
import { logRowId, logsProvider, logsQuery, logsSortQuery } from '../../../src/dataProviders/logs';
import { loadSessionUser } from '../../../src/session/currentUser';

describe('logs provider', () => {
  it('builds the GET /log query: supplier or own code, q, tipo', () => {
    expect(logsQuery({ __codigo: '0000003' })).toEqual({ idFornecedor: '0000003', q: undefined, tipo: undefined });
    expect(logsQuery({ __codigo: '0000003', idFornecedor: 1000001, q: '  pedido ', tipo: 'error' })).toEqual({
      idFornecedor: '1000001',
      q: 'pedido',
      tipo: 'W,E',
    });
    expect(logsQuery({ tipo: 'audit' })).toMatchObject({ tipo: 'I' });
  });

  it('sorts on the server by date only (ordenacao + direcao)', () => {
    expect(logsSortQuery({ field: 'DT_EVENTO', order: 'ASC' })).toEqual({ ordenacao: 'DT_EVENTO', direcao: 'ASC' });
    expect(logsSortQuery({ field: 'DS_LOG', order: 'DESC' })).toEqual({ ordenacao: 'DT_EVENTO', direcao: 'DESC' });
  });

  it('pages on the server and gives rows stable, unique ids', async () => {
    await login({ codigo: '0000003', senha: 'sourcing1' });
    // Loading the session writes its own info line: let it land before the pages are compared.
    await loadSessionUser();
    await vi.waitFor(() => expect(db.tables.logs.some((row) => row.DS_LOG.startsWith('Sessão carregada:'))).toBe(true));
    const twin = { DS_TIPO: 'I' as const, DT_EVENTO: '2999-01-01T00:00:00', DS_LOG: 'Tela carregada: Logs', idFornecedor: '0000003' };
    db.tables.logs.push({ ...twin }, { ...twin });
    const params = { pagination: { page: 1, perPage: 15 }, sort: { field: 'DT_EVENTO', order: 'DESC' as const }, filter: {} };
    const first = await logsProvider.getList('logs', params);
    expect(first.total).toBe(db.tables.logs.length);
    expect(first.data).toHaveLength(15);
    expect(new Set(first.data.map((row) => row.id)).size).toBe(15);
    const base = logRowId(twin);
    expect(first.data.slice(0, 2).map((row) => row.id)).toEqual([base, `${base}-1`]);
    const again = await logsProvider.getList('logs', params);
    expect(again.data.map((row) => row.id)).toEqual(first.data.map((row) => row.id));
    const second = await logsProvider.getList('logs', { ...params, pagination: { page: 2, perPage: 15 } });
    expect(second.data.some((row) => first.data.some((other) => other.id === row.id))).toBe(false);
    const oldest = await logsProvider.getList('logs', { ...params, sort: { field: 'DT_EVENTO', order: 'ASC' } });
    const earliest = db.tables.logs.map((row) => row.DT_EVENTO).sort()[0];
    expect(oldest.data[0].occurredAt).toBe(earliest);
  });
});
