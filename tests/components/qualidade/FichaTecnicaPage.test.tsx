import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { sheetFileBytes } from '../../../mocks/qualidade/sheetFiles';
import { apiUrl } from '../../../src/config';
import { FichaTecnicaPage } from '../../../src/custom/qualidade/FichaTecnicaPage';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import * as printPdfModule from '../../../src/kit/pdf/printPdf';
import { spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';
import { watchMessages } from '../../helpers/snackbarLog';
import { untranslated } from '../../helpers/untranslated';

// pdf.js does not run in jsdom: the viewer is replaced by a stand-in that shows what it was given; printing is recorded.
const shown = { props: [] as PdfViewerProps[], printed: [] as Blob[] };
function StandInPdfViewer(props: PdfViewerProps) {
  shown.props.push(props);
  return <p data-testid="pdf-viewer">{props.fileName}</p>;
}
standIn(pdfViewerModule, 'PdfViewer', () => StandInPdfViewer);
standIn(printPdfModule, 'printPdf', () => (pdf: Blob) => {
  shown.printed.push(pdf);
  return () => undefined;
});

const LOAD = { timeout: 8000 };
const ROUTE = { route: '/qualidade' };

afterEach(() => vi.restoreAllMocks());

// A badge names its tab ('Móveis, 19 pendentes').
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label') ?? tab.textContent);
const cardItems = () => screen.queryAllByRole('listitem').filter((item) => item.classList.contains('MuiCard-root'));
const card = (index: number) => within(cardItems()[index]);
const bytesOf = async (blob: Blob) => Array.from(new Uint8Array(await blob.arrayBuffer()));

/** The supplier's furniture products (registered with the retailer only, for a supplier). */
const furnitureOf = (supplierId: number, registeredOnly: boolean) =>
  db.tables.qualityProducts.filter((product) => product.supplierId === supplierId && product.category === 'P' && (!registeredOnly || product.registrationStatus === 'A'));
const sheetOf = (descriptionId: number) => db.tables.qualitySheets.find((sheet) => sheet.descriptionIds.includes(descriptionId));
/** Those without a sheet: the badge's pending cards. */
const pendingFurniture = (supplierId: number, registeredOnly = false) => furnitureOf(supplierId, registeredOnly).filter((product) => !sheetOf(product.descriptionId)).length;

/** A file of `size` bytes starting with `head`. */
const fileOf = (name: string, head: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head).slice(0, size));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function choose(label: string, option: string | RegExp, root: HTMLElement = document.body) {
  fireEvent.mouseDown(within(root).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }, LOAD));
}

