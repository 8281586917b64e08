import { db } from '../../../mocks/db/db';
import { CONTACT_US_KIND } from '../../../mocks/faleConosco/handlers';
import { apiUrl } from '../../../src/config';
import { parseContactPeople } from '../../../src/custom/home/contactPeople';
import type { ContactUsGroup } from '../../../src/dataProviders/faleConosco/wire';
import { ACCOUNTS } from '../../helpers/accounts';
import { tokenOf, GATEWAY_HEADERS } from '../../helpers/mockApi';

const MB = 1024 * 1024;
const PDF_HEAD = '%PDF-1.7\n';

const pdf = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(PDF_HEAD));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function listContact(token: string, personId?: string) {
  const query = personId === undefined ? '' : `?personId=${personId}`;
  const response = await fetch(apiUrl('orders', `/contact/list-contact${query}`), { headers: { ...GATEWAY_HEADERS, 'User-Token': token } });
  return { status: response.status, body: (await response.json()) as ContactUsGroup[] & { message?: string } };
}

interface Mail {
  title?: string;
  content?: string;
  personId?: string;
  groups?: number[];
  files?: File[];
}

async function sendMail(token: string | undefined, mail: Mail) {
  const form = new FormData();
  if (mail.title !== undefined) form.append('title', mail.title);
  if (mail.content !== undefined) form.append('content', mail.content);
  if (mail.personId !== undefined) form.append('personId', mail.personId);
  (mail.groups ?? []).forEach((group) => form.append('groups', String(group)));
  (mail.files ?? []).forEach((file) => form.append('files', file));
  const response = await fetch(apiUrl('orders', '/contact/send-mail'), {
    method: 'POST',
    headers: { ...GATEWAY_HEADERS, ...(token ? { 'User-Token': token } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const emailsOfGroup = (cdGep: number): string[] => {
  const row = db.tables.contactInfo.find((info) => info.cdGep === cdGep)!;
  return parseContactPeople(`${row.gerentes}, ${row.analistas}`).map((person) => person.email!);
};

const moveis = () => tokenOf(ACCOUNTS.moveis.codigo, ACCOUNTS.moveis.senha);
const master = () => tokenOf(ACCOUNTS.master.codigo, ACCOUNTS.master.senha);
const mail: Mail = { title: 'Dúvida sobre pagamento', content: 'Qual a data do próximo pagamento?', personId: '1000001' };

describe('mock GET /contact/list-contact (newer API)', () => {
  it("answers a furniture supplier's groups: the internal team, its purchasing group and the shared ones", async () => {
    const { status, body } = await listContact(await moveis(), '1000001');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ cdGep: 0, nmGep: 'Equipe Portal do Fornecedor' });
    const ids = body.map((group) => group.cdGep);
    expect(ids).toContain(11);
    expect(ids).not.toContain(12);
    expect(ids).toEqual(expect.arrayContaining([20, 30, 40, 50, 60]));
    expect(Object.keys(body[1]).sort()).toEqual(['cdGep', 'nmGep']);
  });

  it('refuses a supplier asking for another supplier (403); without personId it is itself', async () => {
    const token = await moveis();
    expect((await listContact(token, '2000001')).status).toBe(403);
    expect((await listContact(token)).body.map((group) => group.cdGep)).toContain(11);
  });

  it('lets staff ask for a chosen supplier (its own purchasing group) or for themselves (every group)', async () => {
    const token = await master();
    const accessories = (await listContact(token, '2000001')).body.map((group) => group.cdGep);
    expect(accessories).toContain(12);
    expect(accessories).not.toContain(11);
    expect((await listContact(token)).body).toHaveLength(db.tables.contactInfo.length);
    expect((await listContact(token, '9999999')).status).toBe(404);
  });

  it('needs a session and fale-conosco', async () => {
    const anonymous = await fetch(apiUrl('orders', '/contact/list-contact'), { headers: GATEWAY_HEADERS });
    expect(anonymous.status).toBe(401);
    const token = await moveis();
    const feature = db.tables.features.find((row) => row.descricao === 'fale-conosco')!;
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => row.featureId !== feature.id_md5);
    const refused = await listContact(token, '1000001');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Usuário não tem permissão para acessar funcionalidades');
  });
});

describe('mock POST /contact/send-mail (multipart)', () => {
  it('records the e-mail: subject, content, the groups’ managers and analysts (internal team always), attachments', async () => {
    const attachment = pdf('pedido-123.pdf', 2048);
    const text = new File(['linha 1\nlinha 2'], 'observacoes.txt', { type: 'text/plain' });
    const { status, body } = await sendMail(await moveis(), { ...mail, groups: [30], files: [attachment, text] });
    expect(status).toBe(200);
    expect(body.message).toBe('E-mail enviado com sucesso!');
    expect(db.tables.sentEmails).toHaveLength(1);
    const sent = db.tables.sentEmails[0];
    expect(sent).toMatchObject({
      kind: CONTACT_US_KIND,
      subject: 'Dúvida sobre pagamento',
      content: 'Qual a data do próximo pagamento?',
      personId: '1000001',
      attachments: [
        { name: 'pedido-123.pdf', size: 2048, type: 'application/pdf' },
        { name: 'observacoes.txt', size: text.size, type: 'text/plain' },
      ],
    });
    expect(sent.recipients).toEqual([...new Set([...emailsOfGroup(0), ...emailsOfGroup(30)])]);
    expect(sent.recipients.length).toBeGreaterThanOrEqual(4);
    expect(Date.parse(sent.sentAt)).not.toBeNaN();
  });

  it('adds the internal team when no group was sent', async () => {
    expect((await sendMail(await moveis(), mail)).status).toBe(200);
    expect(db.tables.sentEmails[0].recipients).toEqual(emailsOfGroup(0));
  });

  it.each([
    ['no subject', { title: '   ' }, 'Coloque um assunto'],
    ['a subject of 151 characters', { title: 'a'.repeat(151) }, 'O assunto deve ter no máximo 150 caracteres'],
    ['no message', { content: '' }, 'Coloque uma mensagem'],
    ['a message of 1001 characters', { content: 'm'.repeat(1001) }, 'A mensagem deve ter no máximo 1000 caracteres'],
    ['an .exe attachment', { files: [new File(['MZ'], 'programa.exe')] }, 'Alguns arquivos são inválidos...'],
    ['a file renamed to .pdf that is not a PDF', { files: [new File(['isto não é um pdf'], 'nota.pdf')] }, 'Alguns arquivos são inválidos...'],
    ['10 MB + 1 byte in two files', { files: [pdf('a.pdf', 5 * MB), pdf('b.pdf', 5 * MB + 1)] }, 'Arquivos muito grandes (devem ser menores de 10MB)'],
    ['one file of 10 MB + 1 byte', { files: [pdf('a.pdf', 10 * MB + 1)] }, 'Arquivos muito grandes (devem ser menores de 10MB)'],
    ['a group not offered to the supplier', { groups: [12] }, 'Grupo de contato inválido!'],
    ['a 0-byte text file', { files: [new File([], 'vazio.txt')] }, 'Alguns arquivos são inválidos...'],
    ['a 0-byte PDF beside a good one', { files: [pdf('a.pdf'), new File([], 'vazio.pdf')] }, 'Alguns arquivos são inválidos...'],
    ['11 attachments', { files: Array.from({ length: 11 }, (_, i) => pdf(`anexo-${i}.pdf`)) }, 'Envie no máximo 10 arquivos por mensagem.'],
    ['200 attachments', { files: Array.from({ length: 200 }, (_, i) => pdf(`anexo-${i}.pdf`)) }, 'Envie no máximo 10 arquivos por mensagem.'],
  ] as [string, Mail, string][])('refuses %s (400) and sends nothing', async (_case, change, message) => {
    const { status, body } = await sendMail(await moveis(), { ...mail, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(db.tables.sentEmails).toHaveLength(0);
  });

  it('takes a subject of exactly 150 characters and a message of exactly 1000', async () => {
    expect((await sendMail(await moveis(), { ...mail, title: 'a'.repeat(150), content: 'm'.repeat(1000) })).status).toBe(200);
    expect(db.tables.sentEmails[0]).toMatchObject({ subject: 'a'.repeat(150), content: 'm'.repeat(1000) });
  });

  it('takes exactly 10 MB of attachments', async () => {
    expect((await sendMail(await moveis(), { ...mail, files: [pdf('a.pdf', 5 * MB), pdf('b.pdf', 5 * MB)] })).status).toBe(200);
    expect(db.tables.sentEmails[0].attachments.map((file) => file.size)).toEqual([5 * MB, 5 * MB]);
  });

  it('takes 10 attachments', async () => {
    const files = Array.from({ length: 10 }, (_, i) => pdf(`anexo-${i}.pdf`));
    expect((await sendMail(await moveis(), { ...mail, files })).status).toBe(200);
    expect(db.tables.sentEmails[0].attachments).toHaveLength(10);
  });

  it('lets a supplier send for itself only', async () => {
    const { status } = await sendMail(await moveis(), { ...mail, personId: '2000001' });
    expect(status).toBe(403);
    expect(db.tables.sentEmails).toHaveLength(0);
  });

  it('lets staff send for the supplier they chose, to that supplier’s groups', async () => {
    const { status } = await sendMail(await master(), { ...mail, personId: '2000001', groups: [12] });
    expect(status).toBe(200);
    expect(db.tables.sentEmails[0].personId).toBe('2000001');
    expect(db.tables.sentEmails[0].recipients).toEqual([...new Set([...emailsOfGroup(0), ...emailsOfGroup(12)])]);
  });

  it('needs a session', async () => {
    expect((await sendMail(undefined, mail)).status).toBe(401);
    expect(db.tables.sentEmails).toHaveLength(0);
  });
});
