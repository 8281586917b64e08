import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewer } from '../../../src/kit/pdf/PdfViewer';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { usePdfjs } from '../../helpers/pdfjsStandIn';

// pdf.js does not run in jsdom: the viewer calls this stand-in (tests/helpers/pdfjsStandIn.ts), which tells how it was used.
const pdfjs = { getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } };
let stopUsingPdfjs: () => void;
beforeAll(() => {
  stopUsingPdfjs = usePdfjs(pdfjs);
});
afterAll(() => stopUsingPdfjs());

const PDF_TEXT = '%PDF-1.7 contrato';
const PDF_BYTES = new TextEncoder().encode(PDF_TEXT);

function loadingTask(promise: Promise<unknown>) {
  promise.catch(() => undefined);
  return { promise, destroy: vi.fn(async () => undefined) };
}

/** A PDF of A4-like pages (600 × 800 at scale 1) whose pages record how they are drawn. */
function fakeDocument(numPages: number) {
  const cancel = vi.fn();
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel }));
  const getViewport = vi.fn(({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }));
  const doc = {
    numPages,
    getPage: vi.fn(async (_pageNumber: number) => ({ getViewport, render })),
    getData: vi.fn(async () => PDF_BYTES.slice()),
  };
  pdfjs.getDocument.mockReturnValue(loadingTask(Promise.resolve(doc)));
  return { doc, render, cancel, getViewport };
}

