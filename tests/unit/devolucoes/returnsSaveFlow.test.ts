// @vitest-environment jsdom
import type { NewReturnReport } from '../../../src/custom/devolucoes/returnReports';
import { returnReportsProvider } from '../../../src/dataProviders/devolucoes';
import { RETURN_PATHS } from '../../../src/dataProviders/devolucoes/wire';
import { TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from '../../../src/session/cookies';
import { FakeXhr, installFakeXhr } from '../../components/dataProviders/fakeXhr';
import { recordCalls, target } from '../dataProviders/recordCalls';

const R = 'devolucoes';

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

const report = (images: File[]): NewReturnReport => ({
  supplierId: 1000001,
  productId: 410004,
  receiptDate: '2026-11-20',
  scheduled: 10,
  inspected: 8,
  returned: 3,
  reasonIds: [5, 6],
  note: 'tampo riscado e pés soltos',
  images,
});

/** The next upload opened by the flow, once it is there. */
async function upload(index: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(index));
  return FakeXhr.instances[index];
}

const query = (xhr: FakeXhr) => Object.fromEntries(new URL(xhr.url).searchParams);

beforeEach(() => {
  installFakeXhr();
  writeCookie(TOKEN_COOKIE, 'tok-dev');
  writeCookie(USER_CODE_COOKIE, '0000003');
});
afterEach(() => vi.unstubAllGlobals());

describe('return reports provider: saveReport', () => {
  it('gets the next id, uploads each image in order as <sequence>-<name>, then creates the report with the spec\'s body', async () => {
    const next = recordCalls('get', RETURN_PATHS.nextId, [{ returnReceiptId: 7200 }], 'orders');
    const create = recordCalls('post', RETURN_PATHS.create, { returnReceiptId: 7200, message: 'ok' }, 'orders');
    const images = [image('frente.jpg'), image('lateral.png'), image('caixa.jpg')];
    const saving = returnReportsProvider.saveReport(R, report(images));

    for (const [index, name] of ['1-frente.jpg', '2-lateral.png', '3-caixa.jpg'].entries()) {
      const xhr = await upload(index);
      expect(xhr.method).toBe('POST');
      expect(new URL(xhr.url).pathname).toBe(`/api/sourcing${RETURN_PATHS.uploadPicture}`);
      expect(query(xhr)).toEqual({ personId: '1000001', returnReceiptId: '7200', fileName: name });
      expect(xhr.body?.get('file')).toBe(images[index]);
      expect(create).toHaveLength(0);
      xhr.respond(200, { objectKey: `devolucoes/7200/${name}` });
    }

    expect(await saving).toEqual({ id: 7200 });
    expect(next.map(target)).toEqual([`/api/sourcing${RETURN_PATHS.nextId}`]);
    expect(await create[0].json()).toEqual({
      returnReceiptId: 7200,
      personId: 1000001,
      productId: 410004,
      receiptDate: '20/11/2026',
      scheduledQuantity: 10,
      inspectedQuantity: 8,
      returnedQuantity: 3,
      noteDescription: 'TAMPO RISCADO E PÉS SOLTOS',
      userPersonId: 3,
      returnReceiptReasons: [5, 6],
    });
  });

  it('the first failed upload stops the flow: no later upload, no create, and the error the screen shows', async () => {
    recordCalls('get', RETURN_PATHS.nextId, [{ returnReceiptId: 7201 }], 'orders');
    const create = recordCalls('post', RETURN_PATHS.create, { returnReceiptId: 7201 }, 'orders');
    const saving = returnReportsProvider.saveReport(R, report([image('a.jpg'), image('b.jpg'), image('c.jpg')]));
    const failed = expect(saving).rejects.toThrow('Ocorreu um erro ao fazer upload do arquivo!');
    (await upload(0)).respond(200, { objectKey: 'devolucoes/7201/1-a.jpg' });
    (await upload(1)).respond(500, { status: false, message: 'Erro interno do servidor.' });
    await failed;
    expect(FakeXhr.instances).toHaveLength(2);
    expect(create).toHaveLength(0);
  });

  it("a refused upload rejects with the server's explanation", async () => {
    recordCalls('get', RETURN_PATHS.nextId, [{ returnReceiptId: 7202 }], 'orders');
    const create = recordCalls('post', RETURN_PATHS.create, { returnReceiptId: 7202 }, 'orders');
    const saving = returnReportsProvider.saveReport(R, report([image('texto.jpg')]));
    const failed = expect(saving).rejects.toThrow('O arquivo enviado não é uma imagem (JPEG, PNG, GIF ou WebP).');
    (await upload(0)).respond(415, { status: false, message: 'O arquivo enviado não é uma imagem (JPEG, PNG, GIF ou WebP).' });
    await failed;
    expect(create).toHaveLength(0);
  });

  it('a next id that is not a positive number stops before any upload', async () => {
    recordCalls('get', RETURN_PATHS.nextId, [{}], 'orders');
    await expect(returnReportsProvider.saveReport(R, report([image('a.jpg')]))).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