describe('technical sheets (/qualidade) as a supplier', () => {
  it('1000001: both tabs and the pending badge; the cards without staff fields; furniture forced to approved; view, download, print and history', async () => {
    await renderScreenAs('moveis', <FichaTecnicaPage />, ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Ficha Técnica' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Qualidade'));
    await waitFor(() => expect(tabNames()).toEqual(['Acessórios', `Móveis, ${pendingFurniture(1000001, true)} pendentes`]), LOAD);
    expect(screen.queryByRole('combobox', { name: 'Selecione o fornecedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Adicionar ficha técnica/ })).not.toBeInTheDocument();

    await waitFor(() => expect(cardItems()).toHaveLength(2), LOAD);
    const approved = card(0);
    for (const text of ['Alfa numérico', 'ALM-231', 'Nome do produto', 'IDs do produto', 'Departamento', 'Acessórios', 'Linha', 'Grupo', '1000001 - Móveis Serra Gaúcha Indústria Ltda']) {
      expect(approved.getByText(text)).toBeInTheDocument();
    }
    expect(approved.queryByText('Status')).not.toBeInTheDocument();
    expect(approved.queryByText('Atualizado em')).not.toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'VER FICHA TÉCNICA' })).toBeInTheDocument();
    expect(await approved.findByText(/^910001 - Almofada decorativa 45 x 45/, {}, LOAD)).toBeInTheDocument();
    expect(card(1).getAllByRole('button').map((button) => button.textContent)).toEqual(['ENVIAR FICHA TÉCNICA']);

    fireEvent.click(screen.getByRole('tab', { name: /^Móveis/ }));
    await waitFor(() => expect(card(0).getByText('Móveis')).toBeInTheDocument(), LOAD);
    // Forced to the products registered with the retailer, with the sheets still to send among them.
    expect(screen.getByText(`1–2 de ${furnitureOf(1000001, true).length}`)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    for (const index of [0, 1]) {
      const product = furnitureOf(1000001, true).find((row) => card(index).queryByText(row.alpha))!;
      const approvedSheet = sheetOf(product.descriptionId)?.status === 'A';
      expect(card(index).getAllByRole('button')[0]).toHaveTextContent(approvedSheet ? 'VER FICHA TÉCNICA' : 'ENVIAR FICHA TÉCNICA');
    }

    const alpha = card(0).getByText(/^BEG-/).textContent ?? '';
    const sheet = db.tables.qualitySheets.find((row) => row.supplierId === 1000001 && row.category === 'P' && row.alpha === alpha)!;
    const version = db.tables.qualitySheetVersions.find((row) => row.sheetId === sheet.id && row.current)!;
    const stored = Array.from(sheetFileBytes(sheet, version));

    fireEvent.click(card(0).getByRole('button', { name: 'VER FICHA TÉCNICA' }));
    const viewer = await screen.findByRole('dialog', { name: `Ficha técnica ${alpha}` });
    expect(await within(viewer).findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent(`ficha-tecnica-${alpha}.pdf`);
    expect(await bytesOf(shown.props.at(-1)!.src as Blob)).toEqual(stored);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const spy = spyDownload();
    fireEvent.click(card(0).getByRole('button', { name: `Baixar ficha técnica de ${alpha}` }));
    await waitFor(() => expect(spy.names).toEqual([`ficha-tecnica-${alpha}.pdf`]), LOAD);
    expect(await bytesOf(spy.blobs[0])).toEqual(stored);
    await waitFor(() => expect(card(0).getByRole('button', { name: `Imprimir ficha técnica de ${alpha}` })).toBeEnabled());
    fireEvent.click(card(0).getByRole('button', { name: `Imprimir ficha técnica de ${alpha}` }));
    await waitFor(() => expect(shown.printed).toHaveLength(1), LOAD);
    expect(await bytesOf(shown.printed[0])).toEqual(stored);

    fireEvent.click(card(0).getByRole('button', { name: `Fichas técnicas de ${alpha}` }));
    const history = await screen.findByRole('dialog', { name: `Fichas técnicas de ${alpha}` });
    const versions = db.tables.qualitySheetVersions.filter((row) => row.sheetId === sheet.id);
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(versions.length), LOAD);
    const newest = within(within(history).getAllByRole('listitem')[0]);
    expect(newest.getByText(`Versão ${version.version}`)).toBeInTheDocument();
    expect(newest.getByText('Atual')).toBeInTheDocument();
    expect(newest.getByText(version.sentBy)).toBeInTheDocument();
    fireEvent.click(newest.getByRole('button', { name: `Ver versão ${version.version}` }));
    expect(await within(history).findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent(version.fileName);
    expect(untranslated()).toEqual([]);
  });

  it('2000001: the accessories tab only', async () => {
    await renderScreenAs('acessorios', <FichaTecnicaPage />, ROUTE);
    await waitFor(() => expect(tabNames()).toEqual(['Acessórios']), LOAD);
    await waitFor(() => expect(cardItems().length).toBeGreaterThan(0), LOAD);
    expect(card(0).getByText('2000001 - Acessórios Casa Bela Comércio Ltda')).toBeInTheDocument();
  });
});

describe('technical sheets (/qualidade) as staff (0000003)', () => {
  it("picks the supplier first; staff fields, SUBSTITUIR and the add button; the product search's messages; chips", async () => {
    const messages = watchMessages();
    await renderScreenAs('sourcing', <FichaTecnicaPage />, ROUTE);
    expect(screen.getByRole('status')).toHaveTextContent('Selecione o fornecedor');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Selecione o fornecedor' }), { target: { value: '1000001' } });
    fireEvent.click(await screen.findByRole('option', { name: /^1000001 - / }, LOAD));
    await waitFor(() => expect(tabNames()).toEqual(['Acessórios', `Móveis, ${pendingFurniture(1000001)} pendentes`]), LOAD);
    expect(screen.getByRole('link', { name: 'Adicionar ficha técnica de acessórios' })).toHaveAttribute('href', '/qualidade/adicionar-ficha-tecnica');

    await waitFor(() => expect(cardItems()).toHaveLength(2), LOAD);
    expect(card(0).getByText('Status')).toBeInTheDocument();
    expect(card(0).getByText('Aprovado')).toBeInTheDocument();
    expect(card(0).getByText('Atualizado em')).toBeInTheDocument();
    expect(card(0).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(card(0).getByRole('button', { name: 'SUBSTITUIR FICHA TÉCNICA' })).toBeInTheDocument();
    // A card without a sheet: its status, never the empty date.
    expect(card(1).getByText('Pendente')).toBeInTheDocument();
    expect(card(1).queryByText('Atualizado em')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mais opções de busca' }));
    const panel = await screen.findByRole('dialog', { name: 'Mais opções de busca' });
    const text = within(panel).getByRole('textbox', { name: 'Texto da busca' });
    const box = (name: string) => within(panel).getByRole('checkbox', { name });
    const tick = (value: string, name: string) => {
      fireEvent.change(text, { target: { value } });
      fireEvent.click(box(name));
    };
    tick('12ab', 'ID do Produto');
    tick('', 'Linha');
    tick('AB#1', 'Alfa numérico');
    tick('Sofá 3 lugares', 'Nome do produto');
    await waitFor(() =>
      expect(messages).toEqual([
        'ID do Produto não pode conter letras ou caracteres especiais',
        'Linha não pode estar vazio',
        'Alfa numérico não pode conter caracteres especiais',
        'Nome do produto não pode conter números ou caracteres especiais',
      ]),
    );
    for (const name of ['ID do Produto', 'Linha', 'Alfa numérico', 'Nome do produto']) expect(box(name)).not.toBeChecked();
    tick('LUM', 'Alfa numérico');
    expect(box('Alfa numérico')).toBeChecked();

    const family = within(panel).getByRole('combobox', { name: 'Família' });
    expect(family).toHaveAttribute('aria-disabled', 'true');
    await choose('Grupo', '21 - Iluminação', panel);
    await waitFor(() => expect(family).not.toHaveAttribute('aria-disabled'), LOAD);
    fireEvent.mouseDown(family);
    expect((await screen.findAllByRole('option', {}, LOAD)).map((option) => option.textContent)).toEqual(['Selecione uma família', 'Luminárias']);
    fireEvent.click(screen.getByRole('option', { name: 'Luminárias' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const chips = within(await screen.findByRole('list', { name: 'Filtros aplicados' }, LOAD));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Alfa numérico: LUM', 'Grupo: 21 - Iluminação', 'Família: Luminárias']);
    await waitFor(() => expect(cardItems().every((item) => item.textContent?.includes('LUM-211'))).toBe(true), LOAD);
    fireEvent.click(within(chips.getByText('Alfa numérico: LUM').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Grupo: 21 - Iluminação', 'Família: Luminárias']), LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Mais opções de busca' }));
    const reopened = await screen.findByRole('dialog', { name: 'Mais opções de busca' });
    fireEvent.click(within(reopened).getByRole('button', { name: 'Limpar filtros' }));
    expect(within(reopened).getByRole('combobox', { name: 'Família' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument());
    expect(untranslated()).toEqual([]);
  });

  it('furniture: the status select; an upload checked, refused by the server, then sent, the list reloading on its page', async () => {
    const messages = watchMessages();
    await renderScreenAs('sourcing', <FichaTecnicaPage />, ROUTE);
    fireEvent.change(screen.getByRole('combobox', { name: 'Selecione o fornecedor' }), { target: { value: '1000001' } });
    fireEvent.click(await screen.findByRole('option', { name: /^1000001 - / }, LOAD));
    const pending = pendingFurniture(1000001);
    fireEvent.click(await screen.findByRole('tab', { name: /^Móveis/ }, LOAD));
    expect(await screen.findByRole('combobox', { name: 'Status' }, LOAD)).toHaveTextContent('Todos');
    await choose('Status', 'Pendente');
    await waitFor(() => expect(screen.getByText(`1–2 de ${pending}`)).toBeInTheDocument(), LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(screen.getByText(`3–4 de ${pending}`)).toBeInTheDocument(), LOAD);

    const input = screen.getByTestId('sheet-file-P') as HTMLInputElement;
    const send = async (file: File) => {
      await waitFor(() => expect(card(0).getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' })).toBeEnabled(), LOAD);
      fireEvent.click(card(0).getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' }));
      fireEvent.change(input, { target: { files: [file] } });
    };
    await send(fileOf('ficha', '%PDF-1.7'));
    await send(fileOf('ficha.png', '%PDF-1.7'));
    await send(fileOf('ficha.pdf', '%PDF-1.7', 7 * 1024 * 1024));
    await send(fileOf('ficha.pdf', '\x89PNG\r\n'));
    await waitFor(() =>
      expect(messages).toEqual([
        'É necessário especificar uma extensão ao arquivo!',
        'Extensão precisa ser pdf!',
        'Tamanho do arquivo precisa ser inferior a 7mb!',
        'O arquivo não é um PDF válido!',
      ]),
    );

    const path = apiUrl('legacy', '/qualidade/ficha-tecnica/moveis');
    server.use(http.post(path, () => HttpResponse.json({ status: false, message: 'Ficha recusada pelo servidor.' }, { status: 409 }), { once: true }));
    await send(fileOf('ficha.pdf', '%PDF-1.7'));
    await waitFor(() => expect(messages.at(-1)).toBe('Ficha recusada pelo servidor.'), LOAD);
    server.use(http.post(path, () => HttpResponse.json({ status: false, message: 'Erro interno' }, { status: 500 }), { once: true }));
    await send(fileOf('ficha.pdf', '%PDF-1.7'));
    await waitFor(() => expect(messages.at(-1)).toBe('Ocorreu um erro ao fazer upload do arquivo!'), LOAD);

    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url === path) posts.push(request.url);
    });
    await send(fileOf('ficha.pdf', '%PDF-1.7'));
    fireEvent.click(card(0).getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' }));
    const done = await screen.findByRole('dialog', { name: 'ENVIAR FICHA TÉCNICA' }, LOAD);
    expect(done).toHaveTextContent('A ficha técnica de produto foi enviada com sucesso!');
    expect(posts).toHaveLength(1);
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText(`3–4 de ${pending - 1}`)).toBeInTheDocument(), LOAD);
    await waitFor(() => expect(screen.getByRole('tab', { name: `Móveis, ${pending - 1} pendentes` })).toBeInTheDocument(), LOAD);
  });
});