/** IntersectionObserver is not in jsdom: this one reports what the test says is near the view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly targets = new Set<Element>();
  readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.current = this;
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Pages entering (true) or leaving (false) the zone near the view. */
  report(pages: Record<number, boolean>) {
    const entries = [...this.targets]
      .map((target) => ({ target, page: Number(target.getAttribute('data-pdf-page')) }))
      .filter(({ page }) => page in pages)
      .map(({ target, page }) => ({ target, isIntersecting: pages[page] }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function observer(): FakeIntersectionObserver {
  const current = FakeIntersectionObserver.current;
  if (!current) throw new Error('no IntersectionObserver was created');
  return current;
}

const canvases = () => screen.queryAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'));

describe('PdfViewer', () => {
  beforeEach(() => {
    pdfjs.getDocument.mockReset();
    FakeIntersectionObserver.current = null;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // A 375 px phone: the scrolling box's inner width, with 8 px of padding on each side.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(391);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the unsupported message when pdf.js cannot open the document', async () => {
    const onError = vi.fn();
    pdfjs.getDocument.mockReturnValue(loadingTask(Promise.reject(new Error('Invalid PDF structure'))));
    render(<PdfViewer src="/api/legacy/aviso.pdf" onError={onError} />);
    expect(screen.getByLabelText('Carregando documento…')).toBeInTheDocument();
    expect(await screen.findByText('O documento não pode ser visualizado neste dispositivo.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('refuses a javascript: URL without asking pdf.js', async () => {
    render(<PdfViewer src="javascript:alert(1)" />);
    expect(await screen.findByText('O documento não pode ser visualizado neste dispositivo.')).toBeInTheDocument();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });

  it('gives pdf.js a copy of the bytes, with eval off', async () => {
    fakeDocument(1);
    render(<PdfViewer src={PDF_BYTES} />);
    expect(await screen.findByText('1 página(s)')).toBeInTheDocument();
    const params = pdfjs.getDocument.mock.calls[0][0] as { data: Uint8Array; isEvalSupported: boolean };
    expect(params.isEvalSupported).toBe(false);
    expect(params.data).not.toBe(PDF_BYTES); // pdf.js detaches what it gets
    expect(Array.from(params.data)).toEqual(Array.from(PDF_BYTES));
  });

  it('reads a Blob source (a file API answer)', async () => {
    fakeDocument(1);
    render(<PdfViewer src={await new Response(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } }).blob()} />);
    expect(await screen.findByText('1 página(s)')).toBeInTheDocument();
    const params = pdfjs.getDocument.mock.calls[0][0] as { data: Uint8Array };
    expect(new TextDecoder().decode(params.data)).toBe(PDF_TEXT);
  });

  it('draws only the pages near the view, in boxes of the first page size, and releases those that scroll away', async () => {
    const { doc, render: drawPage, cancel } = fakeDocument(100);
    const { container } = render(<PdfViewer src="/api/legacy/manual.pdf" />);
    expect(await screen.findByText('100 página(s)')).toBeInTheDocument();

    const io = observer();
    expect(io.targets.size).toBe(100);
    expect(io.root).toBe(screen.getByRole('region', { name: 'Páginas do documento' }));
    expect(io.rootMargin).toBe('100% 0px');
    expect(canvases()).toEqual([]);
    // Fit to width on a 375 px phone: 600 × 800 pages become 375 × 500 boxes.
    expect(container.querySelector('[data-pdf-page="100"]')).toHaveStyle({ width: '375px', height: '500px' });

    io.report({ 1: true, 2: true });
    expect(canvases()).toEqual(['Página 1 de 100', 'Página 2 de 100']);
    await waitFor(() => expect(drawPage).toHaveBeenCalledTimes(2));
    expect(doc.getPage.mock.calls.map(([page]) => page).sort((a, b) => a - b)).toEqual([1, 1, 2]); // the first: its size

    io.report({ 1: false, 2: false, 50: true });
    expect(canvases()).toEqual(['Página 50 de 100']);
    expect(cancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(drawPage).toHaveBeenCalledTimes(3));
  });

  it('fits the width by default and zooms in steps', async () => {
    const { getViewport } = fakeDocument(3);
    render(<PdfViewer src="/api/legacy/manual.pdf" />);
    await screen.findByText('3 página(s)');
    observer().report({ 1: true });
    await waitFor(() => expect(getViewport).toHaveBeenLastCalledWith({ scale: 0.625 }));
    expect(screen.getByText('63%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    await waitFor(() => expect(getViewport).toHaveBeenLastCalledWith({ scale: 0.75 }));
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    await waitFor(() => expect(getViewport).toHaveBeenLastCalledWith({ scale: 0.25 }));
    expect(screen.getByRole('button', { name: 'Diminuir zoom' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Ajustar à largura' }));
    await waitFor(() => expect(getViewport).toHaveBeenLastCalledWith({ scale: 0.625 }));
  });

  it('downloads the bytes under the given name', async () => {
    fakeDocument(2);
    const spy = spyDownload();
    render(<PdfViewer src="/api/legacy/arquivo/9" fileName="contrato-2026.pdf" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(spy.names).toEqual(['contrato-2026.pdf']));
    expect(spy.blobs[0].type).toBe('application/pdf');
    expect(await readBlob(spy.blobs[0])).toBe(PDF_TEXT);
  });

  it('says so when the download or the print fails and stays usable', async () => {
    const { doc } = fakeDocument(1);
    doc.getData.mockRejectedValue(new Error('network'));
    const spy = spyDownload();
    render(<PdfViewer src="/api/legacy/manual.pdf" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ message: 'Não foi possível baixar o documento.', type: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(getSnapshot().waiting).toEqual([expect.objectContaining({ message: 'Não foi possível imprimir o documento.' })]));
    expect(spy.click).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aumentar zoom' })).toBeEnabled();
  });

  it('prints the PDF itself from a hidden frame, removed when the viewer closes', async () => {
    fakeDocument(2);
    const spy = spyDownload();
    const frameWindow = { focus: vi.fn(), print: vi.fn() };
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow as unknown as WindowProxy);
    const { unmount } = render(<PdfViewer src="/api/legacy/manual.pdf" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));

    const frame = await waitFor(() => {
      const found = document.body.querySelector<HTMLIFrameElement>('iframe[aria-hidden="true"]');
      expect(found).not.toBeNull();
      return found as HTMLIFrameElement;
    });
    expect(frame).toHaveAttribute('src', 'blob:fake');
    expect(spy.blobs[0].type).toBe('application/pdf');
    expect(await readBlob(spy.blobs[0])).toBe(PDF_TEXT);
    fireEvent.load(frame);
    expect(frameWindow.print).toHaveBeenCalledTimes(1);
    expect(spy.print).not.toHaveBeenCalled(); // not the portal's page

    unmount();
    expect(frame.isConnected).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fake');
  });

  it('shows the unsupported message when a page fails to render', async () => {
    const { render: drawPage } = fakeDocument(1);
    drawPage.mockImplementation(() => {
      throw new Error('canvas unavailable');
    });
    render(<PdfViewer src="https://arquivos.exemplo.com/a.pdf" />);
    await screen.findByText('1 página(s)');
    observer().report({ 1: true });
    expect(await screen.findByText('O documento não pode ser visualizado neste dispositivo.')).toBeInTheDocument();
  });
});
