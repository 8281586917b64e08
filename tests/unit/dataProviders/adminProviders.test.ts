import { HttpResponse } from 'msw';
import { matchesSearch } from '../../../src/dataProviders/core/clientSearch';
import { gruposProvider } from '../../../src/dataProviders/grupos';
import { mergeFeatures, permissaoProvider } from '../../../src/dataProviders/permissao';
import { usuariosProvider, userChangeCall } from '../../../src/dataProviders/usuarios';
import { apiFailure } from '../../helpers/apiFailure';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';

beforeEach(() => stubSessionToken('tok-123'));
afterEach(() => vi.unstubAllGlobals());

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json', 'user-token': 'tok-123' };
const OK = { status: true, message: 'Alteração realizada!' };
const LIST = { pagination: { page: 1, perPage: 15 }, sort: { field: 'descricao', order: 'ASC' as const }, filter: {} };

describe('client search', () => {
  it('matches every word, in any value, without regard to accents or letter case', () => {
    expect(matchesSearch(['Compras - Acessórios e Utilidades', 12], 'acessorios COMPRAS')).toBe(true);
    expect(matchesSearch(['Compras - Móveis', 11], 'compras acessorios')).toBe(false);
    expect(matchesSearch(['Qualidade', 40], '40')).toBe(true);
    expect(matchesSearch(['Qualidade', null], '  ')).toBe(true);
    expect(matchesSearch(['Qualidade'], undefined)).toBe(true);
  });
});

