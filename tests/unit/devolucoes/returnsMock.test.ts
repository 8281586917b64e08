import { db } from '../../../mocks/db/db';
import { blockJpeg, rgbPng } from '../../../mocks/devolucoes/demoImages';
import { RETURN_MESSAGES } from '../../../mocks/devolucoes/rules';
import { NO_PERMISSION } from '../../../mocks/http/endpoint';
import { apiUrl } from '../../../src/config';
import { RETURN_PATHS, type CreateReturnReceiptBody } from '../../../src/dataProviders/devolucoes/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { GATEWAY_HEADERS, tokenOf } from '../../helpers/mockApi';

const tokens = new Map<AccountName, string>();
async function token(account: AccountName): Promise<string> {
  let value = tokens.get(account);
  if (!value) {
    value = await tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha);
    tokens.set(account, value);
  }
  return value;
}
afterEach(() => tokens.clear());

interface GraphqlAnswer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

async function graphql(account: AccountName, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> {
  const response = await fetch(apiUrl('graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, 'User-Token': await token(account) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
}

const LIST = `query qualityReturnReceipts($personId: String!, $initialRow: Int!, $nextRows: Int!) {
  qualityReturnReceipts(personId: $personId, initialRow: $initialRow, nextRows: $nextRows) { returnReceiptId personId totalRows }
}`;
const DETAIL = 'query qualityReturnReceipt($id: Int!) { qualityReturnReceipt(returnReceiptId: $id) { returnReceiptId supplierName } }';
const PICTURES = `query getReturnReceiptPicturesURL($personId: String!, $id: Int!) {
  getReturnReceiptPicturesURL(personId: $personId, returnReceiptId: $id) { objectKey objectURL }
}`;
const IMAGE = 'query downloadImage($key: String!) { downloadImage(imageKey: $key) { base64Data } }';
const DELETE = 'mutation deleteReturnReceipt($id: Int!, $user: String!) { deleteReturnReceipt(returnReceiptId: $id, userPersonId: $user) { message } }';

const listOf = async (account: AccountName, personId: string) => graphql(account, LIST, { personId, initialRow: 0, nextRows: 50 });
const idsOf = (answer: GraphqlAnswer) => (answer.data?.qualityReturnReceipts as { returnReceiptId: number }[]).map((row) => row.returnReceiptId);
const firstError = (answer: GraphqlAnswer) => answer.errors?.[0]?.message;

async function orders(account: AccountName, method: 'GET' | 'POST', path: string, init: { query?: Record<string, string | number>; json?: unknown; form?: FormData } = {}) {
  const url = new URL(apiUrl('orders', path));
  Object.entries(init.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, String(value)));
  const headers: Record<string, string> = { ...GATEWAY_HEADERS, 'User-Token': await token(account) };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } };
}

const nextId = async (account: AccountName = 'sourcing'): Promise<number> => {
  const { body } = await orders(account, 'GET', RETURN_PATHS.nextId);
  return (body as unknown as { returnReceiptId: number }[])[0].returnReceiptId;
};

const imageForm = (bytes: Uint8Array, name: string): FormData => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return form;
};

const upload = async (account: AccountName, returnReceiptId: number, fileName: string, bytes: Uint8Array, personId = 1000001) =>
  orders(account, 'POST', RETURN_PATHS.uploadPicture, { query: { personId, returnReceiptId, fileName }, form: imageForm(bytes, fileName.replace(/^\d+-/, '')) });

const JPEG = blockJpeg(16, 16, () => [200, 40, 40]);
const PNG = rgbPng(4, 4, (x, y) => [x * 60, y * 60, 90]);

const validBody = (returnReceiptId: number, overrides: Partial<Record<keyof CreateReturnReceiptBody, unknown>> = {}) => ({
  returnReceiptId,
  personId: 1000001,
  productId: 410004,
  receiptDate: '20/11/2026',
  scheduledQuantity: 10,
  inspectedQuantity: 8,
  returnedQuantity: 3,
  noteDescription: 'TAMPO RISCADO',
  userPersonId: 3,
  returnReceiptReasons: [5, 6],
  ...overrides,
});

