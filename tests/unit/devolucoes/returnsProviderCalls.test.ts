import { HttpResponse } from 'msw';
import { returnReportsProvider } from '../../../src/dataProviders/devolucoes';
import { TOKEN_COOKIE, USER_CODE_COOKIE } from '../../../src/session/cookies';
import type { ReturnReceiptRow } from '../../../src/dataProviders/devolucoes/wire';
import { recordCalls } from '../dataProviders/recordCalls';

const R = 'devolucoes';

beforeEach(() => vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=tok-dev; ${USER_CODE_COOKIE}=0000003` }));
afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<ReturnReceiptRow> = {}): ReturnReceiptRow => ({
  returnReceiptId: 7001,
  personId: 1000001,
  productId: 410001,
  productName: 'Sofá retrátil 3 lugares Lisboa',
  productDivisionId: 'P',
  productDivisionName: 'Móveis',
  productGroupId: 11,
  productGroupName: 'Estofados',
  receiptDate: '2026-11-24',
  scheduledQuantity: 20,
  inspectedQuantity: 18,
  returnedQuantity: 4,
  stokedQuantity: 16,
  returnReceiptReasons: [{ reasonCode: 1, reasonDescription: 'Avaria no transporte' }],
  noteDescription: 'TECIDO RASGADO',
  totalRows: 12,
  ...overrides,
});

const graphqlCalls = (data: Record<string, unknown>) => recordCalls('post', '', { data }, 'graphql');

const sent = async (request: Request) => (await request.json()) as { query: string; variables: Record<string, unknown> };

describe('return reports provider: the GraphQL calls', () => {
  it('getList sends the page window and the set filters only (the date as DD/MM/YYYY) and maps rows to domain names', async () => {
    const seen = graphqlCalls({ qualityReturnReceipts: [row(), row({ returnReceiptId: 7002 })] });
    const result = await returnReportsProvider.getList(R, {
      filter: { supplierId: 1000001, division: 'P', groupId: 11, productId: 410001, receiptDate: '2026-11-24' },
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
    });
    const body = await sent(seen[0]);
    expect(body.query).toMatch(/^query qualityReturnReceipts\(\$personId: String!, \$initialRow: Int!, \$nextRows: Int!/);
    expect(body.variables).toEqual({ personId: '1000001', initialRow: 10, nextRows: 5, productDivisionIndicator: 'P', productGroupId: 11, productId: 410001, receiptDate: '24/11/2026' });
    expect(result.total).toBe(12);
    expect(result.data[0]).toEqual({
      id: 7001,
      supplierId: 1000001,
      productId: 410001,
      productName: 'Sofá retrátil 3 lugares Lisboa',
      division: 'P',
      divisionName: 'Móveis',
      groupId: 11,
      groupName: 'Estofados',
      receiptDate: '2026-11-24',
      scheduled: 20,
      inspected: 18,
      returned: 4,
      stocked: 16,
      reasons: [{ code: 1, description: 'Avaria no transporte' }],
      note: 'TECIDO RASGADO',
    });
  });

  it('getList with only a supplier sends no filter variables; without a supplier it makes no call', async () => {
    const seen = graphqlCalls({ qualityReturnReceipts: [] });
    expect(await returnReportsProvider.getList(R, { filter: { division: 'A' }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' } })).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(0);
    expect(await returnReportsProvider.getList(R, { filter: { supplierId: 2000001 }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } })).toEqual({ data: [], total: 0 });
    expect((await sent(seen[0])).variables).toEqual({ personId: '2000001', initialRow: 0, nextRows: 10 });
  });

  it('getOne asks for the id and keeps the supplier name; delete sends the signed-in user code', async () => {
    const seen = graphqlCalls({ qualityReturnReceipt: row({ supplierName: 'Móveis Serra Gaúcha Indústria Ltda' }) });
    const { data } = await returnReportsProvider.getOne(R, { id: '7001' });
    expect((await sent(seen[0])).variables).toEqual({ returnReceiptId: 7001 });
    expect(data).toMatchObject({ id: 7001, supplierName: 'Móveis Serra Gaúcha Indústria Ltda' });

    const removed = graphqlCalls({ deleteReturnReceipt: { message: 'ok' } });
    expect(await returnReportsProvider.delete(R, { id: 7001, previousData: data })).toEqual({ data });
    const body = await sent(removed[0]);
    expect(body.query).toMatch(/^mutation deleteReturnReceipt\(/);
    expect(body.variables).toEqual({ returnReceiptId: 7001, userPersonId: '0000003' });
  });

  it('without the user-code cookie, delete refuses before any call', async () => {
    vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=tok-dev` });
    const seen = graphqlCalls({ deleteReturnReceipt: { message: 'ok' } });
    await expect(returnReportsProvider.delete(R, { id: 7001 })).rejects.toThrow('Não foi possível carregar infomações de usuário!');
    expect(seen).toHaveLength(0);
  });

  it('a GraphQL error rejects with its message', async () => {
    recordCalls('post', '', () => HttpResponse.json({ data: null, errors: [{ message: 'Apenas a equipe interna pode cadastrar ou excluir relatórios de devolução.' }] }), 'graphql');
    await expect(returnReportsProvider.delete(R, { id: 7001 })).rejects.toThrow('Apenas a equipe interna pode cadastrar ou excluir relatórios de devolução.');
  });

  it('the lookups: suppliers, products of a supplier, reasons, groups of a division, and a report\'s pictures', async () => {
    let seen = graphqlCalls({ suppliers: [{ personId: 1000001, supplierName: 'Móveis Serra' }] });
    expect(await returnReportsProvider.suppliers(R, {})).toEqual([{ id: 1000001, name: 'Móveis Serra' }]);
    expect((await sent(seen[0])).query).toMatch(/^query ReturnReportSuppliers\(/);

    seen = graphqlCalls({ suppliersProducts: [{ productId: 410001, productName: 'Sofá', productGroupId: 11, productGroupName: 'Estofados', productDivisionName: 'Móveis' }] });
    expect(await returnReportsProvider.supplierProducts(R, { supplierId: 1000001 })).toEqual([{ id: 410001, name: 'Sofá', groupId: 11, groupName: 'Estofados', divisionName: 'Móveis' }]);
    expect((await sent(seen[0])).variables).toEqual({ personId: '1000001' });

    seen = graphqlCalls({ qualityReturnReasonsList: [{ reasonId: 5, reasonDescription: 'Defeito de fabricação', reasonGroupId: 2 }] });
    expect(await returnReportsProvider.reasons(R, {})).toEqual([{ id: 5, description: 'Defeito de fabricação', groupId: 2 }]);
    expect((await sent(seen[0])).query).toMatch(/^query qualityReturnReasonsList \{/);

    seen = graphqlCalls({ qualityProductGroups: [{ productGroupId: 21, productGroupName: 'Iluminação' }] });
    expect(await returnReportsProvider.groups(R, { division: 'A' })).toEqual([{ id: 21, name: 'Iluminação' }]);
    expect((await sent(seen[0])).variables).toEqual({ inAcessMoveis: 'A' });

    seen = graphqlCalls({ getReturnReceiptPicturesURL: [{ objectKey: 'devolucoes/7001/1-a.jpg', objectURL: 'https://imagens.example/devolucoes/7001/1-a.jpg' }] });
    expect(await returnReportsProvider.pictures(R, { supplierId: 1000001, reportId: 7001 })).toEqual([{ key: 'devolucoes/7001/1-a.jpg', url: 'https://imagens.example/devolucoes/7001/1-a.jpg' }]);
    expect((await sent(seen[0])).variables).toEqual({ personId: '1000001', returnReceiptId: 7001 });
  });

  it('picture: downloadImage base64 as a Blob of the image type its bytes show; bytes that are no image are refused', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const seen = graphqlCalls({ downloadImage: { base64Data: png.toString('base64') } });
    const blob = await returnReportsProvider.picture(R, { key: 'devolucoes/7001/2-b.png' });
    expect((await sent(seen[0])).variables).toEqual({ imageKey: 'devolucoes/7001/2-b.png' });
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(png);

    graphqlCalls({ downloadImage: { base64Data: Buffer.from('GIF89a...').toString('base64') } });
    expect((await returnReportsProvider.picture(R, { key: 'k' })).type).toBe('image/gif');
    graphqlCalls({ downloadImage: { base64Data: Buffer.from('RIFF\0\0\0\0WEBPVP8 ').toString('base64') } });
    expect((await returnReportsProvider.picture(R, { key: 'k' })).type).toBe('image/webp');
    graphqlCalls({ downloadImage: { base64Data: Buffer.from('<svg onload="x()">').toString('base64') } });
    await expect(returnReportsProvider.picture(R, { key: 'k' })).rejects.toThrow('O arquivo recebido não é uma imagem.');
  });
});
