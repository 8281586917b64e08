// @vitest-environment jsdom
import { login } from '../../../src/authProvider';
import { EXPORT_META } from '../../../src/dataProviders/core/exportCall';
import { dataProvider } from '../../../src/dataProviders';
import { db } from '../../../mocks/db/db';
import { ACCOUNTS } from '../../helpers/accounts';

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
