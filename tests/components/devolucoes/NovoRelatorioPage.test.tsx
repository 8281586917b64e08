import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { NovoRelatorioPage } from '../../../src/custom/devolucoes/create/NovoRelatorioPage';
import { advanceUntil } from '../../helpers/clock';
import { nodeFile, stubNodeFormData } from '../../helpers/nodeFiles';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';

const LOAD = { timeout: 8000 };
const ROUTE = '/qualidade/devolucao/novo-relatorio';
const UPLOAD = '/api/sourcing/quality/upload-picture';
const FAILURE = 'Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head` (Node's File, so that the mock reads its name). */
function fileOf(name: string, head: readonly number[] | string, size: number, type = 'image/jpeg'): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const bytes = new Uint8Array(size);
  bytes.set(start.slice(0, size));
  return nodeFile([bytes], name, type);
}

/** jsdom has no object URLs: each preview gets a fake one, and its revocation is recorded. */
function fakeObjectUrls() {
  let made = 0;
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++made}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
  return { revoked };
}

/** The return-report calls the page makes: the lookups and the save's steps. */
function watchCalls() {
  const saves: { path: string; request: Request }[] = [];
  const operations: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/sourcing/quality/')) saves.push({ path: `${url.pathname}${url.search}`, request: request.clone() });
    if (request.method === 'POST' && url.pathname.endsWith('graphql')) {
      void request
        .clone()
        .json()
        .then((body: { operationName?: string }) => operations.push(body.operationName ?? ''));
    }
  });
  return { saves, operations };
}

async function openPage() {
  await stubNodeFormData();
  const urls = fakeObjectUrls();
  const calls = watchCalls();
  const messages = watchMessages();
  await renderScreenAs('sourcing', <NovoRelatorioPage />, { route: ROUTE });
  await screen.findByTestId('new-report-page', {}, LOAD);
  return {
    urls,
    calls,
    messages,
    // No pointer-events check: it reads the computed style of every ancestor on each click.
    user: userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    supplier: screen.getByRole('combobox', { name: /^Fornecedor/ }) as HTMLInputElement,
    product: screen.getByRole('combobox', { name: /^Produto/ }) as HTMLInputElement,
    reasons: screen.getByRole('combobox', { name: /^Motivos/ }) as HTMLInputElement,
    date: document.querySelector('input[name="receiptDate"]') as HTMLInputElement,
    scheduled: screen.getByRole('textbox', { name: /^Quantidade agendada/ }) as HTMLInputElement,
    inspected: screen.getByRole('textbox', { name: /^Quantidade vistoriada/ }) as HTMLInputElement,
    returned: screen.getByRole('textbox', { name: /^Quantidade devolvida/ }) as HTMLInputElement,
    stocked: screen.getByRole('textbox', { name: /^Quantidade estocada/ }) as HTMLInputElement,
    note: screen.getByRole('textbox', { name: /^Observações adicionais/ }) as HTMLTextAreaElement,
    fileInput: screen.getByLabelText('Selecionar imagens', { selector: 'input' }) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'SALVAR' }),
  };
}

type Page = Awaited<ReturnType<typeof openPage>>;

/** The listed options of the open autocomplete, once loaded. */
const openOptions = () =>
  waitFor(() => {
    const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options.length).toBeGreaterThan(0);
    return options;
  }, LOAD);

/** Types into an autocomplete and picks the option whose text starts with `start`. */
async function pick(page: Page, input: HTMLInputElement, typed: string, start = typed) {
  await page.user.click(input);
  await page.user.clear(input);
  await page.user.paste(typed);
  const option = (await openOptions()).find((candidate) => candidate.textContent?.startsWith(start));
  expect(option, start).toBeDefined();
  await page.user.click(option!);
}

async function typeInto(page: Page, input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await page.user.clear(input);
  if (text !== '') await page.user.paste(text);
}

const helperOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  // MUI writes an empty helper as a zero-width space.
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '').replace('\u200b', '') : '';
};

const previews = () => [...screen.getByTestId('report-images').querySelectorAll('img')].map((image) => image.getAttribute('alt'));

