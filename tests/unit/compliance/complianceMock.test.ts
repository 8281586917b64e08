import { createHash } from 'node:crypto';
import { apiUrl } from '../../../src/config';
import { COMPLIANCE_PATHS, DOCUMENT_PATHS, type ComplianceListAnswer } from '../../../src/dataProviders/compliance/wire';
import { COMPLIANCE_MESSAGES } from '../../../mocks/compliance/rules';
import { sha256Hex } from '../../../mocks/compliance/sha256';
import { db } from '../../../mocks/db/db';
import { type AccountName } from '../../helpers/accounts';
import { accountTokens, callOrders, GATEWAY_HEADERS, ticketOf } from '../../helpers/mockApi';

const token = accountTokens();

async function list(account: AccountName): Promise<ComplianceListAnswer['data']['DocumentsList']> {
  const response = await fetch(apiUrl('legacy', `${COMPLIANCE_PATHS.list}?userCode=0`), { headers: { 'User-Token': await token(account) } });
  return ((await response.json()) as ComplianceListAnswer).data.DocumentsList;
}

const signature = (complianceId: number, personId: string, overrides: Record<string, unknown> = {}) => ({
  complianceId,
  personId,
  logonPersonId: personId,
  representativeName: 'Carla M. Ribeiro',
  cpfNumber: '52998224725',
  mailAddress: 'carla@moveis.com.br',
  roleDescription: 'Diretora',
  ...overrides,
});

const sign = async (account: AccountName, body: unknown) => {
  const response = await callOrders('POST', DOCUMENT_PATHS.sign, await token(account), body);
  return { status: response.status, body: (await response.json()) as { error?: boolean; message: string } };
};

const pending = async (account: AccountName) =>
  ((await (await callOrders('GET', `${DOCUMENT_PATHS.pendingQuantity}?personId=1000001`, await token(account))).json()) as { quantity: number }).quantity;

async function addForm(account: AccountName, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append('Doc', Buffer.from(file.bytes).toString('base64'));
    form.append('extensao', file.name.split('.').pop() ?? '');
    form.append('tipo', 'application/pdf');
  }
  const response = await fetch(apiUrl('legacy', COMPLIANCE_PATHS.add), { method: 'POST', headers: { 'User-Token': await token(account) }, body: form });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; itens?: { complianceId: number } } };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n');
const validFields = { nm_titulo: 'Termo novo', ds_compliance: 'Descrição', dt_lancamento: '01/01/2026', dt_termino: '31/12/2030', userId: '0000003' };

describe('compliance mock: who sees what', () => {
  it('suppliers see only documents valid today; admin-compliance sees all (expired and future too)', async () => {
    const supplier = await list('moveis');
    expect(supplier.map((row) => row.complianceId)).toEqual([301, 302, 303, 304, 305, 306]);
    expect(supplier.filter((row) => row.isPending).map((row) => row.complianceId)).toEqual([302, 303, 305]);
    expect(supplier.find((row) => row.complianceId === 301)?.signatureDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await list('acessorios')).every((row) => !row.isPending)).toBe(true);
    expect((await list('sourcing')).map((row) => row.complianceId)).toEqual([301, 302, 303, 304, 305, 306, 307, 308]);
  });

  it('a supplier cannot read, download or get a document not addressed to it (expired or future)', async () => {
    const moveis = await token('moveis');
    expect((await callOrders('GET', `${DOCUMENT_PATHS.document}?complianceId=307`, moveis)).status).toBe(404);
    expect((await fetch(apiUrl('legacy', `${COMPLIANCE_PATHS.one}/308`), { headers: { 'User-Token': moveis } })).status).toBe(404);
    expect((await fetch(apiUrl('legacy', `${COMPLIANCE_PATHS.download}/${await ticketOf(moveis)}/307`))).status).toBe(404);
    const readable = await callOrders('GET', `${DOCUMENT_PATHS.document}?complianceId=302`, moveis);
    expect(readable.headers.get('Content-Type')).toBe('application/pdf');
    const text = new TextDecoder().decode(await readable.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Count 50');
  });

  it('the stored office files are real zips, downloaded byte for byte', async () => {
    const moveis = await token('moveis');
    const response = await fetch(apiUrl('legacy', `${COMPLIANCE_PATHS.download}/${await ticketOf(moveis)}/303`));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(response.headers.get('Content-Type')).toContain('wordprocessingml');
    expect(Buffer.from(bytes).toString('base64')).toBe(db.tables.complianceDocuments.find((doc) => doc.complianceId === 303)?.file.base64);
  });
});

