import { HttpResponse } from 'msw';
import { legacyResource } from '../../../src/dataProviders/core/legacyResource';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';
import { apiFailure } from '../../helpers/apiFailure';

beforeEach(() => stubSessionToken('tok-123'));
afterEach(() => vi.unstubAllGlobals());

const MISSING = 'Campos necessários, não foram retornados pelo servidor!';
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json', 'user-token': 'tok-123' };

interface Grupo {
  ID_GRUPO: number;
  DS_GRUPO: string;
}

const grupos = (options: Partial<Parameters<typeof legacyResource<Grupo>>[0]> = {}) =>
  legacyResource<Grupo>({ path: '/grupo', id: (row) => row.ID_GRUPO, ...options });

describe('create', () => {
  it('POSTs toBody as JSON to the collection and returns the record the server sent in itens', async () => {
    const seen = recordCalls('post', '/grupo', { status: true, message: 'Grupo adicionado!', itens: { ID_GRUPO: 9, DS_GRUPO: 'Novo' } });
    const provider = grupos({ toBody: (data, mode) => ({ descricao: data.DS_GRUPO, modo: mode }) });
    const { data } = await provider.create('grupos', { data: { DS_GRUPO: 'Novo' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(target(seen[0])).toBe('/api/legacy/grupo');
    expect(headersOf(seen[0])).toEqual(JSON_HEADERS);
    expect(await seen[0].json()).toEqual({ descricao: 'Novo', modo: 'create' });
    expect(data).toEqual({ ID_GRUPO: 9, DS_GRUPO: 'Novo', id: 9 });
  });

  it('without a record in the answer: the sent data under the id from itens, idFromResponse or the form', async () => {
    recordCalls('post', '/grupo', { status: true, message: 'ok', itens: 42 });
    expect((await grupos().create('grupos', { data: { DS_GRUPO: 'A' } })).data).toEqual({ DS_GRUPO: 'A', id: 42 });

    recordCalls('post', '/grupo', { status: 1, message: 'Grupo 77 criado' });
    const fromMessage = grupos({ idFromResponse: ({ message }) => Number(/\d+/.exec(message)?.[0]) });
    expect((await fromMessage.create('grupos', { data: { DS_GRUPO: 'B' } })).data).toEqual({ DS_GRUPO: 'B', id: 77 });

    recordCalls('post', '/grupo', { status: 'OK', message: 'Salvo' });
    expect((await grupos().create('grupos', { data: { id: 'abc', DS_GRUPO: 'C' } })).data).toEqual({ id: 'abc', DS_GRUPO: 'C' });
  });

  it('sends FormData from toBody as multipart to createPath, with the caller’s field names', async () => {
    const seen = recordCalls('post', '/contato');
    const provider = grupos({
      path: '/contatos',
      createPath: '/contato',
      toBody: (data) => {
        const form = new FormData();
        form.append('Titulo', String(data.titulo));
        form.append('Doc', data.arquivo as File);
        return form;
      },
    });
    const file = new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' });
    const { data } = await provider.create('contatos', { data: { titulo: 'Manual', arquivo: file, id: 3 } });
    expect(target(seen[0])).toBe('/api/legacy/contato');
    const headers = headersOf(seen[0]);
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect({ ...headers, 'content-type': 'multipart' }).toEqual({ ...JSON_HEADERS, 'content-type': 'multipart' });
    const form = await seen[0].formData();
    expect([...form.keys()]).toEqual(['Titulo', 'Doc']);
    expect(form.get('Titulo')).toBe('Manual');
    const sent = form.get('Doc') as File;
    expect(sent.name).toBe('manual.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
    expect(data).toMatchObject({ titulo: 'Manual', id: 3 });
  });
});

describe('update', () => {
  it('PUTs to path/{id} by default and returns the sent data under the id', async () => {
    const seen = recordCalls('put', '/grupo/:id');
    const data = { id: 7, ID_GRUPO: 7, DS_GRUPO: 'Editado' };
    const result = await grupos({ toBody: (values, mode) => ({ descricao: values.DS_GRUPO, mode }) }).update('grupos', {
      id: 7,
      data,
      previousData: { id: 7, ID_GRUPO: 7, DS_GRUPO: 'Antes' },
    });
    expect(seen[0].method).toBe('PUT');
    expect(target(seen[0])).toBe('/api/legacy/grupo/7');
    expect(headersOf(seen[0])).toEqual(JSON_HEADERS);
    expect(await seen[0].json()).toEqual({ descricao: 'Editado', mode: 'update' });
    expect(result.data).toEqual(data);
  });

  it('uses updatePath, encodes the id, and prefers the record the server sent', async () => {
    const seen = recordCalls('put', '/grupos/editar/:id', { status: true, itens: [{ ID_GRUPO: 8, DS_GRUPO: 'Do servidor' }] });
    const provider = grupos({ updatePath: (id) => `/grupos/editar/${encodeURIComponent(String(id))}` });
    const result = await provider.update('grupos', { id: 'a b', data: { DS_GRUPO: 'Enviado' }, previousData: { id: 'a b' } });
    expect(target(seen[0])).toBe('/api/legacy/grupos/editar/a%20b');
    expect(await seen[0].json()).toEqual({ DS_GRUPO: 'Enviado' });
    expect(result.data).toEqual({ ID_GRUPO: 8, DS_GRUPO: 'Do servidor', id: 8 });
  });
});

describe('delete', () => {
  it('DELETEs path/{id} without a body and returns the previous record', async () => {
    const seen = recordCalls('delete', '/grupo/:id', { status: true, message: 'Removido' });
    const previousData = { id: 7, ID_GRUPO: 7, DS_GRUPO: 'Velho' };
    const { data } = await grupos().delete('grupos', { id: 7, previousData });
    expect(seen[0].method).toBe('DELETE');
    expect(target(seen[0])).toBe('/api/legacy/grupo/7');
    expect(headersOf(seen[0])).toEqual({ accept: 'application/json', 'user-token': 'tok-123' });
    expect(await seen[0].text()).toBe('');
    expect(data).toEqual(previousData);
  });

  it('uses deletePath (DELETE /{route}/{id})', async () => {
    const seen = recordCalls('delete', '/permissao/:id');
    const { data } = await grupos({ deletePath: (id) => `/permissao/${String(id)}` }).delete('grupos', { id: 'md5x' });
    expect(target(seen[0])).toBe('/api/legacy/permissao/md5x');
    expect(data).toEqual({ id: 'md5x' });
  });
});

describe('deleteMany / updateMany', () => {
  it('one DELETE per id, in order; the first refusal stops the rest', async () => {
    const seen = recordCalls('delete', '/grupo/:id', (request) =>
      request.url.endsWith('/2')
        ? HttpResponse.json({ status: false, message: 'Grupo vinculado a outro registro.' })
        : HttpResponse.json({ status: true, message: 'Removido' }),
    );
    expect(await grupos().deleteMany('grupos', { ids: [1, 3] })).toEqual({ data: [1, 3] });
    expect(seen.map(target)).toEqual(['/api/legacy/grupo/1', '/api/legacy/grupo/3']);
    const error = await apiFailure(grupos().deleteMany('grupos', { ids: [1, 2, 3] }));
    expect(error.message).toBe('Grupo vinculado a outro registro.');
    expect(seen.map(target).slice(2)).toEqual(['/api/legacy/grupo/1', '/api/legacy/grupo/2']);
  });

  it('one bulk call when deleteManyCall / updateManyCall give it', async () => {
    const deletes = recordCalls('post', '/grupo/excluir');
    const updates = recordCalls('put', '/grupo/ativar');
    const provider = grupos({
      deleteManyCall: (ids) => ({ method: 'POST', path: '/grupo/excluir', body: { ids } }),
      updateManyCall: (ids, data) => ({ method: 'PUT', path: '/grupo/ativar', query: { ids: ids.join(',') }, body: data }),
    });
    expect(await provider.deleteMany('grupos', { ids: [4, 5] })).toEqual({ data: [4, 5] });
    expect(await provider.updateMany('grupos', { ids: [4, 5], data: { ativo: 'S' } })).toEqual({ data: [4, 5] });
    expect(target(deletes[0])).toBe('/api/legacy/grupo/excluir');
    expect(await deletes[0].json()).toEqual({ ids: [4, 5] });
    expect(target(updates[0])).toBe('/api/legacy/grupo/ativar?ids=4%2C5');
    expect(await updates[0].json()).toEqual({ ativo: 'S' });
  });

  it('updateMany without a bulk call PUTs each id with the same body', async () => {
    const seen = recordCalls('put', '/grupo/:id');
    await grupos({ toBody: (data) => ({ in_ativar: data.ativo }) }).updateMany('grupos', { ids: [1, 2], data: { ativo: 'N' } });
    expect(seen.map(target)).toEqual(['/api/legacy/grupo/1', '/api/legacy/grupo/2']);
    expect(await Promise.all(seen.map((request) => request.json()))).toEqual([{ in_ativar: 'N' }, { in_ativar: 'N' }]);
  });
});

describe('write failures', () => {
  const create = () => grupos().create('grupos', { data: { DS_GRUPO: 'X' } });

  it.each([
    ['an empty object', {}],
    ['an envelope without status', { message: 'feito', itens: { ID_GRUPO: 1 } }],
    ['an unknown status without a message', { status: 'talvez' }],
  ])('a 200 with %s is an unexpected reply', async (_label, body) => {
    recordCalls('post', '/grupo', body);
    const error = await apiFailure(create());
    expect(error.kind).toBe('shape');
    expect(error.message).toBe(MISSING);
  });

  it('a 200 with an array or no body at all is an unexpected reply', async () => {
    recordCalls('post', '/grupo', [{ status: true }]);
    expect((await apiFailure(create())).message).toBe(MISSING);
    recordCalls('post', '/grupo', () => new HttpResponse(null, { status: 200 }));
    expect((await apiFailure(create())).message).toBe(MISSING);
  });

  it("status false or 0 rejects with the server's message, else 'Erro ao enviar dados!'", async () => {
    recordCalls('post', '/grupo', { status: false, message: 'Grupo já cadastrado!' });
    expect((await apiFailure(create())).message).toBe('Grupo já cadastrado!');
    recordCalls('post', '/grupo', { status: 0 });
    const error = await apiFailure(create());
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Erro ao enviar dados!');
  });

  it("an HTTP error: the server's 4xx message, the catalogue text for a 5xx", async () => {
    recordCalls('post', '/grupo', () => HttpResponse.json({ status: false, message: 'Descrição obrigatória' }, { status: 400 }));
    const refused = await apiFailure(create());
    expect([refused.status, refused.message]).toEqual([400, 'Descrição obrigatória']);
    recordCalls('post', '/grupo', () => HttpResponse.json({ status: false, message: 'ORA-00001' }, { status: 500 }));
    const broken = await apiFailure(create());
    expect([broken.status, broken.message]).toEqual([500, 'Erro ao enviar dados!']);
  });
});