/** Supplier 1000001, its sofa, 10 / 9 / 3, two reasons, a note and two pictures. */
async function fill(page: Page) {
  await pick(page, page.supplier, '1000001', '1000001 - ');
  await waitFor(() => expect(page.product).toBeEnabled());
  await pick(page, page.product, '410001', '410001 - ');
  await typeInto(page, page.scheduled, '10');
  await typeInto(page, page.inspected, '9');
  await typeInto(page, page.returned, '3');
  await pick(page, page.reasons, 'Avaria', 'Avaria no transporte');
  await pick(page, page.reasons, 'Defeito', 'Defeito de fabricação');
  await page.user.keyboard('{Escape}');
  await typeInto(page, page.note, 'caixa amassada na entrega');
  await page.user.upload(page.fileInput, [fileOf('sofa-frente.jpg', JPEG_HEAD, 2048), fileOf('sofa-lado.png', PNG_HEAD, 1024, 'image/png')]);
  await waitFor(() => expect(previews()).toEqual(['sofa-frente.jpg', 'sofa-lado.png']));
}

/** Everything `fill` typed and chose is still on screen. */
function expectFilled(page: Page) {
  expect(page.supplier.value).toMatch(/^1000001 - /);
  expect(page.product.value).toMatch(/^410001 - /);
  expect(page.scheduled).toHaveValue('10');
  expect(page.inspected).toHaveValue('9');
  expect(page.returned).toHaveValue('3');
  expect(page.stocked).toHaveValue('7');
  const chips = [...document.querySelectorAll('.MuiAutocomplete-tag')].map((chip) => chip.textContent);
  expect(chips).toEqual([expect.stringMatching(/^Avaria no transporte/), 'Defeito de fabricação']);
  expect(page.note).toHaveValue('CAIXA AMASSADA NA ENTREGA');
  expect(previews()).toEqual(['sofa-frente.jpg', 'sofa-lado.png']);
}

