import { db, MockDb } from '../../../mocks/db/db';
import { seedLogs } from '../../../mocks/logs/seed';
import type { LogRow } from '../../../src/dataProviders/logs/wire';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

interface LogPage {
  status: boolean;
  itens: LogRow[];
  total: { value: number };
}


async function page(token: string, query: string): Promise<LogPage> {
  const response = await callLegacy('GET', `/log?${query}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as LogPage;
}

const normalise = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

describe('log seed', () => {
  it('holds ≥ 1000 deterministic rows of types I, W, E over the 60 days before the seed day', () => {
    const rows = seedLogs('2026-06-15');
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    expect(seedLogs('2026-06-15')).toEqual(rows);
    expect(new Set(rows.map((row) => row.DS_TIPO))).toEqual(new Set(['I', 'W', 'E']));
    for (const row of rows) {
      expect(row.DT_EVENTO).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(row.DT_EVENTO < '2026-06-15T00:00:00').toBe(true);
      expect(row.DT_EVENTO >= '2026-04-16T00:00:00').toBe(true);
      expect(row.DS_LOG.trim()).not.toBe('');
      expect(row.idFornecedor).toMatch(/^\d{7}$/);
    }
    expect(rows.some((row) => /^Pedido \d{7} agendado para \d{2}\/\d{2}\/\d{4}$/.test(row.DS_LOG))).toBe(true);
    expect(rows.some((row) => row.DS_LOG === 'Falha ao consultar pagamentos: tempo esgotado')).toBe(true);
    expect(rows.some((row) => row.DS_LOG.length > 150)).toBe(true);
  });

  it('is part of the whole seed', () => {
    expect(new MockDb('2026-06-15').tables.logs).toEqual(seedLogs('2026-06-15'));
  });
});

describe('GET /log', () => {
  it('pages with linhaInicial/qtdRegistro, newest first, with the total', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const first = await page(token, 'idFornecedor=0000003&linhaInicial=0&qtdRegistro=15');
    const second = await page(token, 'idFornecedor=0000003&linhaInicial=15&qtdRegistro=15');
    expect(first.status).toBe(true);
    expect(first.total.value).toBe(db.tables.logs.length);
    expect(first.itens).toHaveLength(15);
    expect(Object.keys(first.itens[0]).sort()).toEqual(['DS_LOG', 'DS_TIPO', 'DT_EVENTO']);
    const all = [...first.itens, ...second.itens].map((row) => row.DT_EVENTO);
    expect(all).toEqual([...all].sort().reverse());
    const newest = [...db.tables.logs].sort((a, b) => b.DT_EVENTO.localeCompare(a.DT_EVENTO))[0];
    expect(first.itens[0].DT_EVENTO).toBe(newest.DT_EVENTO);
    const ascending = await page(token, 'linhaInicial=0&qtdRegistro=5&ordenacao=DT_EVENTO&direcao=ASC');
    expect(ascending.itens.map((row) => row.DT_EVENTO)).toEqual([...db.tables.logs].map((row) => row.DT_EVENTO).sort().slice(0, 5));
  });

  it('searches DS_LOG ignoring accents and case, filters by tipo and by supplier', async () => {
    const token = await tokenOf('0000001', 'master123');
    const found = await page(token, `q=${encodeURIComponent('NAO FOI POSSIVEL')}&linhaInicial=0&qtdRegistro=500`);
    const expected = db.tables.logs.filter((row) => normalise(row.DS_LOG).includes('nao foi possivel'));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.total.value).toBe(expected.length);
    expect(found.itens.every((row) => row.DS_LOG.includes('Não foi possível'))).toBe(true);

    const errors = await page(token, 'tipo=W,E&linhaInicial=0&qtdRegistro=2000');
    expect(errors.total.value).toBe(db.tables.logs.filter((row) => row.DS_TIPO !== 'I').length);
    expect(errors.itens.every((row) => row.DS_TIPO !== 'I')).toBe(true);

    const own = await page(token, 'idFornecedor=0000001&linhaInicial=0&qtdRegistro=15');
    expect(own.total.value).toBe(db.tables.logs.length);
    const supplier = await page(token, 'idFornecedor=1000001&linhaInicial=0&qtdRegistro=2000');
    expect(supplier.total.value).toBe(db.tables.logs.filter((row) => row.idFornecedor === '1000001').length);
    expect(supplier.total.value).toBeGreaterThan(0);
    expect(supplier.total.value).toBeLessThan(db.tables.logs.length);

    expect((await callLegacy('GET', '/log?tipo=X', token)).status).toBe(400);
  });

  it('needs the logs permission (403) and a session (401)', async () => {
    const supplier = await tokenOf('1000001', 'moveis123');
    expect((await callLegacy('GET', '/log?idFornecedor=1000001', supplier)).status).toBe(403);
    expect((await callLegacy('GET', '/log?idFornecedor=1000001')).status).toBe(401);
  });
});

describe('POST /log', () => {
  it('any signed-in user appends its own line (descricao cut at 4000)', async () => {
    const supplier = await tokenOf('1000001', 'moveis123');
    const before = db.tables.logs.length;
    const response = await callLegacy('POST', '/log', supplier, { descricao: `Tela carregada: Pagamentos ${'x'.repeat(5000)}`, tipo: 'I' });
    expect(response.status).toBe(200);
    expect(db.tables.logs).toHaveLength(before + 1);
    const row = db.tables.logs.at(-1)!;
    expect(row).toMatchObject({ DS_TIPO: 'I', idFornecedor: '1000001' });
    expect(row.DS_LOG).toHaveLength(4000);
    expect(row.DT_EVENTO).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const staff = await tokenOf('0000003', 'sourcing1');
    const first = await page(staff, 'linhaInicial=0&qtdRegistro=1');
    expect(first.itens[0].DS_LOG.startsWith('Tela carregada: Pagamentos')).toBe(true);
  });

  it('refuses a tipo outside I, W, E and an empty descricao (400), and calls without a session (401)', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const before = db.tables.logs.length;
    expect((await callLegacy('POST', '/log', token, { descricao: 'x', tipo: 'X' })).status).toBe(400);
    expect((await callLegacy('POST', '/log', token, { descricao: 'x' })).status).toBe(400);
    expect((await callLegacy('POST', '/log', token, { descricao: '   ', tipo: 'E' })).status).toBe(400);
    expect((await callLegacy('POST', '/log', undefined, { descricao: 'x', tipo: 'E' })).status).toBe(401);
    expect(db.tables.logs).toHaveLength(before);
  });
});
