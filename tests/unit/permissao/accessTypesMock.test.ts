import { db } from '../../../mocks/db/db';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const NO_PERMISSION = { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' };
const CHANGED = { status: true, message: 'Alteração realizada!' };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const typeId = (descricao: string) => db.tables.accessTypes.find((type) => type.descricao === descricao)!.id_md5;
const featureId = (key: string) => db.tables.features.find((feature) => feature.descricao === key)!.id_md5;

async function permissionsOf(token: string): Promise<{ permissions: string[]; role: string }> {
  return (await (await callLegacy('GET', '/permissaoFuncionalidade/checkPermission', token)).json()) as { permissions: string[]; role: string };
}

describe('mock access types (manter-permissoes)', () => {
  it('GET /permissao lists id_md5, descricao and dt_criacao by description; GET /permissao/{id} one of them', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const list = await json(await callLegacy('GET', '/permissao', token));
    const types = list.body.itens as { id_md5: string; descricao: string; dt_criacao: string }[];
    expect(types.map((type) => type.descricao)).toEqual(['Admin - Comercial', 'Admin - sourcing', 'Fornecedor', 'Fornecedor - pendentes (tela antiga)', 'Master']);
    expect(Object.keys(types[0]).sort()).toEqual(['descricao', 'dt_criacao', 'id_md5']);
    expect(await json(await callLegacy('GET', `/permissao/${typeId('Master')}`, token))).toEqual({
      status: 200,
      body: { status: true, message: 'Sucesso', itens: { id_md5: typeId('Master'), descricao: 'Master', dt_criacao: types[4].dt_criacao } },
    });
    expect(await json(await callLegacy('GET', `/permissao/${'0'.repeat(32)}`, token))).toEqual({ status: 404, body: { status: false, message: 'Tipo de acesso não encontrado!' } });
  });

  it('POST /permissao creates a type without features whose role is its description; PUT renames it and keeps the role', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const created = await json(await callLegacy('POST', '/permissao', token, { descricao: '  Auditoria  ' }));
    const itens = created.body.itens as { id_md5: string; descricao: string; dt_criacao: string };
    expect(created.body).toMatchObject({ status: true, message: 'Tipo de acesso adicionado com sucesso!' });
    expect(itens.id_md5).toMatch(/^[0-9a-f]{32}$/);
    expect(itens.descricao).toBe('Auditoria');
    expect(itens.dt_criacao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(db.tables.accessTypes.at(-1)).toMatchObject({ descricao: 'Auditoria', role: 'Auditoria' });
    expect(db.tables.accessTypeFeatures.some((row) => row.accessTypeId === itens.id_md5)).toBe(false);

    const renamed = await json(await callLegacy('PUT', `/permissao/${typeId('Master')}`, token, { descricao: 'Master geral' }));
    expect(renamed.body).toMatchObject({ status: true, message: 'Tipo de acesso editado com sucesso!' });
    const master = await tokenOf('0000001', 'master123');
    expect((await permissionsOf(master)).role).toBe('Master');

    for (const descricao of ['', '  ']) {
      expect(await json(await callLegacy('POST', '/permissao', token, { descricao }))).toEqual({ status: 400, body: { status: false, message: 'Preencha o campo descrição!' } });
    }
    expect((await callLegacy('PUT', `/permissao/${typeId('Fornecedor')}`, token, { descricao: 'y'.repeat(101) })).status).toBe(400);
  });

  it('DELETE /permissao/{id} refuses a type users hold, and removes an unused type with its features', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    expect(await json(await callLegacy('DELETE', `/permissao/${typeId('Fornecedor')}`, token))).toEqual({
      status: 400,
      body: { status: false, message: 'Tipo de acesso vinculado a usuários! Altere o tipo de acesso desses usuários antes de excluí-lo.' },
    });
    const { body } = await json(await callLegacy('POST', '/permissao', token, { descricao: 'Temporário' }));
    const id = (body.itens as { id_md5: string }).id_md5;
    expect((await callLegacy('POST', `/permissaoFuncionalidade/${id}/${featureId('logs')}`, token)).status).toBe(200);
    expect(await json(await callLegacy('DELETE', `/permissao/${id}`, token))).toEqual({ status: 200, body: { status: true, message: 'Tipo de acesso removido com sucesso!' } });
    expect(db.tables.accessTypes.some((type) => type.id_md5 === id)).toBe(false);
    expect(db.tables.accessTypeFeatures.some((row) => row.accessTypeId === id)).toBe(false);
  });

  it("GET /funcionalidade is the catalogue; getFuncionalidadesByPermissionID marks each feature 'on' or 'off' for the type", async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const catalogue = (await json(await callLegacy('GET', '/funcionalidade', token))).body.itens as { id_md5: string; descricao: string }[];
    expect(catalogue).toHaveLength(db.tables.features.length);
    expect(catalogue[0]).toEqual({ id_md5: featureId(catalogue[0].descricao), descricao: catalogue[0].descricao });
    const held = await json(await callLegacy('GET', `/funcionalidade/getFuncionalidadesByPermissionID?permissao_id_md5=${typeId('Admin - sourcing')}`, token));
    const rows = held.body.itens as { descricao: string; value: string }[];
    expect(rows).toHaveLength(catalogue.length);
    expect(rows.find((row) => row.descricao === 'logs')?.value).toBe('on');
    expect(rows.find((row) => row.descricao === 'manter-grupos')?.value).toBe('off');
    expect((await callLegacy('GET', '/funcionalidade/getFuncionalidadesByPermissionID', token)).status).toBe(404);
  });

  it('POST and DELETE /permissaoFuncionalidade/{type}/{feature} change what the permission check answers', async () => {
    const admin = await tokenOf('0000001', 'master123');
    const sourcing = await tokenOf('0000003', 'sourcing1');
    const type = typeId('Admin - sourcing');
    expect(await json(await callLegacy('DELETE', `/permissaoFuncionalidade/${type}/${featureId('logs')}`, admin))).toEqual({ status: 200, body: CHANGED });
    expect(await json(await callLegacy('POST', `/permissaoFuncionalidade/${type}/${featureId('manter-grupos')}`, admin))).toEqual({ status: 200, body: CHANGED });
    expect(await json(await callLegacy('POST', `/permissaoFuncionalidade/${type}/${featureId('manter-grupos')}`, admin))).toEqual({ status: 200, body: CHANGED });
    const check = await permissionsOf(sourcing);
    expect(check.permissions).not.toContain('logs');
    expect(check.permissions.filter((key) => key === 'manter-grupos')).toEqual(['manter-grupos']);
    expect((await callLegacy('GET', '/log', sourcing)).status).toBe(403);
    expect(await json(await callLegacy('POST', `/permissaoFuncionalidade/${type}/${'0'.repeat(32)}`, admin))).toEqual({ status: 404, body: { status: false, message: 'Funcionalidade não encontrada!' } });
    expect((await callLegacy('DELETE', `/permissaoFuncionalidade/${'0'.repeat(32)}/${featureId('logs')}`, admin)).status).toBe(404);
  });

  it('user by token answers the access type of the session user', async () => {
    const token = await tokenOf('0000003', 'sourcing1');
    const { body } = await json(await callLegacy('GET', '/pessoa/token', token));
    expect(body.itens).toMatchObject({ codigo: '0000003', permissao_id_md5: typeId('Admin - sourcing') });
  });

  it('writes and the feature reads need manter-permissoes; GET /permissao also serves lista-de-usuarios', async () => {
    const comercial = await tokenOf('0000002', 'comercial1');
    const type = typeId('Fornecedor');
    for (const [method, path, body] of [
      ['GET', '/permissao'],
      ['GET', `/permissao/${type}`],
      ['POST', '/permissao', { descricao: 'Outro' }],
      ['PUT', `/permissao/${type}`, { descricao: 'Outro' }],
      ['DELETE', `/permissao/${type}`],
      ['GET', '/funcionalidade'],
      ['GET', `/funcionalidade/getFuncionalidadesByPermissionID?permissao_id_md5=${type}`],
      ['POST', `/permissaoFuncionalidade/${type}/${featureId('logs')}`],
      ['DELETE', `/permissaoFuncionalidade/${type}/${featureId('qualidade')}`],
    ] as const) {
      expect(await json(await callLegacy(method, path, comercial, body)), `${method} ${path}`).toEqual({ status: 403, body: NO_PERMISSION });
    }
    const usersOnly = typeId('Admin - sourcing');
    const manter = featureId('manter-permissoes');
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => !(row.accessTypeId === usersOnly && row.featureId === manter));
    const sourcing = await tokenOf('0000003', 'sourcing1');
    expect((await callLegacy('GET', '/permissao', sourcing)).status).toBe(200);
    expect((await callLegacy('GET', `/permissao/${type}`, sourcing)).status).toBe(403);
  });
});
