// @vitest-environment jsdom
import { login } from '../../../src/authProvider';
import { EXPORT_META } from '../../../src/dataProviders/core/exportCall';
import { dataProvider } from '../../../src/dataProviders';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { ACCOUNTS } from '../../helpers/accounts';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const typeOf = (id: unknown) => db.tables.pessoas.find((row) => Number(row.codigo) === id)?.supplierType;
const countOfType = (type: 'M' | 'A') => db.tables.pessoas.filter((row) => row.supplierType === type).length;

const list = (filter: Record<string, unknown>, page = 1, perPage = 10) =>
  dataProvider.getList('fornecedores', { pagination: { page, perPage }, sort: { field: 'id', order: 'ASC' }, filter });

describe('fornecedores data provider', () => {
  it('as master: page 2 of the type A suppliers, id = ID_PESSOA, total of every type A supplier', async () => {
    await login(ACCOUNTS.master);
    const { data, total } = await list({ tipo: 'A' }, 2, 10);
    expect(total).toBe(countOfType('A'));
    expect(total).toBeGreaterThan(20);
    expect(data).toHaveLength(10);
    data.forEach((row) => {
      expect(row.id).toBe(row.ID_PESSOA);
      expect(typeOf(row.id)).toBe('A');
    });
    const firstPage = await list({ tipo: 'A' }, 1, 10);
    const ids = new Set(firstPage.data.map((row) => row.id));
    expect(data.some((row) => ids.has(row.id))).toBe(false);
  });

  it('a second list call supersedes the first one', async () => {
    await login(ACCOUNTS.master);
    const first = list({ tipo: 'M' });
    const second = list({ tipo: 'A' });
    await expect(first).rejects.toThrow('Requisição sobrescrita');
    expect((await second).total).toBe(countOfType('A'));
  });

  it("an export's pages neither cancel the list's call nor are cancelled by it", async () => {
    await login(ACCOUNTS.master);
    const exportPage = (tipo: string) =>
      dataProvider.getList('fornecedores', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: { tipo }, meta: EXPORT_META });
    const [listed, exported] = await Promise.all([list({ tipo: 'M' }), exportPage('A')]);
    expect([listed.total, exported.total]).toEqual([countOfType('M'), countOfType('A')]);
    const [exportedAgain, listedAgain] = await Promise.all([exportPage('A'), list({ tipo: 'M' })]);
    expect([exportedAgain.total, listedAgain.total]).toEqual([countOfType('A'), countOfType('M')]);
  });

  it('as master: q searches by name', async () => {
    await login(ACCOUNTS.master);
    const { data, total } = await list({ tipo: 'F', q: 'grande fornecedor' });
    expect(total).toBe(1);
    expect(data).toEqual([expect.objectContaining({ id: 3000001, ID_PESSOA: 3000001, NM_PESSOA: 'Grande Fornecedor Nacional S.A.' })]);
  });

  it('as supplier 1000001: only itself, whatever filter is sent', async () => {
    await login(ACCOUNTS.moveis);
    const own = [expect.objectContaining({ id: 1000001, NM_PESSOA: 'Móveis Serra Gaúcha Indústria Ltda' })];
    expect((await list({})).data).toEqual(own);
    expect((await list({ tipo: 'F' })).data).toEqual(own);
    expect((await list({ tipo: 'M', q: 'móveis' })).data).toEqual(own);
    // Sequential: list calls of one resource supersede each other.
    for (const filter of [{ tipo: 'A' }, { tipo: 'F', q: 'Grande' }, { tipo: 'F', q: '3000001' }]) {
      const { data } = await list(filter);
      expect(data.every((row) => row.id === 1000001)).toBe(true);
    }
  });
});

describe('fornecedoresAtivos (GET /fornecedores/ativos?tipoFornecedor=F|M|A): the payments and invoices pickers', () => {
  const calls: string[] = [];
  const watch = () => {
    calls.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/fornecedores/ativos')) calls.push(new URL(request.url).search);
    });
  };
  const actives = (filter: Record<string, unknown>, page = 1, perPage = 50) =>
    dataProvider.getList('fornecedoresAtivos', { pagination: { page, perPage }, sort: { field: 'id', order: 'DESC' }, filter });

  it('as 0000002: every type (F) in name order, searched by code or name in the browser; M and A as asked', async () => {
    watch();
    await login(ACCOUNTS.comercial);
    const all = await actives({});
    expect(calls).toEqual(['?tipoFornecedor=F']);
    expect(all.total).toBe(db.tables.pessoas.filter((row) => row.supplierType !== null).length);
    const names = all.data.map((row) => row.NM_PESSOA as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await actives({ q: 'grande' })).data).toEqual([expect.objectContaining({ id: 3000001, NM_PESSOA: 'Grande Fornecedor Nacional S.A.' })]);
    expect((await actives({ q: '1000001' })).data.map((row) => row.id)).toEqual([1000001]);
    const furniture = await actives({ tipoFornecedor: 'M' });
    expect(furniture.total).toBe(countOfType('M'));
    expect(furniture.data.every((row) => typeOf(row.id) === 'M')).toBe(true);
    expect((await actives({ tipoFornecedor: 'A' })).data.every((row) => typeOf(row.id) === 'A')).toBe(true);
    expect(calls.slice(-2)).toEqual(['?tipoFornecedor=M', '?tipoFornecedor=A']);
  });

  it('the mock refuses a missing or unknown type and a call without a session, and gives a supplier only itself', async () => {
    const staff = await tokenOf('0000002', 'comercial1');
    for (const query of ['', '?tipoFornecedor=', '?tipoFornecedor=X', '?tipoFornecedor=f']) {
      const answer = await callLegacy('GET', `/fornecedores/ativos${query}`, staff);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ status: false, message: 'Tipo de fornecedor inválido! Informe F, M ou A.' });
    }
    // Sourcing reads it through qualidade (the technical sheets' add page lists the accessory suppliers).
    const sourcing = await callLegacy('GET', '/fornecedores/ativos?tipoFornecedor=A', await tokenOf('0000003', 'sourcing1'));
    expect(sourcing.status).toBe(200);
    expect((await callLegacy('GET', '/fornecedores/ativos?tipoFornecedor=F')).status).not.toBe(200);
    const own = await callLegacy('GET', '/fornecedores/ativos?tipoFornecedor=F', await tokenOf('1000001', 'moveis123'));
    expect(((await own.json()) as { itens: { ID_PESSOA: number }[] }).itens.map((row) => row.ID_PESSOA)).toEqual([1000001]);
  });
});
