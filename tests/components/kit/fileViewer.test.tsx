import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileViewer } from '../../../src/kit/files/FileViewer';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { spyDownload } from '../../helpers/downloads';
import { usePdfjs } from '../../helpers/pdfjsStandIn';

// pdf.js does not run in jsdom: the viewer calls this stand-in (tests/helpers/pdfjsStandIn.ts), which tells how it was used.
const pdfjs = { getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } };
let stopUsingPdfjs: () => void;
beforeAll(() => {
  stopUsingPdfjs = usePdfjs(pdfjs);
});
afterAll(() => stopUsingPdfjs());

/** A PDF that pdf.js "opens" (one 600 × 800 page). */
function openablePdf() {
  const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }), render: () => ({ promise: Promise.resolve(), cancel: vi.fn() }) };
  const doc = { numPages: 1, getPage: async () => page, getData: async () => new Uint8Array() };
  pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(doc), destroy: vi.fn(async () => undefined) });
}

const API = `${window.location.origin}/api/legacy`;

function renderWithSnackbar(ui: ReactElement) {
  return render(
    <>
      {ui}
      <SnackbarHost />
    </>,
  );
}

describe('FileViewer', () => {
  afterEach(() => {
    act(() => clearSnackbars());
    vi.restoreAllMocks();
    pdfjs.getDocument.mockReset();
  });

  it('frames a file of the file API in a fully sandboxed, titled iframe and goes back', () => {
    const onBack = vi.fn();
    render(<FileViewer url={`${API}/arquivos/foto.png`} title="Foto da avaria" onBack={onBack} />);
    const frame = screen.getByTitle('Foto da avaria');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${API}/arquivos/foto.png`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('uses a default frame title and offers the file in a new tab without access to the portal', () => {
    render(<FileViewer url="/api/legacy/arquivo/1" onBack={vi.fn()} />);
    expect(screen.getByTitle('Visualização do arquivo')).toHaveAttribute('src', '/api/legacy/arquivo/1');
    const link = screen.getByRole('link', { name: 'Abrir em nova aba' });
    expect(link).toHaveAttribute('href', '/api/legacy/arquivo/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('frames a blob: URL made by this page, without a new-tab link', () => {
    render(<FileViewer url={`blob:${window.location.origin}/7d1c`} onBack={vi.fn()} />);
    expect(screen.getByTitle('Visualização do arquivo')).toHaveAttribute('sandbox', '');
    expect(screen.queryByRole('link', { name: 'Abrir em nova aba' })).toBeNull();
  });

  it('frames a Blob through an object URL that is revoked when the viewer closes', () => {
    const spy = spyDownload();
    const image = new Blob(['GIF89a'], { type: 'image/gif' });
    const { unmount } = render(<FileViewer file={image} onBack={vi.fn()} />);
    expect(spy.blobs).toEqual([image]);
    expect(screen.getByTitle('Visualização do arquivo')).toHaveAttribute('src', 'blob:fake');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fake');
  });

  it('shows a .pdf URL in the PDF viewer, not in a frame', async () => {
    openablePdf();
    render(<FileViewer url="/api/legacy/arquivos/nota-123.pdf?v=2" onBack={vi.fn()} />);
    expect(await screen.findByRole('toolbar', { name: 'Ferramentas do documento' })).toBeInTheDocument();
    expect(pdfjs.getDocument).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/legacy/arquivos/nota-123.pdf?v=2' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows a PDF Blob in the PDF viewer', async () => {
    openablePdf();
    const pdf = await new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }).blob();
    render(<FileViewer file={pdf} fileName="nota.pdf" onBack={vi.fn()} />);
    expect(await screen.findByRole('toolbar', { name: 'Ferramentas do documento' })).toBeInTheDocument();
    const params = pdfjs.getDocument.mock.calls[0][0] as { data: Uint8Array };
    expect(new TextDecoder().decode(params.data)).toBe('%PDF-1.7');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('warns about an empty URL and renders only Voltar', () => {
    renderWithSnackbar(<FileViewer url="  " onBack={vi.fn()} />);
    expect(screen.getByText('URL de arquivo vazia!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://arquivos.exemplo.com/nota.pdf',
    'https://arquivos.exemplo.com/foto.png',
    'blob:https://outro.com/7d1c',
  ])('never loads %s', (url) => {
    renderWithSnackbar(<FileViewer url={url} onBack={vi.fn()} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('URL de arquivo inválida!')).toBeInTheDocument();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });
});
