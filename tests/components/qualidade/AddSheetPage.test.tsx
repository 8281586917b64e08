import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { AddSheetPage } from '../../../src/custom/qualidade/add/AddSheetPage';
import { nodeFile, stubNodeFormData } from '../../helpers/nodeFiles';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';

const ADD_MAX = 7 * 1024 * 1024;
const LOAD = { timeout: 8000 };
const ROUTE = '/qualidade/adicionar-ficha-tecnica';

const withHead = (head: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
};
const pdf = (name: string, size = 256) => nodeFile([withHead('%PDF-1.7\n', size)], name, 'application/pdf');

/** The technical-sheet calls the page makes (path and query), and the bodies of its submissions. */
function watchCalls() {
  const reads: string[] = [];
  const sends: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/qualidade/ficha-tecnica/acessorios')) sends.push(request.clone());
    else if (/\/(fornecedores\/ativos|ficha-tecnica\/alfas|qualidade\/ficha-tecnica\/ids)$/.test(url.pathname)) reads.push(`${url.pathname}${url.search}`);
  });
  return { reads, sends };
}

async function openPage() {
  await stubNodeFormData();
  const calls = watchCalls();
  const messages = watchMessages();
  await renderScreenAs('sourcing', <AddSheetPage />, { route: ROUTE });
  await screen.findByTestId('add-sheet-page', {}, LOAD);
  return {
    calls,
    messages,
    // No pointer-events check: it reads the computed style of every ancestor on each click.
    user: userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    sheetNumber: screen.getByLabelText('Número da Ficha') as HTMLInputElement,
    supplier: screen.getByRole('combobox', { name: 'Fornecedor' }) as HTMLInputElement,
    alpha: screen.getByRole('combobox', { name: 'Alfa numérico' }) as HTMLInputElement,
    productId: screen.getByRole('combobox', { name: 'ID do Produto' }) as HTMLInputElement,
    add: screen.getByRole('button', { name: 'Adicionar produto' }),
    fileInput: screen.getByLabelText('Selecionar arquivo', { selector: 'input' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Enviar ficha técnica' }),
  };
}

type Page = Awaited<ReturnType<typeof openPage>>;

/** The listed options of the open autocomplete, once loaded (plain DOM queries: role queries are slow over a page). */
const openOptions = () => waitFor(() => {
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  expect(options.length).toBeGreaterThan(0);
  return options;
}, LOAD);

/** Opens an autocomplete and picks the option whose text starts with `start`. */
async function pick(page: Page, input: HTMLInputElement, start: string) {
  await page.user.click(input);
  const option = (await openOptions()).find((candidate) => candidate.textContent?.startsWith(start));
  expect(option, start).toBeDefined();
  await page.user.click(option!);
}

/** The products table's rows: [id, name] (or the empty row's text). */
const rowTexts = () =>
  [...screen.getByLabelText('Produtos da ficha').querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent),
  );

/** Clicks Enviar and waits until the page took the answer (the button is enabled again). */
async function submit(page: Page) {
  fireEvent.click(page.submit);
  await waitFor(() => expect(page.submit).toBeEnabled(), LOAD);
}

/** Picks supplier 2000001, its alpha at `alphaIndex` and that alpha's first product id, and adds it to the table; returns the option's text. */
async function addProductOf2000001(page: Page, alphaIndex: number): Promise<string> {
  if (page.supplier.value === '') await pick(page, page.supplier, '2000001 - ');
  await page.user.click(page.alpha);
  await page.user.click((await openOptions())[alphaIndex]);
  await page.user.click(page.productId);
  const [option] = await openOptions();
  const text = option.textContent ?? '';
  await page.user.click(option);
  await page.user.click(page.add);
  return text;
}

describe('Adicionar Ficha Técnica (/qualidade/adicionar-ficha-tecnica)', () => {
  it('staff (0000003): title, Back to /qualidade, supplier → alphas → ids → table, the form checks in the spec order; another supplier clears the rest', async () => {
    const page = await openPage();
    expect(screen.getByRole('heading', { name: 'Adicionar Ficha Técnica' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Qualidade'));
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/qualidade');
    expect(page.alpha).toBeDisabled();
    expect(page.productId).toBeDisabled();

    await submit(page);
    await page.user.click(page.sheetNumber);
    await page.user.paste('FT-2024-017');
    await submit(page);

    await pick(page, page.supplier, '2000001 - ');
    expect(page.supplier).toHaveValue('2000001 - Acessórios Casa Bela Comércio Ltda');
    await waitFor(() => expect(page.alpha).toBeEnabled());
    await submit(page);

    // The alphas are those of 2000001 (idPessoa); the product ids those of the alpha ('id - name').
    const first = await addProductOf2000001(page, 0);
    expect(first).toMatch(/^\d+ - \S/);
    const firstAlpha = page.alpha.value;
    expect(page.calls.reads).toEqual(expect.arrayContaining([expect.stringMatching(/fornecedores\/ativos\?tipoFornecedor=A$/), expect.stringContaining('ficha-tecnica/alfas?idPessoa=2000001')]));
    expect(page.calls.reads.some((read) => read.includes('ficha-tecnica/ids?') && read.includes(`alfa=${encodeURIComponent(firstAlpha)}`))).toBe(true);
    const [firstId, firstName] = first.split(' - ');
    expect(rowTexts()).toEqual([[firstId, firstName]]);


    await waitFor(() => expect(page.messages).toHaveLength(3));
    expect(page.messages).toEqual(['Necessário vincular uma ficha!', 'Necessário vincular um fornecedor!', 'É necessário adicionar pelo menos UM produto!']);
    expect(page.calls.sends).toHaveLength(0);

    // Another supplier: the alpha, the product choice and the table go.
    await page.user.click(page.supplier);
    await page.user.click((await openOptions()).find((option) => !option.textContent?.startsWith('2000001 - '))!);
    expect(page.alpha).toHaveValue('');
    expect(rowTexts()).toEqual([['Nenhum produto adicionado.']]);
  });

  it("staff: duplicates ignored; the file checks in the spec order; a refusal says the server's message and keeps everything; the next submission goes once, opens the dialog and the page starts clean", async () => {
    const page = await openPage();
    await page.user.click(page.sheetNumber);
    await page.user.paste('FT-2024-018');
    const first = await addProductOf2000001(page, 0);
    // Another alpha keeps the table; its product joins. The same product again is ignored.
    const second = await addProductOf2000001(page, 1);
    await pick(page, page.productId, second);
    await page.user.click(page.add);
    expect(rowTexts()).toEqual([first.split(' - '), second.split(' - ')]);

    // The file's checks, in the spec's order (the form's before them: see the test above and the unit test).
    await submit(page);
    await page.user.upload(page.fileInput, nodeFile([withHead('%PDF-1.7', ADD_MAX)], 'ficha-tecnica'));
    await submit(page);
    await page.user.upload(page.fileInput, nodeFile([withHead('\x89PNG', ADD_MAX)], 'ficha-tecnica.png', 'image/png'));
    await submit(page);
    await page.user.upload(page.fileInput, nodeFile([withHead('\x89PNG', 512)], 'ficha-tecnica.png', 'image/png'));
    await submit(page);
    await page.user.upload(page.fileInput, nodeFile([withHead('\x89PNG', 512)], 'ficha-tecnica.pdf', 'application/pdf'));
    await submit(page);
    await waitFor(() => expect(page.messages).toHaveLength(5));
    expect(page.messages).toEqual([
      'Arquivo precisa ser anexado!',
      'É necessário especificar uma extensão ao arquivo!',
      'Tamanho máximo de arquivo 7mb',
      'Extensão precisa ser pdf!',
      'O arquivo não é um PDF válido!',
    ]);
    expect(page.calls.sends).toHaveLength(0);

    await page.user.upload(page.fileInput, pdf('ficha-luminarias.pdf', 2048));
    await screen.findByText('ficha-luminarias.pdf');

    // Meanwhile the first product got an approved sheet: the server refuses the submission with its own message.
    const [firstId] = first.split(' - ').map(Number);
    const product = db.tables.qualityProducts.find((row) => row.productId === firstId && row.supplierId === 2000001)!;
    const approved = db.tables.qualitySheets.find((sheet) => sheet.supplierId === 2000001 && sheet.category === 'A' && sheet.status === 'A')!;
    approved.descriptionIds.push(product.descriptionId);
    await submit(page);
    await waitFor(() => expect(page.messages).toHaveLength(6));
    expect(page.messages[5]).toBe(`O produto ${firstId} já tem ficha técnica aprovada.`);
    expect(page.calls.sends).toHaveLength(1);
    expect(page.sheetNumber).toHaveValue('FT-2024-018');
    expect(page.supplier).toHaveValue('2000001 - Acessórios Casa Bela Comércio Ltda');
    expect(page.alpha).not.toHaveValue('');
    expect(rowTexts()).toEqual([first.split(' - '), second.split(' - ')]);
    expect(screen.getByText('ficha-luminarias.pdf')).toBeInTheDocument();

    await page.user.click(screen.getByLabelText(`Remover produto ${firstId}`));
    expect(rowTexts()).toEqual([second.split(' - ')]);
    fireEvent.click(page.submit);
    fireEvent.click(page.submit);
    const dialog = await screen.findByRole('dialog', { name: 'ENVIAR FICHA TÉCNICA' }, LOAD);
    expect(dialog).toHaveTextContent('A ficha técnica de produto foi enviada com sucesso!');
    expect(page.calls.sends).toHaveLength(2);

    const form = await page.calls.sends[1].formData();
    const [secondId] = second.split(' - ').map(Number);
    const secondProduct = db.tables.qualityProducts.find((row) => row.productId === secondId && row.supplierId === 2000001)!;
    expect(form.get('NrFicha')).toBe('FT-2024-018');
    expect(form.get('idFornecedor')).toBe('2000001');
    expect(form.get('idUserFornecedor')).toBe('3');
    expect(form.get('Departamento')).toBe('A');
    expect(form.get('InStatus')).toBe('A');
    expect(form.get('Alfanumerico')).toBe(secondProduct.alpha);
    expect(form.get('FileName')).toBe('ficha-luminarias.pdf');
    expect(JSON.parse(String(form.get('ListaProd')))).toEqual([{ idDescr: secondProduct.descriptionId, Nr_prod: secondId }]);
    expect(db.tables.qualitySheets.some((sheet) => sheet.supplierSheetNumber === 'FT-2024-018' && sheet.status === 'A')).toBe(true);

    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.sheetNumber).toHaveValue('');
    expect(page.supplier).toHaveValue('');
    expect(page.alpha).toHaveValue('');
    expect(page.alpha).toBeDisabled();
    expect(page.productId).toHaveValue('');
    expect(rowTexts()).toEqual([['Nenhum produto adicionado.']]);
    expect(screen.queryByText('ficha-luminarias.pdf')).not.toBeInTheDocument();
    expect(page.messages).toHaveLength(6);
  });

  it('a supplier (1000001) gets the access-denied screen and no lookup is made', async () => {
    const calls = watchCalls();
    await renderScreenAs('moveis', <AddSheetPage />, { route: ROUTE });
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    expect(screen.queryByTestId('add-sheet-page')).not.toBeInTheDocument();
    expect(calls.reads).toEqual([]);
  });
});
