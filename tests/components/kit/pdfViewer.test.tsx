import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewer } from '../../../src/kit/pdf/PdfViewer';

const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } }));
vi.mock('pdfjs-dist', () => pdfjs);

function loadingTask(promise: Promise<unknown>) {
  promise.catch(() => undefined);
  return { promise, destroy: vi.fn(async () => undefined) };
}

function fakeDocument(numPages: number) {
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  return {
    render,
    doc: {
      numPages,
      getPage: vi.fn(async () => ({ getViewport: () => ({ width: 600, height: 800 }), render })),
    },
  };
}

describe('PdfViewer', () => {
  beforeEach(() => {
    pdfjs.getDocument.mockReset();
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

  it('renders one canvas per page with the page count', async () => {
    const { doc, render: renderPage } = fakeDocument(2);
    pdfjs.getDocument.mockReturnValue(loadingTask(Promise.resolve(doc)));
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    render(<PdfViewer src={bytes} />);
    expect(await screen.findByText('2 página(s)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Página 1 de 2' }).tagName).toBe('CANVAS');
    expect(screen.getByRole('img', { name: 'Página 2 de 2' })).toBeInTheDocument();
    await vi.waitFor(() => expect(renderPage).toHaveBeenCalledTimes(2));
    const params = pdfjs.getDocument.mock.calls[0][0] as { data: Uint8Array; isEvalSupported: boolean };
    expect(params.isEvalSupported).toBe(false);
    expect(params.data).not.toBe(bytes); // a copy: pdf.js detaches what it gets
    expect(Array.from(params.data)).toEqual(Array.from(bytes));
  });

  it('shows the unsupported message when a page fails to render', async () => {
    const { doc, render: renderPage } = fakeDocument(1);
    renderPage.mockImplementation(() => {
      throw new Error('canvas unavailable');
    });
    pdfjs.getDocument.mockReturnValue(loadingTask(Promise.resolve(doc)));
    render(<PdfViewer src="https://arquivos.exemplo.com/a.pdf" />);
    expect(await screen.findByText('O documento não pode ser visualizado neste dispositivo.')).toBeInTheDocument();
  });
});
