import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const TOKEN_INVALID = { status: false, message: 'Token inválido!' };

const PROTECTED: [method: string, path: string][] = [
  ['PUT', '/auth/logout'],
  ['GET', '/pessoa/token'],
  ['GET', '/permissaoFuncionalidade/checkPermission'],
  ['GET', '/fornecedores?tipo=F'],
];


describe('mock server: token rule', () => {
  it.each(PROTECTED)('%s %s without a token → 401 Token inválido!', async (method, path) => {
    const response = await callLegacy(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(TOKEN_INVALID);
  });

  it.each(PROTECTED)('%s %s with a forged token → 401 Token inválido!', async (method, path) => {
    const response = await callLegacy(method, path, 'f'.repeat(48));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(TOKEN_INVALID);
  });

  it("a blocked user's session is refused", async () => {
    const token = await tokenOf('1000001', 'moveis123');
    db.tables.pessoas.find((row) => row.codigo === '1000001')!.bloqueado = true;
    expect((await callLegacy('GET', '/pessoa/token', token)).status).toBe(401);
  });
});

describe('mock server: own-data rule', () => {
  it('GET /fornecedores as a supplier answers only itself', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    for (const query of ['tipo=F', 'tipo=M&q=', 'tipo=F&q=Grande', 'tipo=F&linhaInicial=0&qtdRegistro=50']) {
      const body = (await (await callLegacy('GET', `/fornecedores?${query}`, token)).json()) as { itens: { ID_PESSOA: number }[] };
      expect(body.itens.every((row) => row.ID_PESSOA === 1000001), query).toBe(true);
    }
    const all = (await (await callLegacy('GET', '/fornecedores?tipo=F', token)).json()) as { itens: unknown[]; total: { value: number } };
    expect(all.itens).toEqual([{ ID_PESSOA: 1000001, NM_PESSOA: 'Móveis Serra Gaúcha Indústria Ltda', RET_EMAIL_PESSOA: 'comercial@moveisserragaucha.com.br' }]);
    expect(all.total).toEqual({ value: 1 });
  });

  it('GET /fornecedores as staff answers every supplier', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    const body = (await (await callLegacy('GET', '/fornecedores?tipo=F', token)).json()) as { total: { value: number } };
    expect(body.total.value).toBe(db.tables.pessoas.filter((row) => row.supplierType !== null).length);
  });
});

describe('mock server: one supplier (GET /fornecedores/{id})', () => {
  it('staff read any supplier; a supplier only itself', async () => {
    const staff = await tokenOf('0000002', 'comercial1');
    expect(await (await callLegacy('GET', '/fornecedores/3000001', staff)).json()).toMatchObject({
      status: true,
      itens: { ID_PESSOA: 3000001, NM_PESSOA: 'Grande Fornecedor Nacional S.A.' },
    });
    expect((await callLegacy('GET', '/fornecedores/9999999', staff)).status).toBe(404);
    const supplier = await tokenOf('1000001', 'moveis123');
    expect((await callLegacy('GET', '/fornecedores/1000001', supplier)).status).toBe(200);
    expect((await callLegacy('GET', '/fornecedores/3000001', supplier)).status).toBe(404);
  });
});

describe('mock server: fault switch', () => {
  const PERM = '/permissaoFuncionalidade/checkPermission';
  const KEY = `GET /api/legacy${PERM}`;

  it('status → that status with a failure body', async () => {
    const token = await tokenOf('0000001', 'master123');
    setFault(KEY, { status: 503 });
    const response = await callLegacy('GET', PERM, token);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: false, message: 'Erro interno do servidor.' });
  });

  it('tokenInvalid → HTTP 200 with Token inválido!', async () => {
    const token = await tokenOf('0000001', 'master123');
    setFault(KEY, { tokenInvalid: true });
    const response = await callLegacy('GET', PERM, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(TOKEN_INVALID);
  });

  it('status406 → 406', async () => {
    setFault(KEY, { status406: true });
    const response = await callLegacy('GET', PERM);
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({ status: false, message: 'Acesso não autorizado.' });
  });

  it('delayMs → answers normally, late', async () => {
    const token = await tokenOf('0000001', 'master123');
    setFault(KEY, { delayMs: 150 });
    const started = Date.now();
    const response = await callLegacy('GET', PERM, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, role: 'Master' });
  });

  it('body {} → HTTP 200 with {}', async () => {
    setFault(KEY, { body: {} });
    const response = await callLegacy('GET', PERM);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('times: 1 → fails once, then behaves again', async () => {
    const token = await tokenOf('0000001', 'master123');
    setFault(KEY, { status: 500, times: 1 });
    expect((await callLegacy('GET', PERM, token)).status).toBe(500);
    expect((await callLegacy('GET', PERM, token)).status).toBe(200);
  });

  it("'METHOD *' matches every path of that method", async () => {
    setFault('PUT *', { status: 500 });
    expect((await callLegacy('PUT', '/auth/esqueci', undefined, { codigo: '1000001' })).status).toBe(500);
    expect((await callLegacy('GET', '/auth/notoken')).status).toBe(200);
  });
});

describe('mockControl.reset', () => {
  it('drops sessions created since the seed, and clears faults', async () => {
    const token = await tokenOf('0000001', 'master123');
    expect((await callLegacy('GET', '/pessoa/token', token)).status).toBe(200);
    setFault('GET /api/legacy/auth/notoken', { status: 500 });
    await mockControl.reset();
    expect(db.tables.sessions).toEqual([]);
    expect((await callLegacy('GET', '/pessoa/token', token)).status).toBe(401);
    expect((await callLegacy('GET', '/auth/notoken')).status).toBe(200);
  });
});