describe('compliance mock: signing', () => {
  it('Master, Admin - Comercial and Admin - sourcing are refused with a message', async () => {
    for (const [account, code] of [['master', '0000001'], ['comercial', '0000002'], ['sourcing', '0000003']] as const) {
      const answer = await sign(account, signature(302, code));
      if (account === 'comercial') expect(answer.status).toBe(403);
      else expect(answer).toEqual({ status: 403, body: { error: true, message: COMPLIANCE_MESSAGES.adminCannotSign } });
    }
  });

  it('a supplier cannot sign for another supplier', async () => {
    expect(await sign('acessorios', signature(302, '1000001'))).toEqual({ status: 403, body: { error: true, message: COMPLIANCE_MESSAGES.otherSupplier } });
  });

  it("a bad CPF (all same digits) is refused; a valid signature is stored with signer, date-time and the file's SHA-256, and the pending count drops", async () => {
    expect((await sign('moveis', signature(302, '1000001', { cpfNumber: '11111111111' }))).body).toEqual({ error: true, message: COMPLIANCE_MESSAGES.cpfInvalid });
    expect(await pending('moveis')).toBe(3);
    expect(await sign('moveis', signature(302, '1000001'))).toEqual({ status: 200, body: { message: COMPLIANCE_MESSAGES.signed } });
    expect(await pending('moveis')).toBe(2);
    const doc = db.tables.complianceDocuments.find((row) => row.complianceId === 302)!;
    const stored = doc.signatures.find((row) => row.personId === '1000001')!;
    const fileHash = createHash('sha256').update(Buffer.from(doc.file.base64, 'base64')).digest('hex');
    expect(stored).toMatchObject({ representativeName: 'Carla M. Ribeiro', cpfNumber: '52998224725', fileSha256: fileHash });
    expect((await sign('moveis', signature(302, '1000001'))).body).toEqual({ error: true, message: COMPLIANCE_MESSAGES.alreadySigned });

    const receipt = await callOrders('GET', `${DOCUMENT_PATHS.receipt}?complianceId=302&personId=1000001`, await token('moveis'));
    const text = new TextDecoder().decode(await receipt.arrayBuffer());
    expect(text).toContain(fileHash);
    expect(text).toContain('***.982.247-**');
    expect(text).toContain('Carla M. Ribeiro');
    expect(text).toContain('Comprovante de assinatura');
  });

  it('a document not valid today cannot be signed', async () => {
    expect((await sign('moveis', signature(308, '1000001'))).status).toBe(404);
  });
});

describe('compliance mock: administration', () => {
  it('only admin-compliance adds; the form rules and the file are checked server-side', async () => {
    expect((await addForm('moveis', { ...validFields, userId: '1000001' }, { bytes: PDF, name: 'a.pdf' })).status).toBe(403);
    expect((await addForm('sourcing', { ...validFields, nm_titulo: 'x'.repeat(51) }, { bytes: PDF, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.titleTooLong);
    expect((await addForm('sourcing', { ...validFields, nm_titulo: 'a\tb' }, { bytes: PDF, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.titleInvalid);
    expect((await addForm('sourcing', { ...validFields, ds_compliance: 'y'.repeat(251) }, { bytes: PDF, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.descriptionTooLong);
    expect((await addForm('sourcing', { ...validFields, dt_termino: '31/12/2025' }, { bytes: PDF, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.endBeforeStart);
    expect((await addForm('sourcing', { ...validFields, dt_lancamento: '31/02/2026' }, { bytes: PDF, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.invalidDate);
    expect((await addForm('sourcing', validFields)).body.message).toBe(COMPLIANCE_MESSAGES.fileRequired);
    expect((await addForm('sourcing', validFields, { bytes: PDF, name: 'a.exe' })).body.message).toBe(COMPLIANCE_MESSAGES.fileType);
    expect((await addForm('sourcing', validFields, { bytes: new TextEncoder().encode('not a pdf'), name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.fileContent);
    const big = new Uint8Array(7 * 1024 * 1024);
    big.set(PDF);
    expect((await addForm('sourcing', validFields, { bytes: big, name: 'a.pdf' })).body.message).toBe(COMPLIANCE_MESSAGES.fileSize);
    const added = await addForm('sourcing', validFields, { bytes: PDF, name: 'a.pdf' });
    expect(added.body).toMatchObject({ status: true, message: COMPLIANCE_MESSAGES.added, itens: { complianceId: 309 } });
  });

  it('only admin-compliance removes; the answer carries the message', async () => {
    const remove = async (account: AccountName) =>
      fetch(apiUrl('legacy', `${COMPLIANCE_PATHS.remove}/301`), { method: 'DELETE', headers: { 'User-Token': await token(account) } });
    expect((await remove('moveis')).status).toBe(403);
    expect(await (await remove('sourcing')).json()).toEqual({ status: true, message: COMPLIANCE_MESSAGES.removed });
    expect((await list('sourcing')).map((row) => row.complianceId)).not.toContain(301);
  });

  it('GraphQL DocumentsList answers the same rows', async () => {
    const response = await fetch(apiUrl('graphql'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, 'User-Token': await token('moveis') },
      body: JSON.stringify({ query: 'query DocumentsList($personId: String!) { DocumentsList(personId: $personId) { complianceId isPending } }', variables: { personId: '1000001' } }),
    });
    const body = (await response.json()) as { data: { DocumentsList: { complianceId: number; isPending: boolean }[] } };
    expect(body.data.DocumentsList.filter((row) => row.isPending).map((row) => row.complianceId)).toEqual([302, 303, 305]);
  });
});

describe('sha256Hex', () => {
  it('matches node:crypto', () => {
    for (const size of [0, 3, 55, 56, 64, 1000]) {
      const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 31) % 256);
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});
