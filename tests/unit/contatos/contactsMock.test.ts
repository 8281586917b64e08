import { db } from '../../../mocks/db/db';
import type { ContactGroup, ContactRow } from '../../../src/dataProviders/contatos/wire';
import { tokenOf } from '../../helpers/mockApi';
import { call, fakePdf, pdfFile, pdfJustUnder7Mb, pdfOf7Mb, sendForm } from '../comunicados/communicationFixtures';

type Envelope<T> = { status: boolean; message: string; itens: T };
const valid = { Titulo: 'Central de devoluções', Descricao: 'Retiradas e notas de devolução.', Grupo: '20', Diretorio: '' };

describe('contacts mock', () => {
  let master: string;
  beforeEach(async () => {
    master = await tokenOf('0000001', 'master123');
  });

  it("GET /contatoTable: every contact with its group's description, '?' when the group is gone; search and filters", async () => {
    const rows = (await call<Envelope<ContactRow[]>>('GET', 'legacy', '/contatoTable', master)).body.itens;
    expect(rows).toHaveLength(db.tables.contacts.length);
    expect(rows.find((row) => row.titulo === 'Ouvidoria')!.DS_GRUPO).toBe('?');
    expect(rows.find((row) => row.titulo === 'Suporte ao portal')!.DS_GRUPO).toBe('Equipe Portal do Fornecedor');
    const byGroup = (await call<Envelope<ContactRow[]>>('GET', 'legacy', '/contatoTable?grupo=30', master)).body.itens;
    expect(byGroup.map((row) => row.titulo)).toEqual(['Conciliação de notas fiscais', 'Contas a pagar']);
    const files = (await call<Envelope<ContactRow[]>>('GET', 'legacy', '/contatoTable?anexo=file', master)).body.itens;
    expect(files.every((row) => row.diretorio.includes(';@Assets/'))).toBe(true);
    const found = (await call<Envelope<ContactRow[]>>('GET', 'legacy', '/contatoTable?q=CONCILIACAO', master)).body.itens;
    expect(found.map((row) => row.titulo)).toEqual(['Conciliação de notas fiscais']);
  });

  it('a supplier reads contacts and their files but may not write', async () => {
    const moveis = await tokenOf('1000001', 'moveis123');
    expect((await call('GET', 'legacy', '/contatoTable', moveis)).status).toBe(200);
    const stored = db.tables.contacts.find((row) => row.diretorio.includes(';@Assets/'))!;
    const file = await call('GET', 'legacy', `/contato/arquivo/${stored.id}`, moveis);
    expect(file.response.headers.get('Content-Type')).toBe('application/pdf');
    expect((await sendForm('POST', '/contato', moveis, valid)).status).toBe(403);
    expect((await call('DELETE', 'legacy', '/contato/201', moveis)).status).toBe(403);
    expect((await call('GET', 'legacy', '/grupo', moveis)).status).toBe(403);
  });

  it('GET /grupo lists the groups for whoever maintains contacts or groups', async () => {
    const groups = (await call<Envelope<ContactGroup[]>>('GET', 'legacy', '/grupo', master)).body.itens;
    expect(groups).toHaveLength(db.tables.contactGroups.length);
    expect(groups.map((group) => group.descricao)).toEqual([...groups.map((group) => group.descricao)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('POST /contato: the group must exist; file and URL rules as the form', async () => {
    expect((await sendForm('POST', '/contato', master, { ...valid, Grupo: '' })).body.message).toBe('Preencha o campo grupo!');
    expect((await sendForm('POST', '/contato', master, { ...valid, Grupo: '99' })).body.message).toBe('Grupo não encontrado!');
    expect((await sendForm('POST', '/contato', master, { ...valid, Diretorio: 'javascript:alert(1)' })).body.message).toBe('Rota não é uma url válida!');
    expect((await sendForm('POST', '/contato', master, { ...valid, Doc: fakePdf() })).body.message).toBe('Apenas arquivos pdf são aceitos!');
    const created = await sendForm('POST', '/contato', master, { ...valid, Doc: pdfFile('devolucoes.pdf') });
    expect(created.body.message).toBe('Contato adicionado com sucesso!');
    const saved = db.tables.contacts.at(-1)!;
    expect(saved).toMatchObject({ titulo: 'Central de devoluções', grupo_id: 20, diretorio: `contatos;@Assets/contatos/${saved.id}-devolucoes.pdf` });
  });

  it('the mock’s own size check: a PDF of 7 340 031 bytes is stored, one of 7 340 032 (7 MB) is refused', async () => {
    const before = db.tables.contacts.length;
    expect(await sendForm('POST', '/contato', master, { ...valid, Doc: pdfOf7Mb() })).toEqual({
      status: 400,
      body: { status: false, message: 'Tamanho máximo de arquivo 7mb.' },
    });
    expect(db.tables.contacts).toHaveLength(before);
    expect((await sendForm('POST', '/contato', master, { ...valid, Doc: pdfJustUnder7Mb() })).body.message).toBe('Contato adicionado com sucesso!');
    expect(db.tables.contacts).toHaveLength(before + 1);
  });

  it('PUT /contato/{id} and DELETE /contato/{id}', async () => {
    const edited = await sendForm('PUT', '/contato/201', master, { ...valid, Titulo: 'Suporte', Grupo: '0', Diretorio: 'https://fornecedores.varejo-casa.com.br/ajuda' });
    expect(edited.body.message).toBe('Contato editado com sucesso!');
    expect(db.tables.contacts.find((row) => row.id === 201)).toMatchObject({ titulo: 'Suporte', grupo_id: 0 });
    expect((await call<{ message: string }>('DELETE', 'legacy', '/contato/201', master)).body.message).toBe('Contato removido com sucesso!');
    expect(db.tables.contacts.some((row) => row.id === 201)).toBe(false);
    expect((await call('DELETE', 'legacy', '/contato/201', master)).status).toBe(404);
  });
});
