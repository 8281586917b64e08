import { format } from 'date-fns';
import { db } from '../../../mocks/db/db';
import type { AnnouncementRow, SupplierVisibilityRow } from '../../../src/dataProviders/comunicados/wire';
import { tokenOf } from '../../helpers/mockApi';
import { call, fakePdf, pdfFile, pdfJustUnder7Mb, pdfOf7Mb, sendForm } from './communicationFixtures';

const today = format(new Date(), 'dd/MM/yyyy');
const valid = {
  Titulo: 'Novo prazo de agendamento',
  Descricao: 'Agendamentos passam a ser feitos com 72 horas de antecedência.',
  Lancamento: today,
  Termino: today,
  Fl_all: 'false',
  Fornecedores: JSON.stringify([
    { id_pessoa: 1000001, id_cfg: 0, email: 'ignorado@exemplo.com' },
    { id_pessoa: 2000001, id_cfg: 0, email: '' },
  ]),
  Diretorio: 'fornecedores.varejo-casa.com.br/prazos',
};

type Envelope<T> = { status: boolean; message: string; itens: T };

describe('announcements mock', () => {
  let master: string;
  beforeEach(async () => {
    master = await tokenOf('0000001', 'master123');
  });

  it('POST /comunicado stores a restricted announcement with the server’s own e-mails and the URL with https://', async () => {
    const { status, body } = await sendForm('POST', '/comunicado', master, valid);
    expect(status).toBe(200);
    expect(body.message).toBe('Comunicado adicionado com sucesso!');
    const saved = db.tables.announcements.at(-1)!;
    expect(saved).toMatchObject({
      titulo: 'Novo prazo de agendamento',
      diretorio: 'https://fornecedores.varejo-casa.com.br/prazos',
      fl_all: false,
      lancamento: `${format(new Date(), 'yyyy-MM-dd')}T00:00:00`,
      termino: `${format(new Date(), 'yyyy-MM-dd')}T23:59:59`,
    });
    expect(saved.fornecedores.map((entry) => entry.id_pessoa)).toEqual([1000001, 2000001]);
    expect(saved.fornecedores.every((entry) => entry.email.includes('@'))).toBe(true);

    const moveis = await tokenOf('1000001', 'moveis123');
    const seen = await call<Envelope<AnnouncementRow[]>>('GET', 'legacy', '/comunicadoTable', moveis);
    expect(seen.body.itens.some((row) => row.id === saved.id)).toBe(true);
    expect(seen.body.itens.every((row) => row.fornecedores === undefined)).toBe(true);
    const home = await call<Envelope<{ ID_CFG: number }[]>>('GET', 'legacy', '/comunicado/', moveis);
    expect(home.body.itens.some((row) => row.ID_CFG === saved.id)).toBe(true);
    expect((await call('GET', 'legacy', `/comunicado/${saved.id}`, moveis)).status).toBe(200);
  });

  it('a supplier that was not chosen sees it nowhere: table, home card, record, file', async () => {
    await sendForm('POST', '/comunicado', master, { ...valid, Diretorio: '', Doc: pdfFile() });
    const saved = db.tables.announcements.at(-1)!;
    expect(saved.diretorio).toBe(`comunicados;@Assets/comunicados/${saved.id}-aviso.pdf`);
    const other = db.tables.pessoas.find((row) => row.codigo === '1000004')!;
    other.senha = 'outro123';
    other.accessTypeId = db.tables.pessoas.find((row) => row.codigo === '1000001')!.accessTypeId;
    const token = await tokenOf('1000004', 'outro123');
    const table = await call<Envelope<AnnouncementRow[]>>('GET', 'legacy', '/comunicadoTable', token);
    expect(table.status).toBe(200);
    expect(table.body.itens.some((row) => row.id === saved.id)).toBe(false);
    expect(table.body.itens.length).toBeGreaterThan(0);
    const home = await call<Envelope<{ ID_CFG: number }[]>>('GET', 'legacy', '/comunicado/', token);
    expect(home.body.itens.some((row) => row.ID_CFG === saved.id)).toBe(false);
    expect((await call('GET', 'legacy', `/comunicado/${saved.id}`, token)).status).toBe(404);
    expect((await call('GET', 'legacy', `/comunicado/arquivo/${saved.id}`, token)).status).toBe(404);

    const moveis = await tokenOf('1000001', 'moveis123');
    const file = await call('GET', 'legacy', `/comunicado/arquivo/${saved.id}`, moveis);
    expect(file.status).toBe(200);
    expect(file.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.response.headers.get('Content-Disposition')).toContain('aviso.pdf');
    expect(new TextDecoder().decode((await file.response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a stored file is always served as a PDF, never sniffed, whatever type its upload declared', async () => {
    const page = new File([new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>')], 'aviso.pdf', { type: 'text/html' });
    await sendForm('POST', '/comunicado', master, { ...valid, Diretorio: '', Doc: page });
    const saved = db.tables.announcements.at(-1)!;
    const file = await call('GET', 'legacy', `/comunicado/arquivo/${saved.id}`, master);
    expect(file.status).toBe(200);
    expect(file.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a supplier sees only announcements valid today; who maintains them sees every one', async () => {
    const moveis = await tokenOf('1000001', 'moveis123');
    const day = format(new Date(), 'yyyy-MM-dd');
    const supplierRows = (await call<Envelope<AnnouncementRow[]>>('GET', 'legacy', '/comunicadoTable', moveis)).body.itens;
    expect(supplierRows.every((row) => row.lancamento.slice(0, 10) <= day && day <= row.termino.slice(0, 10))).toBe(true);
    const all = (await call<Envelope<AnnouncementRow[]>>('GET', 'legacy', '/comunicadoTable', master)).body.itens;
    expect(all).toHaveLength(db.tables.announcements.length);
    expect(all.some((row) => row.termino.slice(0, 10) < day)).toBe(true);
    const restricted = all.find((row) => !row.fl_all)!;
    expect(restricted.fornecedores!.length).toBeGreaterThan(0);
  });

  it('filters: vigencia, anexo and an accent-free search', async () => {
    const rows = async (query: string) => (await call<Envelope<AnnouncementRow[]>>('GET', 'legacy', `/comunicadoTable?${query}`, master)).body.itens;
    expect((await rows('vigencia=past')).map((row) => row.titulo)).toEqual(['Reajuste da tabela de frete 2025']);
    expect((await rows('vigencia=future')).map((row) => row.titulo)).toEqual(['Mudança de endereço do escritório central']);
    expect((await rows('anexo=file')).every((row) => row.diretorio.includes(';@Assets/'))).toBe(true);
    expect((await rows('anexo=none')).every((row) => row.diretorio === '')).toBe(true);
    expect((await rows('q=INVENTARIO')).map((row) => row.titulo)).toEqual(['Inventário anual: recebimento suspenso']);
  });

  it.each([
    ['a title with a tab', { Titulo: 'Prazo\tnovo' }, 'Caracteres inválidos em campo titulo!'],
    ['a title of 51 characters', { Titulo: 'x'.repeat(51) }, 'Campo titulo não pode ter mais de 50 caracteres!'],
    ['no title', { Titulo: '  ' }, 'Preencha o campo titulo!'],
    ['a description of 251 characters', { Descricao: 'd'.repeat(251) }, 'Campo descrição não pode ter mais de 250 caracteres!'],
    ['a description with a tab', { Descricao: 'a\tb' }, 'Caracteres inválidos em campo descricao!'],
    ['no start', { Lancamento: '' }, 'Preencha o campo lancamento!'],
    ['no end', { Termino: '' }, 'Preencha o campo termino!'],
    ['an impossible date', { Termino: '31/02/2026' }, 'Data inválida'],
    ['a javascript: URL', { Diretorio: 'javascript:alert(1)' }, 'Rota não é uma url válida!'],
    ['no supplier chosen', { Fornecedores: '[]' }, 'Selecione ao menos um fornecedor!'],
    ['a file renamed to .pdf', { Diretorio: '', Doc: fakePdf() }, 'Apenas arquivos pdf são aceitos!'],
    ['a 7 MB PDF', { Diretorio: '', Doc: pdfOf7Mb() }, 'Tamanho máximo de arquivo 7mb.'],
    ['a 0-byte PDF (not saved without it)', { Diretorio: '', Doc: new File([], 'vazio.pdf', { type: 'application/pdf' }) }, 'Apenas arquivos pdf são aceitos!'],
    ['a file and a URL', { Doc: pdfFile() }, 'Informe um arquivo ou uma URL, não os dois!'],
  ])('refuses %s with 400 and the rule’s message', async (_case, change, message) => {
    const before = db.tables.announcements.length;
    const { status, body } = await sendForm('POST', '/comunicado', master, { ...valid, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message });
    expect(db.tables.announcements).toHaveLength(before);
  });

  it('takes a title of exactly 50 characters and a description of exactly 250', async () => {
    const { status, body } = await sendForm('POST', '/comunicado', master, { ...valid, Titulo: 't'.repeat(50), Descricao: 'd'.repeat(250) });
    expect({ status, message: body.message }).toEqual({ status: 200, message: 'Comunicado adicionado com sucesso!' });
    expect(db.tables.announcements.at(-1)).toMatchObject({ titulo: 't'.repeat(50), descricao: 'd'.repeat(250) });
  });

  it('the mock’s own size check: a PDF of 7 340 031 bytes is stored, one of 7 340 032 (7 MB) is refused, on POST and PUT', async () => {
    const kept = await sendForm('POST', '/comunicado', master, { ...valid, Diretorio: '', Doc: pdfJustUnder7Mb() });
    expect(kept).toEqual({ status: 200, body: expect.objectContaining({ status: true, message: 'Comunicado adicionado com sucesso!' }) });
    const saved = db.tables.announcements.at(-1)!;
    expect(saved.diretorio).toBe(`comunicados;@Assets/comunicados/${saved.id}-limite.pdf`);

    const before = db.tables.announcements.length;
    expect(await sendForm('POST', '/comunicado', master, { ...valid, Diretorio: '', Doc: pdfOf7Mb() })).toEqual({
      status: 400,
      body: { status: false, message: 'Tamanho máximo de arquivo 7mb.' },
    });
    expect(db.tables.announcements).toHaveLength(before);

    expect((await sendForm('PUT', `/comunicado/${saved.id}`, master, { ...valid, Diretorio: '', Doc: pdfOf7Mb() })).body).toEqual({
      status: false,
      message: 'Tamanho máximo de arquivo 7mb.',
    });
    expect(db.tables.announcements.find((row) => row.id === saved.id)!.diretorio).toBe(`comunicados;@Assets/comunicados/${saved.id}-limite.pdf`);
    expect((await sendForm('PUT', `/comunicado/${saved.id}`, master, { ...valid, Diretorio: '', Doc: pdfJustUnder7Mb() })).body.message).toBe(
      'Comunicado editado com sucesso!',
    );
  });

  it('writes need manter-comunicados: a supplier and Admin - sourcing are refused', async () => {
    for (const [codigo, senha] of [['1000001', 'moveis123'], ['0000003', 'sourcing1']]) {
      const token = await tokenOf(codigo, senha);
      expect((await sendForm('POST', '/comunicado', token, valid)).status).toBe(403);
      expect((await sendForm('PUT', '/comunicado/101', token, valid)).status).toBe(403);
      expect((await call('DELETE', 'legacy', '/comunicado/101', token)).status).toBe(403);
      expect((await call('GET', 'legacy', '/comunicado/101/fornecedores', token)).status).toBe(403);
      expect((await call('POST', 'orders', '/email/supplier', token, { title: 't', content: 'c', recipientEmailList: ['a@b.com'] })).status).toBe(403);
    }
    expect(db.tables.announcements.find((row) => row.id === 101)).toBeDefined();
  });

  it('PUT keeps the stored file when Diretorio names it, replaces it with a new one, and DELETE removes both', async () => {
    await sendForm('POST', '/comunicado', master, { ...valid, Diretorio: '', Doc: pdfFile('primeiro.pdf') });
    const saved = db.tables.announcements.at(-1)!;
    const firstPath = saved.diretorio;
    expect(db.tables.storedFiles.map((row) => row.path)).toEqual([firstPath]);

    const kept = await sendForm('PUT', `/comunicado/${saved.id}`, master, { ...valid, Titulo: 'Título novo', Diretorio: firstPath });
    expect(kept.body.message).toBe('Comunicado editado com sucesso!');
    expect(saved).toMatchObject({ titulo: 'Título novo', diretorio: firstPath });

    await sendForm('PUT', `/comunicado/${saved.id}`, master, { ...valid, Diretorio: '', Doc: pdfFile('segundo.pdf') });
    expect(saved.diretorio).toBe(`comunicados;@Assets/comunicados/${saved.id}-segundo.pdf`);
    expect(db.tables.storedFiles.map((row) => row.path)).toEqual([saved.diretorio]);

    // Another record's stored path cannot be borrowed: it is not a URL.
    const borrowed = await sendForm('PUT', `/comunicado/${saved.id}`, master, { ...valid, Diretorio: 'comunicados;@Assets/comunicados/manual-do-fornecedor-2026.pdf' });
    expect(borrowed.body.message).toBe('Rota não é uma url válida!');

    const removed = await call<{ message: string }>('DELETE', 'legacy', `/comunicado/${saved.id}`, master);
    expect(removed.body.message).toBe('Comunicado removido com sucesso!');
    expect(db.tables.announcements.some((row) => row.id === saved.id)).toBe(false);
    expect(db.tables.storedFiles).toEqual([]);
  });

  it('GET /comunicado/{id}/fornecedores answers VISIVEL per supplier of the type', async () => {
    const restricted = db.tables.announcements.find((row) => !row.fl_all && row.fornecedores.length === 2)!;
    const rows = (await call<Envelope<SupplierVisibilityRow[]>>('GET', 'legacy', `/comunicado/${restricted.id}/fornecedores?tipo=F`, master)).body.itens;
    expect(rows.filter((row) => row.VISIVEL === 'true').map((row) => row.ID_PESSOA).sort()).toEqual([1000001, 2000001]);
    expect(rows.length).toBe(db.tables.pessoas.filter((row) => row.supplierType !== null).length);
    const furniture = (await call<Envelope<SupplierVisibilityRow[]>>('GET', 'legacy', `/comunicado/${restricted.id}/fornecedores?tipo=M`, master)).body.itens;
    expect(furniture.every((row) => db.tables.pessoas.find((person) => Number(person.codigo) === row.ID_PESSOA)?.supplierType === 'M')).toBe(true);
    const forAll = db.tables.announcements.find((row) => row.fl_all)!;
    const allRows = (await call<Envelope<SupplierVisibilityRow[]>>('GET', 'legacy', `/comunicado/${forAll.id}/fornecedores`, master)).body.itens;
    expect(allRows.every((row) => row.VISIVEL === 'true')).toBe(true);
  });

  it("POST /email/supplier records the notification; without recipients, or to an address that is no supplier's, it is refused", async () => {
    const emails = ['1000001', '2000001'].map((codigo) => db.tables.pessoas.find((row) => row.codigo === codigo)!.email);
    const sent = await call<{ message: string }>('POST', 'orders', '/email/supplier', master, { title: 'Novo comunicado', content: 'Acesse o portal.', recipientEmailList: emails });
    expect(sent.status).toBe(200);
    expect(db.tables.sentEmails.at(-1)).toMatchObject({ kind: 'comunicado', subject: 'Novo comunicado', content: 'Acesse o portal.', recipients: emails, attachments: [] });
    const before = db.tables.sentEmails.length;
    const refused = await call('POST', 'orders', '/email/supplier', master, { title: 'x', content: 'y', recipientEmailList: [] });
    expect(refused.status).toBe(400);
    const stranger = await call<{ message: string }>('POST', 'orders', '/email/supplier', master, { title: 'x', content: 'y', recipientEmailList: [emails[0], 'alvo@qualquer.com'] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('Destinatário não é fornecedor do portal: alvo@qualquer.com');
    expect(db.tables.sentEmails).toHaveLength(before);
  });
});