describe('return reports mock: a supplier sees only its own', () => {
  it('1000001 lists its 7 reports and 2000001 its 3; asking for another supplier is refused', async () => {
    expect(idsOf(await listOf('moveis', '1000001'))).toEqual([7001, 7002, 7003, 7004, 7005, 7006, 7007]);
    expect(idsOf(await listOf('acessorios', '2000001'))).toEqual([7101, 7102, 7103]);
    expect(firstError(await listOf('moveis', '2000001'))).toBe(RETURN_MESSAGES.otherSupplier);
    expect(idsOf(await listOf('sourcing', '2000001'))).toEqual([7101, 7102, 7103]);
  });

  it("another supplier's report, pictures and images are not found", async () => {
    expect(firstError(await graphql('moveis', DETAIL, { id: 7101 }))).toBe(RETURN_MESSAGES.reportNotFound);
    expect(firstError(await graphql('moveis', PICTURES, { personId: '2000001', id: 7101 }))).toBe(RETURN_MESSAGES.otherSupplier);
    expect(firstError(await graphql('moveis', PICTURES, { personId: '1000001', id: 7101 }))).toBe(RETURN_MESSAGES.reportNotFound);
    expect(firstError(await graphql('moveis', IMAGE, { key: 'devolucoes/7101/1-abajur-interruptor.jpg' }))).toBe(RETURN_MESSAGES.imageNotFound);
    const own = await graphql('acessorios', IMAGE, { key: 'devolucoes/7101/1-abajur-interruptor.jpg' });
    expect(Buffer.from((own.data?.downloadImage as { base64Data: string }).base64Data, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a user without devolucao-recebimentos is refused', async () => {
    expect(firstError(await listOf('comercial', '1000001'))).toBe(NO_PERMISSION);
  });
});

describe('return reports mock: only internal staff write', () => {
  it('a supplier calling deleteReturnReceipt, next-id, upload-picture or create-return-receipt is refused', async () => {
    expect(firstError(await graphql('moveis', DELETE, { id: 7001, user: '1000001' }))).toBe(RETURN_MESSAGES.staffOnly);
    expect(db.tables.returnReports.some((row) => row.returnReceiptId === 7001)).toBe(true);
    expect(await orders('moveis', 'GET', RETURN_PATHS.nextId)).toMatchObject({ status: 403, body: { message: RETURN_MESSAGES.staffOnly } });
    const id = await nextId();
    expect(await upload('moveis', id, '1-foto.jpg', JPEG)).toMatchObject({ status: 403, body: { message: RETURN_MESSAGES.staffOnly } });
    const created = await orders('moveis', 'POST', RETURN_PATHS.create, { json: validBody(id, { userPersonId: 1000001 }) });
    expect(created).toMatchObject({ status: 403, body: { message: RETURN_MESSAGES.staffOnly } });
    expect(db.tables.returnReports.some((row) => row.returnReceiptId === id)).toBe(false);
  });

  it('staff delete as themselves only; deleting a report removes its pictures', async () => {
    expect(firstError(await graphql('sourcing', DELETE, { id: 7001, user: '0000001' }))).toBe(RETURN_MESSAGES.otherUser);
    const deleted = await graphql('sourcing', DELETE, { id: 7001, user: '0000003' });
    expect(deleted.data?.deleteReturnReceipt).toEqual({ message: RETURN_MESSAGES.deleted });
    expect(db.tables.returnPictures.filter((row) => row.returnReceiptId === 7001)).toEqual([]);
    expect(firstError(await graphql('sourcing', IMAGE, { key: 'devolucoes/7001/1-sofa-braco.jpg' }))).toBe(RETURN_MESSAGES.imageNotFound);
    expect(idsOf(await listOf('moveis', '1000001'))).toEqual([7002, 7003, 7004, 7005, 7006, 7007]);
    expect(firstError(await graphql('sourcing', DELETE, { id: 7001, user: '0000003' }))).toBe(RETURN_MESSAGES.reportNotFound);
  });
});

describe('return reports mock: upload-picture', () => {
  it('refuses a text file named .jpg, an empty file and a file of 5,000,000 bytes or more; 4,999,999 bytes of JPEG pass', async () => {
    const id = await nextId();
    const text = new TextEncoder().encode('isto não é uma imagem');
    expect(await upload('sourcing', id, '1-foto.jpg', text)).toMatchObject({ status: 415, body: { message: RETURN_MESSAGES.notAnImage } });
    expect(await upload('sourcing', id, '1-foto.jpg', new Uint8Array())).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.fileEmpty } });
    const big = new Uint8Array(5_000_000);
    big.set(JPEG);
    expect(await upload('sourcing', id, '1-grande.jpg', big)).toMatchObject({ status: 413, body: { message: RETURN_MESSAGES.fileTooBig } });
    expect(await upload('sourcing', id, '1-quase.jpg', big.subarray(0, 4_999_999))).toMatchObject({ status: 200, body: { objectKey: `devolucoes/${id}/1-quase.jpg` } });
    expect(db.tables.returnPictures.filter((row) => row.returnReceiptId === id).map((row) => row.fileName)).toEqual(['1-quase.jpg']);
  });

  it('needs a reserved id, a known supplier and a <sequence>-<name> file name', async () => {
    expect(await upload('sourcing', 7002, '1-foto.jpg', JPEG)).toMatchObject({ status: 409, body: { message: RETURN_MESSAGES.idNotReserved } });
    const id = await nextId();
    expect(await upload('sourcing', id, 'foto.jpg', JPEG)).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.fileNameInvalid } });
    expect(await upload('sourcing', id, '1-foto.jpg', JPEG, 999)).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.supplierUnknown } });
  });

  it('keeps the images byte for byte: downloadImage answers what was uploaded', async () => {
    const id = await nextId();
    const photo = new Uint8Array([...PNG, ...Array.from({ length: 300 }, (_, index) => (index * 37) % 256)]);
    expect((await upload('sourcing', id, '1-foto.png', photo)).status).toBe(200);
    expect((await upload('sourcing', id, '2-detalhe.jpg', JPEG)).status).toBe(200);
    expect((await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(id) })).body).toEqual({ returnReceiptId: id, message: RETURN_MESSAGES.created });
    const pictures = await graphql('moveis', PICTURES, { personId: '1000001', id });
    const keys = (pictures.data?.getReturnReceiptPicturesURL as { objectKey: string; objectURL: string }[]).map((row) => row.objectKey);
    expect(keys).toEqual([`devolucoes/${id}/1-foto.png`, `devolucoes/${id}/2-detalhe.jpg`]);
    const image = await graphql('moveis', IMAGE, { key: keys[0] });
    expect(new Uint8Array(Buffer.from((image.data?.downloadImage as { base64Data: string }).base64Data, 'base64'))).toEqual(photo);
  });
});