describe('Novo relatório de devolução (/qualidade/devolucao/novo-relatorio)', () => {
  it("staff (0000003): the spec's messages on blur and on SALVAR; letters and negatives said; stocked = scheduled − returned", async () => {
    const page = await openPage();
    expect(screen.getByRole('heading', { name: 'Novo Relatório de Devolução' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/qualidade/devolucao');
    expect(page.product).toBeDisabled();
    expect(page.stocked).toHaveAttribute('readonly');

    // On blur: only the field left says its message.
    fireEvent.blur(page.scheduled);
    expect(helperOf(page.scheduled)).toBe('Informe a quantidade agendada');
    expect(helperOf(page.inspected)).toBe('');
    expect(screen.queryByText('Selecione o fornecedor')).not.toBeInTheDocument();

    // On SALVAR: every message, and no summary.
    fireEvent.click(page.save);
    for (const text of ['Selecione o fornecedor', 'Selecione o produto', 'Informe a quantidade vistoriada', 'Informe a quantidade devolvida', 'Selecione o(s) motivo(s)', 'Selecione as imagens']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The receipt date starts as today (dd/MM/yyyy).
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(page.date).toHaveValue(`${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`);
    expect(screen.queryByText('Selecione a data')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(page.date, { target: { value: '' } });
    expect(await screen.findByText('Selecione a data')).toBeInTheDocument();
    fireEvent.change(page.date, { target: { value: '09/03/2026' } });
    await waitFor(() => expect(screen.queryByText('Selecione a data')).not.toBeInTheDocument());

    await typeInto(page, page.inspected, 'dez');
    expect(helperOf(page.inspected)).toBe('Informe apenas números inteiros');
    await typeInto(page, page.returned, '-2');
    expect(helperOf(page.returned)).toBe('A quantidade não pode ser menor que zero');
    expect(page.stocked).toHaveValue('');

    await typeInto(page, page.scheduled, '5');
    await typeInto(page, page.returned, '8');
    expect(page.stocked).toHaveValue('-3');
    expect(helperOf(page.stocked)).toBe('Total não pode menor que zero');
    await typeInto(page, page.returned, '5');
    expect(page.stocked).toHaveValue('0');
    expect(helperOf(page.stocked)).toBe('');

  });

  it('staff: supplier → its products, another supplier resets the product; the note is uppercase, counted, at most 4000', async () => {
    const page = await openPage();
    await pick(page, page.supplier, '1000001', '1000001 - ');
    await waitFor(() => expect(page.product).toBeEnabled());
    await page.user.click(page.product);
    const products = (await openOptions()).map((option) => option.textContent);
    expect(products).toContain('410001 - Sofá retrátil 3 lugares Lisboa');
    await page.user.click((await openOptions())[0]);
    expect(page.product.value).not.toBe('');
    await pick(page, page.supplier, '2000001', '2000001 - ');
    expect(page.product).toHaveValue('');
    fireEvent.blur(page.product);
    expect(await screen.findByText('Selecione o produto')).toBeInTheDocument();
    await page.user.click(page.product);
    expect((await openOptions()).map((option) => option.textContent)).not.toContain('410001 - Sofá retrátil 3 lugares Lisboa');

    // The note: uppercase, counted, at most 4000.
    await typeInto(page, page.note, 'pé quebrado');
    expect(page.note).toHaveValue('PÉ QUEBRADO');
    expect(helperOf(page.note)).toBe('11/4000');
    expect(page.note).toHaveAttribute('maxlength', '4000');
  });

  it('pictures: a text file renamed .jpg and an image of 5,000,000 bytes are refused and listed; previews 284×148, removable, their URLs revoked', async () => {
    const page = await openPage();
    const fine = fileOf('foto-ok.jpg', JPEG_HEAD, 4_999_999);
    await page.user.upload(page.fileInput, [
      fine,
      fileOf('grande.jpg', JPEG_HEAD, 5_000_000),
      fileOf('texto.jpg', 'isto é um texto, não uma foto', 300),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Imagens não adicionadas' }, LOAD);
    expect(within(dialog).getByTestId('refused-tooBig')).toHaveTextContent('Selecione arquivos com tamanho de até 5MB.grande.jpg');
    expect(within(dialog).getByTestId('refused-notImage')).toHaveTextContent('Selecione apenas imagens (JPEG, PNG, GIF ou WebP).texto.jpg');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(previews()).toEqual(['foto-ok.jpg']);
    const image = screen.getByRole('img', { name: 'foto-ok.jpg' });
    expect(image).toHaveAttribute('src', 'blob:preview-1');
    expect(getComputedStyle(image).width).toBe('284px');
    expect(getComputedStyle(image).height).toBe('148px');

    // The same picture again joins once; another one joins after it.
    await page.user.upload(page.fileInput, [fine, fileOf('detalhe.png', PNG_HEAD, 100, 'image/png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Remover imagem foto-ok.jpg' }));
    expect(previews()).toEqual(['detalhe.png']);
    expect(page.urls.revoked).toContain('blob:preview-1');
    await page.user.click(screen.getByRole('button', { name: 'Remover imagem detalhe.png' }));
    expect(previews()).toEqual([]);
    expect(screen.getByText('Selecione as imagens')).toBeInTheDocument();
  });

  it('the summary lists what will be saved; NÃO, EDITAR INFORMAÇÕES keeps everything; SIM, SALVAR (double click) saves once: next id, each picture, the report; "Adicionado com sucesso", then the list 3 s later', async () => {
    const page = await openPage();
    await fill(page);

    fireEvent.click(page.save);
    let summary = await screen.findByRole('dialog', { name: 'As informações fornecidas estão corretas?' });
    expect(summary).toHaveTextContent(/1000001 - /);
    expect(summary).toHaveTextContent('410001 - Sofá retrátil 3 lugares Lisboa');
    expect(summary).toHaveTextContent('Quantidade estocada7');
    expect(summary).toHaveTextContent('CAIXA AMASSADA NA ENTREGA');
    expect(summary).toHaveTextContent('2 imagens: sofa-frente.jpg, sofa-lado.png');
    await page.user.click(within(summary).getByRole('button', { name: 'NÃO, EDITAR INFORMAÇÕES' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectFilled(page);
    expect(page.calls.saves).toEqual([]);

    fireEvent.click(page.save);
    summary = await screen.findByRole('dialog', { name: 'As informações fornecidas estão corretas?' });
    const confirm = within(summary).getByRole('button', { name: 'SIM, SALVAR' });
    // From here the late answer and the 3 s before the list pass on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The create call answers late: the blocking wait shows meanwhile.
    setFault('POST /api/sourcing/quality/create-return-receipt', { delayMs: 800, times: 1 });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Salvando o relatório. Aguarde...' }, LOAD)).toBeInTheDocument();
    expect(page.save).toBeDisabled();
    await advanceUntil(() => expect(page.messages).toContain('Adicionado com sucesso'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const paths = page.calls.saves.map((call) => call.path.split('?')[0]);
    expect(paths).toEqual(['/api/sourcing/quality/next-return-receipt-id', UPLOAD, UPLOAD, '/api/sourcing/quality/create-return-receipt']);
    const uploadNames = page.calls.saves.filter((call) => call.path.startsWith(UPLOAD)).map((call) => new URL(call.path, 'http://localhost').searchParams.get('fileName'));
    expect(uploadNames).toEqual(['1-sofa-frente.jpg', '2-sofa-lado.png']);
    const body = (await page.calls.saves[3].request.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ personId: 1000001, productId: 410001, scheduledQuantity: 10, inspectedQuantity: 9, returnedQuantity: 3, noteDescription: 'CAIXA AMASSADA NA ENTREGA', userPersonId: 3 });
    expect(body.returnReceiptReasons).toHaveLength(2);
    const saved = db.tables.returnReports.find((row) => row.returnReceiptId === body.returnReceiptId);
    expect(saved).toBeDefined();

    // The form stays locked until the list opens, 3 s after the save.
    expect(page.save).toBeDisabled();
    expect(screen.getByTestId('new-report-page')).toBeInTheDocument();
    await advanceUntil(() => expect(screen.queryByTestId('new-report-page')).not.toBeInTheDocument(), { limitMs: 6000 });
    expect(page.messages).not.toContain(FAILURE);
  });

  it('the second picture upload fails: the flow stops, the dialogs close, the spec message shows and everything is still there; the next try saves', async () => {
    const page = await openPage();
    await fill(page);
    setFault(`POST ${UPLOAD}`, { status: 500, after: 1, times: 1 });

    fireEvent.click(page.save);
    const summary = await screen.findByRole('dialog', { name: 'As informações fornecidas estão corretas?' });
    const reports = db.tables.returnReports.length;
    fireEvent.click(within(summary).getByRole('button', { name: 'SIM, SALVAR' }));
    await waitFor(() => expect(page.messages).toContain(FAILURE), LOAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.calls.saves.map((call) => call.path.split('?')[0])).toEqual(['/api/sourcing/quality/next-return-receipt-id', UPLOAD, UPLOAD]);
    expect(db.tables.returnReports).toHaveLength(reports);
    expect(page.save).toBeEnabled();
    expectFilled(page);

    fireEvent.click(page.save);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'As informações fornecidas estão corretas?' })).getByRole('button', { name: 'SIM, SALVAR' }));
    await waitFor(() => expect(page.messages).toContain('Adicionado com sucesso'), LOAD);
    expect(db.tables.returnReports).toHaveLength(reports + 1);
  });

  it('a supplier (1000001) gets the access-denied screen and no lookup is made', async () => {
    const calls = watchCalls();
    await renderScreenAs('moveis', <NovoRelatorioPage />, { route: ROUTE });
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    expect(screen.queryByTestId('new-report-page')).not.toBeInTheDocument();
    expect(calls.operations).not.toContain('ReturnReportSuppliers');
    expect(calls.operations).not.toContain('qualityReturnReasonsList');
    expect(calls.saves).toEqual([]);
  });
});
