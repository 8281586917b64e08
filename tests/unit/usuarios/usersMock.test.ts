import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { pessoaHandlers } from '../../../mocks/pessoa/handlers';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const NO_PERMISSION = { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' };
const BLOCKED = { status: false, message: 'Usuário bloqueado! Entre em contato com o seu analista de compras.' };
const CHANGED = { status: true, message: 'Alteração realizada!' };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const person = (codigo: string) => db.tables.pessoas.find((row) => row.codigo === codigo)!;
const typeId = (descricao: string) => db.tables.accessTypes.find((type) => type.descricao === descricao)!.id_md5;
const login = (codigo: string, senha: string) => callLegacy('POST', '/auth', undefined, { codigo, senha });

describe('mock users (lista-de-usuarios)', () => {
  it('GET /pessoa lists every user with a login, by code, in the spec shape plus the rotation', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const { status, body } = await json(await callLegacy('GET', '/pessoa', token));
    expect(status).toBe(200);
    const users = body.itens as Record<string, unknown>[];
    expect(users.map((user) => user.ID_PESSOA)).toEqual(['0000001', '0000002', '0000003', '1000001', '1000002', '1000003', '2000001']);
    expect(users[3]).toEqual({
      ID_PESSOA: '1000001',
      NM_PESSOA: 'Móveis Serra Gaúcha Indústria Ltda',
      RET_EMAIL_PESSOA: 'comercial@moveisserragaucha.com.br',
      IN_BLOQ: 'N',
      ID_MD5: typeId('Fornecedor'),
      ID_TIPO_ROTACAO: 0,
    });
    expect(users[4].IN_BLOQ).toBe('S');
  });

  it('GET /pessoa filters on the server: ativo=S the active users, ativo=N the blocked ones, permissao_id_md5 one access type', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const codes = async (query: string) => ((await json(await callLegacy('GET', `/pessoa?${query}`, token))).body.itens as { ID_PESSOA: string }[]).map((user) => user.ID_PESSOA);
    expect(await codes('ativo=N')).toEqual(['1000002']);
    expect(await codes('ativo=S')).toEqual(['0000001', '0000002', '0000003', '1000001', '1000003', '2000001']);
    const supplier = typeId('Fornecedor');
    expect(await codes(`permissao_id_md5=${supplier}`)).toEqual(db.tables.pessoas.filter((row) => row.senha !== null && row.accessTypeId === supplier).map((row) => row.codigo).sort());
    expect(await codes(`permissao_id_md5=${supplier}`)).toContain('1000001');
    expect(await codes(`ativo=N&permissao_id_md5=${typeId('Master')}`)).toEqual([]);
    expect(await json(await callLegacy('GET', '/pessoa?ativo=X', token))).toEqual({ status: 400, body: { status: false, message: 'Valor inválido!' } });
  });

  it('a user blocked with PUT /pessoa/setAtivo cannot log in, and its open session ends; released, it logs in again', async () => {
    const staff = await tokenOf('0000003', 'sourcing1');
    const supplier = await tokenOf('1000001', 'moveis123');
    expect((await callLegacy('GET', '/pessoa/token', supplier)).status).toBe(200);

    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '1000001', Valor: 'S' }))).toEqual({ status: 200, body: CHANGED });
    expect(person('1000001').bloqueado).toBe(true);
    expect(await json(await login('1000001', 'moveis123'))).toEqual({ status: 403, body: BLOCKED });
    expect(await json(await callLegacy('GET', '/pessoa/token', supplier))).toEqual({ status: 401, body: { status: false, message: 'Token inválido!' } });

    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '1000001', Valor: 'N' }))).toEqual({ status: 200, body: CHANGED });
    expect((await login('1000001', 'moveis123')).status).toBe(200);
    // The session opened before the block stays ended.
    expect((await callLegacy('GET', '/pessoa/token', supplier)).status).toBe(401);
  });

  it('setAtivo refuses blocking oneself, a Valor other than S or N, and an unknown user', async () => {
    const staff = await tokenOf('0000003', 'sourcing1');
    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '0000003', Valor: 'S' }))).toEqual({
      status: 400,
      body: { status: false, message: 'Não é possível bloquear o próprio usuário!' },
    });
    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '1000001', Valor: true }))).toEqual({ status: 400, body: { status: false, message: 'Valor inválido!' } });
    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '3000001', Valor: 'S' }))).toEqual({ status: 404, body: { status: false, message: 'Usuário não encontrado!' } });
    expect(person('0000003').bloqueado).toBe(false);
    expect(person('3000001').bloqueado).toBe(false);
  });

  it('PUT /pessoa/updatePermissao changes what the permission check answers for the user', async () => {
    const staff = await tokenOf('0000003', 'sourcing1');
    const supplier = await tokenOf('1000001', 'moveis123');
    expect(await json(await callLegacy('PUT', '/pessoa/updatePermissao', staff, { codigo: '1000001', permissoes_id_md5: typeId('Admin - sourcing') }))).toEqual({ status: 200, body: CHANGED });
    const check = (await (await callLegacy('GET', '/permissaoFuncionalidade/checkPermission', supplier)).json()) as { permissions: string[]; role: string };
    expect(check.role).toBe('Admin - sourcing');
    expect(check.permissions).toContain('logs');
    expect(await json(await callLegacy('PUT', '/pessoa/updatePermissao', staff, { codigo: '1000001', permissoes_id_md5: 'f'.repeat(32) }))).toEqual({
      status: 400,
      body: { status: false, message: 'Tipo de acesso não encontrado!' },
    });
    expect(person('1000001').accessTypeId).toBe(typeId('Admin - sourcing'));
  });

  it('PUT /pessoa/updateRotacao takes rotation 0, 1 or 2 only', async () => {
    const staff = await tokenOf('0000003', 'sourcing1');
    expect(await json(await callLegacy('PUT', '/pessoa/updateRotacao', staff, { codigo: '1000001', id_tipoRotacao: 2 }))).toEqual({ status: 200, body: CHANGED });
    expect(person('1000001').rotacao).toBe(2);
    for (const id_tipoRotacao of [3, '1', null]) {
      expect(await json(await callLegacy('PUT', '/pessoa/updateRotacao', staff, { codigo: '1000001', id_tipoRotacao }))).toEqual({
        status: 400,
        body: { status: false, message: 'Tipo de rotação inválido!' },
      });
    }
    expect(person('1000001').rotacao).toBe(2);
  });

  it('every call needs lista-de-usuarios', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    for (const [method, path, body] of [
      ['GET', '/pessoa'],
      ['PUT', '/pessoa/setAtivo', { codigo: '1000001', Valor: 'S' }],
      ['PUT', '/pessoa/updatePermissao', { codigo: '1000001', permissoes_id_md5: typeId('Master') }],
      ['PUT', '/pessoa/updateRotacao', { codigo: '1000001', id_tipoRotacao: 1 }],
    ] as const) {
      expect(await json(await callLegacy(method, path, token, body)), `${method} ${path}`).toEqual({ status: 403, body: NO_PERMISSION });
    }
    expect(person('1000001')).toMatchObject({ bloqueado: false, accessTypeId: typeId('Fornecedor'), rotacao: 0 });
  });

  it("reaches its handlers whatever the order: the profile's PUT /pessoa/{codigo} leaves non-numeric codes alone", async () => {
    server.use(...pessoaHandlers); // the profile's handlers now answer first
    const staff = await tokenOf('0000003', 'sourcing1');
    expect(await json(await callLegacy('PUT', '/pessoa/setAtivo', staff, { codigo: '1000001', Valor: 'S' }))).toEqual({ status: 200, body: CHANGED });
    expect(person('1000001').bloqueado).toBe(true);
    const own = await json(await callLegacy('PUT', '/pessoa/0000003', staff, { codigo: '0000003', nome: 'Juliana Ramos', senha: 'sourcing2' }));
    expect(own).toEqual({ status: 200, body: { status: true, message: 'Dados editados com sucesso!' } });
  });
});
