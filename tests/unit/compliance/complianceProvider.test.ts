import { complianceProvider } from '../../../src/dataProviders/compliance';
import { COMPLIANCE_PATHS, DOCUMENT_PATHS, type ComplianceListRow } from '../../../src/dataProviders/compliance/wire';
import { TOKEN_COOKIE, USER_CODE_COOKIE } from '../../../src/session/cookies';
import { recordCalls, target } from '../dataProviders/recordCalls';

const R = 'compliance';

beforeEach(() => vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=tok-c; ${USER_CODE_COOKIE}=1000001` }));
afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<ComplianceListRow> = {}): ComplianceListRow => ({
  complianceId: 302,
  complianceName: 'Política Anticorrupção',
  complianceDescription: 'Regras',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  signatureDate: null,
  isPending: true,
  ...overrides,
});

describe('compliance provider', () => {
  it('getList asks for the user code and maps rows to domain names, paged here', async () => {
    const seen = recordCalls('get', COMPLIANCE_PATHS.list, { data: { DocumentsList: [row(), row({ complianceId: 301, signatureDate: '2026-02-03T10:00:00', isPending: false })] } });
    const result = await complianceProvider.getList(R, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(target(seen[0])).toBe('/api/legacy/compliance?userCode=1000001');
    expect(result).toEqual({
      total: 2,
      data: [{ id: 301, title: 'Política Anticorrupção', description: 'Regras', startDate: '2026-01-01', endDate: '2026-12-31', signedAt: '2026-02-03T10:00:00', pending: false }],
    });
  });

  it('getOne reads dd/MM/yyyy dates', async () => {
    recordCalls('get', `${COMPLIANCE_PATHS.one}/:id`, {
      status: true,
      itens: { nm_titulo: 'T', ds_compliance: 'D', dt_lancamento: '01/02/2026', dt_termino: '28/02/2026', doc_tipo: 'application/pdf', doc_extensao: 'pdf' },
    });
    expect((await complianceProvider.getOne(R, { id: 302 })).data).toEqual({
      id: 302,
      title: 'T',
      description: 'D',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      fileType: 'application/pdf',
      fileExtension: 'pdf',
    });
  });

  it('create posts the spec fields, the file in base64 with its type and extension', async () => {
    const seen = recordCalls('post', COMPLIANCE_PATHS.add, { status: true, message: 'ok', itens: { complianceId: 309 } });
    const file = new File(['%PDF-1.4 x'], 'Termo.PDF', { type: 'application/pdf' });
    const result = await complianceProvider.create(R, { data: { title: 'T', description: 'D', startDate: '2026-02-01', endDate: '2026-02-28', file } });
    const form = await seen[0].formData();
    expect(Object.fromEntries([...form.entries()])).toEqual({
      nm_titulo: 'T',
      ds_compliance: 'D',
      dt_lancamento: '01/02/2026',
      dt_termino: '28/02/2026',
      Doc: btoa('%PDF-1.4 x'),
      tipo: 'application/pdf',
      extensao: 'pdf',
      userId: '1000001',
    });
    expect(result.data.id).toBe(309);
  });

  it('update PUTs the edit fields on the orders API; no file, no file field', async () => {
    const seen = recordCalls('put', `${DOCUMENT_PATHS.edit}/:id`, { status: true, message: 'ok' }, 'orders');
    await complianceProvider.update(R, { id: 302, data: { title: 'T', description: 'D', startDate: '2026-02-01', endDate: '2026-02-28' }, previousData: { id: 302 } });
    expect(new URL(seen[0].url).pathname).toBe('/api/sourcing/documents/compliance/302');
    expect(Object.fromEntries([...(await seen[0].formData()).entries()])).toEqual({ nmTitulo: 'T', dsCompliance: 'D', dtLancamento: '01/02/2026', dtTermino: '28/02/2026', userId: '1000001' });
  });

  it('deleteMany sends one DELETE per id and keeps the messages', async () => {
    const seen = recordCalls('delete', `${COMPLIANCE_PATHS.remove}/:id`, { status: true, message: 'Compliance removido com sucesso!' });
    const result = await complianceProvider.deleteMany(R, { ids: [301, 302] });
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/legacy/compliance/301', '/api/legacy/compliance/302']);
    expect(result).toEqual({ data: [301, 302], meta: { messages: ['Compliance removido com sucesso!', 'Compliance removido com sucesso!'] } });
  });

  it('sign sends the signer with the CPF digits, as the signed-in supplier; an error flag rejects with its message', async () => {
    const seen = recordCalls('post', DOCUMENT_PATHS.sign, { message: 'Documento assinado com sucesso!' }, 'orders');
    const signature = { documentId: 302, representativeName: ' Carla ', cpf: '529.982.247-25', email: 'c@x.com', role: 'Diretora' };
    expect(await complianceProvider.sign(R, signature)).toEqual({ message: 'Documento assinado com sucesso!' });
    expect(await seen[0].json()).toEqual({
      complianceId: 302,
      personId: '1000001',
      logonPersonId: '1000001',
      representativeName: 'Carla',
      cpfNumber: '52998224725',
      mailAddress: 'c@x.com',
      roleDescription: 'Diretora',
    });
    recordCalls('post', DOCUMENT_PATHS.sign, { error: true, message: 'CPF inválido!' }, 'orders');
    await expect(complianceProvider.sign(R, signature)).rejects.toThrow('CPF inválido!');
  });

  it('pendingCount reads the quantity', async () => {
    const seen = recordCalls('get', DOCUMENT_PATHS.pendingQuantity, { quantity: 3 }, 'orders');
    expect(await complianceProvider.pendingCount(R, { personId: '1000001' })).toBe(3);
    expect(target(seen[0])).toBe('/api/sourcing/documents/qtyDocumentsPending?personId=1000001');
  });
});