describe('return reports mock: create-return-receipt checks the body', () => {
  it('stores a valid report (stocked = scheduled − returned, note uppercase) and uses its id once', async () => {
    const id = await nextId();
    const created = await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(id, { noteDescription: 'pés soltos' }) });
    expect(created.status).toBe(200);
    const listed = await graphql('moveis', `query qualityReturnReceipts($personId: String!) {
      qualityReturnReceipts(personId: $personId, initialRow: 0, nextRows: 1, receiptDate: "20/11/2026") { returnReceiptId stokedQuantity noteDescription returnReceiptReasons { reasonCode } }
    }`, { personId: '1000001' });
    expect(listed.data?.qualityReturnReceipts).toEqual([{ returnReceiptId: id, stokedQuantity: 7, noteDescription: 'PÉS SOLTOS', returnReceiptReasons: [{ reasonCode: 5 }, { reasonCode: 6 }] }]);
    expect(await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(id) })).toMatchObject({ status: 409, body: { message: RETURN_MESSAGES.idNotReserved } });
  });

  it.each<[string, Partial<Record<keyof CreateReturnReceiptBody, unknown>>, string]>([
    ['quantities with letters', { scheduledQuantity: '1O' }, RETURN_MESSAGES.quantities],
    ['a negative quantity', { returnedQuantity: -1 }, RETURN_MESSAGES.quantities],
    ['no inspected quantity', { inspectedQuantity: null }, RETURN_MESSAGES.quantities],
    ['more returned than scheduled', { scheduledQuantity: 2, returnedQuantity: 3 }, RETURN_MESSAGES.returnedOverScheduled],
    ['no reason', { returnReceiptReasons: [] }, RETURN_MESSAGES.reasons],
    ['an unknown reason', { returnReceiptReasons: [99] }, RETURN_MESSAGES.reasons],
    ['a note of 4001 characters', { noteDescription: 'A'.repeat(4001) }, RETURN_MESSAGES.note],
    ["another supplier's product", { productId: 520001 }, RETURN_MESSAGES.productNotOfSupplier],
    ['an impossible date', { receiptDate: '31/02/2026' }, RETURN_MESSAGES.dateInvalid],
    ['an ISO date', { receiptDate: '2026-11-20' }, RETURN_MESSAGES.dateInvalid],
    ['an unknown supplier', { personId: 999 }, RETURN_MESSAGES.supplierUnknown],
    ['another user', { userPersonId: 1 }, RETURN_MESSAGES.otherUser],
  ])('refuses %s', async (_case, overrides, message) => {
    const id = await nextId();
    const refused = await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(id, overrides) });
    expect(refused.body.message).toBe(message);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(db.tables.returnReports.some((row) => row.returnReceiptId === id)).toBe(false);
  });

  it('accepts a note of exactly 4000 characters and returned = scheduled (stocked 0)', async () => {
    const id = await nextId();
    const created = await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(id, { noteDescription: 'B'.repeat(4000), returnedQuantity: 10 }) });
    expect(created.status).toBe(200);
  });

  it('refuses an id that was never reserved', async () => {
    expect(await orders('sourcing', 'POST', RETURN_PATHS.create, { json: validBody(9999) })).toMatchObject({ status: 409, body: { message: RETURN_MESSAGES.idNotReserved } });
  });
});
