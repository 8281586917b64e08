// @vitest-environment jsdom
import { login } from '../../../src/authProvider';
import { comunicadosProvider } from '../../../src/dataProviders/comunicados';
import { contatosProvider } from '../../../src/dataProviders/contatos';
import { communicationFormData, communicationListQuery, type CommunicationSave } from '../../../src/dataProviders/communication';
import { getToken } from '../../../src/session/cookies';
import { headersOf, recordCalls, target } from '../../unit/dataProviders/recordCalls';
import { pdfFile } from './communicationFixtures';

const base: CommunicationSave = { titulo: ' Novo prazo ', descricao: 'Texto ', url: '', file: null, keptPath: '' };
const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);

describe('announcement and contact providers', () => {
  beforeEach(() => login({ codigo: '0000001', senha: 'master123' }));

  it('multipart body with the spec field names (announcement): dates dd/MM/yyyy, Fl_all, Fornecedores with id_cfg 0', () => {
    const form = communicationFormData(
      { ...base, url: 'https://x.com.br/', lancamento: new Date(2026, 2, 10), termino: new Date(2026, 3, 1), flAll: false, fornecedores: [{ id_pessoa: 1000001, email: 'a@b.com' }] },
      'announcement',
    );
    expect(entries(form)).toEqual([
      ['Titulo', 'Novo prazo'],
      ['Descricao', 'Texto'],
      ['Lancamento', '10/03/2026'],
      ['Termino', '01/04/2026'],
      ['Fl_all', 'false'],
      ['Fornecedores', '[{"id_pessoa":1000001,"id_cfg":0,"email":"a@b.com"}]'],
      ['Diretorio', 'https://x.com.br/'],
    ]);
  });

  it('for everyone no supplier is sent; a new file goes as Doc with an empty Diretorio; a kept path goes as Diretorio', () => {
    const all = communicationFormData({ ...base, flAll: true, fornecedores: [{ id_pessoa: 1, email: 'x@y.com' }], lancamento: new Date(2026, 0, 1), termino: new Date(2026, 0, 2) }, 'announcement');
    expect(all.get('Fl_all')).toBe('true');
    expect(all.get('Fornecedores')).toBe('[]');
    const withFile = communicationFormData({ ...base, file: pdfFile('novo.pdf'), keptPath: 'comunicados;@Assets/comunicados/antigo.pdf', grupo: 20 }, 'contact');
    expect(entries(withFile)).toEqual([['Titulo', 'Novo prazo'], ['Descricao', 'Texto'], ['Grupo', '20'], ['Doc', 'file:novo.pdf'], ['Diretorio', '']]);
    const kept = communicationFormData({ ...base, keptPath: 'contatos;@Assets/contatos/manual.pdf', grupo: 0 }, 'contact');
    expect(kept.get('Diretorio')).toBe('contatos;@Assets/contatos/manual.pdf');
    expect(kept.get('Grupo')).toBe('0');
  });

  it('list query: q, anexo, vigencia, grupo (blank ones left out)', () => {
    expect(communicationListQuery({ q: '  prazo ', anexo: 'file', vigencia: 'past', grupo: 0 })).toEqual({ q: 'prazo', anexo: 'file', vigencia: 'past', grupo: '0' });
    expect(communicationListQuery({ q: ' ', grupo: '' })).toEqual({ q: undefined, anexo: undefined, vigencia: undefined, grupo: undefined });
  });

  it('GET /comunicadoTable for the list (client paging and sort), GET /comunicado/{id} for one', async () => {
    const list = recordCalls('get', '/comunicadoTable', {
      status: true,
      itens: [
        { id: 1, titulo: 'B', descricao: '', diretorio: '', lancamento: '2026-03-01T00:00:00', termino: '2026-03-02T23:59:59', fl_autentificado: true, fl_all: true },
        { id: 2, titulo: 'A', descricao: '', diretorio: '', lancamento: '2026-03-05T00:00:00', termino: '2026-03-06T23:59:59', fl_autentificado: true, fl_all: true },
      ],
    });
    const result = await comunicadosProvider.getList('comunicados', { pagination: { page: 1, perPage: 15 }, sort: { field: 'lancamento', order: 'DESC' }, filter: { q: 'x', vigencia: 'current' } });
    expect(target(list[0])).toBe('/api/legacy/comunicadoTable?q=x&vigencia=current');
    expect(headersOf(list[0])['user-token']).toBe(getToken());
    expect(result.data.map((row) => row.id)).toEqual([2, 1]);
    expect(result.total).toBe(2);
    const one = recordCalls('get', '/comunicado/:id', { status: true, itens: { id: 7, titulo: 'X' } });
    expect((await comunicadosProvider.getOne('comunicados', { id: 7 })).data).toEqual({ id: 7, titulo: 'X' });
    expect(target(one[0])).toBe('/api/legacy/comunicado/7');
  });

  it('POST /comunicado and PUT /comunicado/{id} multipart; DELETE /comunicado/{id}; DELETE /contato/{id}', async () => {
    const posted = recordCalls('post', '/comunicado', { status: true, message: 'ok', itens: { id: 120, titulo: 'Novo prazo' } });
    const created = await comunicadosProvider.create('comunicados', { data: { ...base, lancamento: new Date(2026, 2, 10), termino: new Date(2026, 2, 11), flAll: true } });
    expect(created.data).toEqual({ id: 120, titulo: 'Novo prazo' });
    expect(posted[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await posted[0].formData()).get('Lancamento')).toBe('10/03/2026');

    const put = recordCalls('put', '/contato/:id', { status: true, message: 'ok' });
    await contatosProvider.update('contatos', { id: 201, data: { ...base, grupo: 20 }, previousData: { id: 201 } });
    expect(target(put[0])).toBe('/api/legacy/contato/201');
    expect((await put[0].formData()).get('Grupo')).toBe('20');

    const removedAnnouncement = recordCalls('delete', '/comunicado/:id');
    await comunicadosProvider.delete('comunicados', { id: 120, previousData: { id: 120 } });
    expect(target(removedAnnouncement[0])).toBe('/api/legacy/comunicado/120');
    const removedContact = recordCalls('delete', '/contato/:id');
    await contatosProvider.delete('contatos', { id: 201, previousData: { id: 201 } });
    expect(target(removedContact[0])).toBe('/api/legacy/contato/201');
  });

  it('a write answered without the success flag fails', async () => {
    recordCalls('post', '/contato', { status: false, message: 'Grupo não encontrado!' });
    await expect(contatosProvider.create('contatos', { data: { ...base, grupo: 99 } })).rejects.toThrow('Grupo não encontrado!');
  });

  it('visibility, suppliers, groups, stored file and the notification e-mail', async () => {
    const visibility = recordCalls('get', '/comunicado/:id/fornecedores', { status: true, itens: [{ ID_PESSOA: 1, NM_PESSOA: 'A', RET_EMAIL_PESSOA: 'a@a.com', VISIVEL: 'false' }] });
    expect(await comunicadosProvider.visibility('comunicados', { id: 101 })).toHaveLength(1);
    expect(target(visibility[0])).toBe('/api/legacy/comunicado/101/fornecedores?tipo=F');

    const suppliers = recordCalls('get', '/fornecedores', { status: true, itens: [] });
    await comunicadosProvider.suppliers('comunicados', { tipo: 'M' });
    expect(target(suppliers[0])).toBe('/api/legacy/fornecedores?tipo=M');

    const groups = recordCalls('get', '/grupo', { status: true, itens: [{ id: 0, descricao: 'Equipe' }] });
    expect(await contatosProvider.groups('contatos')).toEqual([{ id: 0, descricao: 'Equipe' }]);
    expect(target(groups[0])).toBe('/api/legacy/grupo');

    const file = await comunicadosProvider.file('comunicados', { id: 103 });
    expect(file.fileName).toBe('manual-do-fornecedor-2026.pdf');

    const email = recordCalls('post', '/email/supplier', { message: 'E-mail enviado com sucesso!' }, 'orders');
    await comunicadosProvider.notifySuppliers('comunicados', { title: 'T', content: 'C', recipientEmailList: ['a@b.com'] });
    expect(target(email[0])).toBe('/api/sourcing/email/supplier');
    expect(await email[0].json()).toEqual({ title: 'T', content: 'C', recipientEmailList: ['a@b.com'] });
    expect(headersOf(email[0])).toMatchObject({ 'x-api-key': expect.any(String), authorization: expect.stringMatching(/^Bearer /) });
  });
});