describe('grupos provider', () => {
  it('GET /grupo once, then searches, sorts and pages in the browser', async () => {
    const seen = recordCalls('get', '/grupo', {
      status: true,
      itens: [
        { id: 11, descricao: 'Compras - Móveis' },
        { id: 40, descricao: 'Qualidade' },
        { id: 12, descricao: 'Compras - Acessórios' },
      ],
    });
    const result = await gruposProvider.getList('grupos', { ...LIST, filter: { q: 'compras' } });
    expect(target(seen[0])).toBe('/api/legacy/grupo');
    expect(result).toEqual({ data: [{ id: 12, descricao: 'Compras - Acessórios' }, { id: 11, descricao: 'Compras - Móveis' }], total: 2 });
  });

  it('POST /grupo and PUT /grupo/{id} send JSON { descricao } trimmed; DELETE /grupo/{id}', async () => {
    const created = recordCalls('post', '/grupo', { status: true, message: 'Grupo adicionado com sucesso!', itens: { id: 61, descricao: 'Marketing' } });
    expect((await gruposProvider.create('grupos', { data: { descricao: ' Marketing ', outro: 1 } })).data).toEqual({ id: 61, descricao: 'Marketing' });
    expect(headersOf(created[0])).toEqual(JSON_HEADERS);
    expect(await created[0].json()).toEqual({ descricao: 'Marketing' });

    const updated = recordCalls('put', '/grupo/:id', { status: true, message: 'Grupo editado com sucesso!' });
    await gruposProvider.update('grupos', { id: 40, data: { id: 40, descricao: 'Qualidade e Laudos' }, previousData: { id: 40, descricao: 'Qualidade' } });
    expect(target(updated[0])).toBe('/api/legacy/grupo/40');
    expect(await updated[0].json()).toEqual({ descricao: 'Qualidade e Laudos' });

    const removed = recordCalls('delete', '/grupo/:id', () => HttpResponse.json({ status: false, message: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' }, { status: 400 }));
    const error = await apiFailure(gruposProvider.delete('grupos', { id: 40, previousData: { id: 40 } }));
    expect(target(removed[0])).toBe('/api/legacy/grupo/40');
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' });
  });
});

describe('usuarios provider', () => {
  it('each field a row changes has its own call and body', () => {
    expect(userChangeCall('1000001', { blocked: 'S' })).toEqual({ method: 'PUT', path: '/pessoa/setAtivo', body: { codigo: '1000001', Valor: 'S' }, key: 'usuarios:1000001:ativo' });
    expect(userChangeCall('1000001', { accessTypeId: 'abc' })).toEqual({
      method: 'PUT',
      path: '/pessoa/updatePermissao',
      body: { codigo: '1000001', permissoes_id_md5: 'abc' },
      key: 'usuarios:1000001:permissao',
    });
    expect(userChangeCall('1000001', { rotationId: 0 })).toEqual({
      method: 'PUT',
      path: '/pessoa/updateRotacao',
      body: { codigo: '1000001', id_tipoRotacao: 0 },
      key: 'usuarios:1000001:rotacao',
    });
    expect(() => userChangeCall('1000001', { name: 'Outro' })).toThrow();
  });

  it('update sends that call and answers the row with the change; a refusal rejects with the server message', async () => {
    const seen = recordCalls('put', '/pessoa/setAtivo', OK);
    const previousData = { id: '1000001', personId: '1000001', name: 'Móveis', email: 'a@b.com', blocked: 'N', accessTypeId: 'x', rotationId: 0 };
    const { data } = await usuariosProvider.update('usuarios', { id: '1000001', data: { blocked: 'S' }, previousData });
    expect(target(seen[0])).toBe('/api/legacy/pessoa/setAtivo');
    expect(headersOf(seen[0])).toEqual(JSON_HEADERS);
    expect(await seen[0].json()).toEqual({ codigo: '1000001', Valor: 'S' });
    expect(data).toEqual({ ...previousData, blocked: 'S' });

    recordCalls('put', '/pessoa/updateRotacao', () => HttpResponse.json({ status: false, message: 'Tipo de rotação inválido!' }, { status: 400 }));
    const error = await apiFailure(usuariosProvider.update('usuarios', { id: '1000001', data: { rotationId: 2 }, previousData }));
    expect(error.message).toBe('Tipo de rotação inválido!');
  });

  it('GET /pessoa: rows by ID_PESSOA, searched by code, name and e-mail', async () => {
    recordCalls('get', '/pessoa', {
      status: true,
      itens: [
        { ID_PESSOA: '1000001', NM_PESSOA: 'Móveis Serra', RET_EMAIL_PESSOA: 'comercial@serra.com.br', IN_BLOQ: 'N', ID_MD5: 'x', ID_TIPO_ROTACAO: 0 },
        { ID_PESSOA: '0000003', NM_PESSOA: 'Juliana', RET_EMAIL_PESSOA: 'juliana@varejo.com.br', IN_BLOQ: 'N', ID_MD5: 'y', ID_TIPO_ROTACAO: 1 },
      ],
    });
    const found = await usuariosProvider.getList('usuarios', { ...LIST, sort: { field: 'personId', order: 'ASC' }, filter: { q: 'VAREJO' } });
    expect(found.data.map((row) => row.id)).toEqual(['0000003']);
    const all = await usuariosProvider.getList('usuarios', { ...LIST, sort: { field: 'personId', order: 'ASC' } });
    expect(all.data.map((row) => row.id)).toEqual(['0000003', '1000001']);
  });
});

describe('permissao provider', () => {
  it('mergeFeatures: the catalogue, on where the type says on, plus features only the type knows', () => {
    const catalogue = [
      { id_md5: 'a', descricao: 'logs' },
      { id_md5: 'b', descricao: 'qualidade' },
    ];
    const held = [
      { id_md5: 'b', descricao: 'qualidade', value: 'on' as const },
      { id_md5: 'a', descricao: 'logs', value: 'off' as const },
      { id_md5: 'c', descricao: 'nova', value: 'on' as const },
    ];
    expect(mergeFeatures(catalogue, held)).toEqual([
      { id_md5: 'a', descricao: 'logs', value: 'off' },
      { id_md5: 'b', descricao: 'qualidade', value: 'on' },
      { id_md5: 'c', descricao: 'nova', value: 'on' },
    ]);
  });

  it('features: GET /funcionalidade and GET /funcionalidade/getFuncionalidadesByPermissionID?permissao_id_md5=', async () => {
    const catalogue = recordCalls('get', '/funcionalidade', { status: true, itens: [{ id_md5: 'a', descricao: 'logs' }] });
    const held = recordCalls('get', '/funcionalidade/getFuncionalidadesByPermissionID', { status: true, itens: [{ id_md5: 'a', descricao: 'logs', value: 'on' }] });
    expect(await permissaoProvider.features('permissao', { id: 'tipo1' })).toEqual([{ id_md5: 'a', descricao: 'logs', value: 'on' }]);
    expect(target(catalogue[0])).toBe('/api/legacy/funcionalidade');
    expect(target(held[0])).toBe('/api/legacy/funcionalidade/getFuncionalidadesByPermissionID?permissao_id_md5=tipo1');
  });

  it('saveFeatures: one POST per feature turned on, one DELETE per feature turned off, no body', async () => {
    const added = recordCalls('post', '/permissaoFuncionalidade/:type/:feature', OK);
    const removed = recordCalls('delete', '/permissaoFuncionalidade/:type/:feature', OK);
    const changes = [
      { id_md5: 'f1', on: true },
      { id_md5: 'f2', on: false },
      { id_md5: 'f3', on: true },
    ];
    const result = await permissaoProvider.saveFeatures('permissao', { id: 'tipo1', changes });
    expect(result.error).toBeUndefined();
    expect([...result.saved].sort()).toEqual(['f1', 'f2', 'f3']);
    expect(added.map(target).sort()).toEqual(['/api/legacy/permissaoFuncionalidade/tipo1/f1', '/api/legacy/permissaoFuncionalidade/tipo1/f3']);
    expect(removed.map(target)).toEqual(['/api/legacy/permissaoFuncionalidade/tipo1/f2']);
    expect(await added[0].text()).toBe('');
  });

  it('saveFeatures: a refusal is reported with what was saved; changes not yet sent are not sent', async () => {
    const seen = recordCalls('post', '/permissaoFuncionalidade/:type/:feature', (request) =>
      request.url.endsWith('/f1') ? HttpResponse.json({ status: false, message: 'Funcionalidade não encontrada!' }, { status: 404 }) : HttpResponse.json(OK),
    );
    const changes = Array.from({ length: 10 }, (_, index) => ({ id_md5: `f${index}`, on: true }));
    const result = await permissaoProvider.saveFeatures('permissao', { id: 'tipo1', changes });
    expect(result.error).toMatchObject({ message: 'Funcionalidade não encontrada!' });
    expect(result.saved).not.toContain('f1');
    expect(result.saved.length).toBeLessThan(9);
    expect(seen.length).toBe(result.saved.length + 1);
  });

  it('POST /permissao and PUT /permissao/{id} send { descricao }; the record id is id_md5', async () => {
    const created = recordCalls('post', '/permissao', { status: true, message: 'ok', itens: { id_md5: 'n1', descricao: 'Auditoria', dt_criacao: '2026-03-10T10:00:00' } });
    expect((await permissaoProvider.create('permissao', { data: { descricao: ' Auditoria ' } })).data).toMatchObject({ id: 'n1', id_md5: 'n1' });
    expect(await created[0].json()).toEqual({ descricao: 'Auditoria' });
    const updated = recordCalls('put', '/permissao/:id', { status: true, message: 'ok' });
    await permissaoProvider.update('permissao', { id: 'n1', data: { descricao: 'Auditoria externa' }, previousData: { id: 'n1' } });
    expect(target(updated[0])).toBe('/api/legacy/permissao/n1');
    expect(await updated[0].json()).toEqual({ descricao: 'Auditoria externa' });
  });
});
