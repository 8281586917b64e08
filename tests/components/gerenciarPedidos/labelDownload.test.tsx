import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { http } from 'msw';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { LabelDownloadButton } from '../../../src/custom/gerenciarPedidos/labels/LabelDownloadButton';
import { apiUrl } from '../../../src/config';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import type { LabelProduct } from '../../../src/custom/gerenciarPedidos/labels/labels';
import { spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const NONE = 'Selecione uma linha da tabela para seguir com a ação';
const TOO_MANY = 'Selecione no máximo 50 produtos para fazer o download da etiqueta';
const OVERLAY = 'Baixando as etiquetas...';

const rowsOf = (personId: number, count: number): LabelProduct[] =>
  db.tables.orderLines
    .filter((line) => line.personId === personId)
    .slice(0, count)
    .map(({ productId, purchaseOrderId, branchId }) => ({ productId, purchaseOrderId, branchId }));

const fake = (count: number, from = 1): LabelProduct[] => Array.from({ length: count }, (_, i) => ({ productId: from + i, purchaseOrderId: 1, branchId: 101 }));

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function chooseZpl(button: HTMLElement) {
  fireEvent.click(button);
  const menu = await screen.findByRole('menu', { name: 'Formato das etiquetas' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: /^ZPL/ }));
}

afterEach(() => vi.restoreAllMocks());

describe('label download button', () => {
  it("is disabled with the spec's tooltips for no product and for more than 50; 50 products in 60 rows are allowed; PDF or ZPL", async () => {
    await renderScreenAs(
      'moveis',
      <>
        <LabelDownloadButton products={[]} />
        <LabelDownloadButton products={fake(51)} />
        <LabelDownloadButton products={[...fake(50), ...fake(10)]} />
      </>,
    );
    const [none, tooMany, allowed] = screen.getAllByRole('button', { name: 'DOWNLOAD ETIQUETA' });
    expect(none).toBeDisabled();
    expect(tooMany).toBeDisabled();
    expect(allowed).toBeEnabled();
    expect(screen.getByLabelText(NONE)).toContainElement(none);
    expect(screen.getByLabelText(TOO_MANY)).toContainElement(tooMany);

    fireEvent.mouseOver(screen.getByLabelText(TOO_MANY));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TOO_MANY);

    fireEvent.click(allowed);
    const menu = await screen.findByRole('menu', { name: 'Formato das etiquetas' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['PDFPara impressoras comuns', 'ZPLPara impressoras térmicas (Zebra)']);
    expect(untranslated()).toEqual([]);
  });

  it("ZPL: 'Baixando as etiquetas...' with the share of files done, the zip with one label per product, closed 1 s after 100%", async () => {
    const spy = spyDownload();
    const rows = rowsOf(1000001, 4);
    // The last product's file waits for the test: the overlay is seen at 75%.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl('legacy', '/preSignedUrl/download'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('key')?.includes(`etiqueta_${rows[3].productId}_`)) await held;
      }),
    );
    await renderScreenAs('moveis', <LabelDownloadButton products={[...rows, rows[0]]} personId={1000001} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseZpl(screen.getByRole('button', { name: 'DOWNLOAD ETIQUETA' }));

    expect(await screen.findByText(OVERLAY)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: OVERLAY })).toHaveAttribute('aria-valuenow', '75'));
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DOWNLOAD ETIQUETA' })).toBeDisabled();

    release();
    await waitFor(() => expect(spy.names).toHaveLength(1));
    expect(spy.names[0]).toMatch(/^Etiquetas expedição T&S_\d{8}_\d{6}\.zip$/);
    expect(screen.getByText('100%')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByText(OVERLAY)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(OVERLAY)).not.toBeInTheDocument();

    const zip = await JSZip.loadAsync(await readBytes(spy.blobs[0]));
    expect(Object.keys(zip.files).sort()).toEqual(rows.map((row) => `etiqueta_${row.productId}_${row.purchaseOrderId}.zpl`).sort());
    for (const file of Object.values(zip.files)) {
      const text = await file.async('string');
      expect(text.startsWith('^XA') && text.endsWith('^XZ')).toBe(true);
    }
  });

  it("a product of another supplier: the overlay closes, the reason is told, nothing is saved", async () => {
    const spy = spyDownload();
    await renderScreenAs('moveis', <LabelDownloadButton products={[...rowsOf(1000001, 2), ...rowsOf(2000001, 1)]} />);
    await chooseZpl(screen.getByRole('button', { name: 'DOWNLOAD ETIQUETA' }));
    await waitFor(() =>
      expect(getSnapshot().current).toMatchObject({
        type: 'error',
        message: 'Não foi possível baixar as etiquetas: Produto não encontrado nos pedidos do fornecedor. Nenhum arquivo foi salvo.',
      }),
    );
    expect(screen.queryByText(OVERLAY)).not.toBeInTheDocument();
    expect(spy.click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'DOWNLOAD ETIQUETA' })).toBeEnabled();
  });
});

describe('a label PDF through the button', () => {
  it('PDF: one valid PDF per product', async () => {
    const spy = spyDownload();
    const rows = rowsOf(1000001, 2);
    await renderScreenAs('moveis', <LabelDownloadButton products={rows} />);
    fireEvent.click(screen.getByRole('button', { name: 'DOWNLOAD ETIQUETA' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^PDF/ }));
    await waitFor(() => expect(spy.names).toHaveLength(1));
    const zip = await JSZip.loadAsync(await readBytes(spy.blobs[0]));
    const files = Object.values(zip.files);
    expect(files.map((file) => file.name).sort()).toEqual(rows.map((row) => `etiqueta_${row.productId}_${row.purchaseOrderId}.pdf`).sort());
    for (const file of files) expect((await file.async('string')).slice(0, 5)).toBe('%PDF-');
  });
});
