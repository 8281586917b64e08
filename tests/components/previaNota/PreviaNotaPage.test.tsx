import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { PreviaNotaPage } from '../../../src/custom/previaNota/PreviaNotaPage';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';
import { watchMessages } from '../../helpers/snackbarLog';

// pdf.js does not run in jsdom: the viewer is a stand-in that keeps what it was given.
const shown: PdfViewerProps[] = [];
function StandInPdfViewer(props: PdfViewerProps) {
  shown.push(props);
  return <p data-testid="pdf-viewer">{props.fileName}</p>;
}
standIn(pdfViewerModule, 'PdfViewer', () => StandInPdfViewer);

const MB = 1024 * 1024;
const CHOOSE = 'Selecionar nota (PDF)';
const LARGE = 'Arquivo com mais de 1 MB: confira se é a nota certa (o PDF da nota costuma ser menor).';

afterEach(() => {
  shown.length = 0;
  act(() => clearSnackbars());
});

const pdf = (name: string, size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
};

const choose = (file: File) => fireEvent.change(screen.getByLabelText(CHOOSE), { target: { files: [file] } });

async function open() {
  const calls: string[] = [];
  await renderScreenAs('moveis', <PreviaNotaPage />, { route: '/previaNota' });
  // Only what the page itself asks for from here on: a local preview sends nothing.
  server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
  expect(screen.getByRole('heading', { level: 1, name: 'Prévia Nota' })).toBeInTheDocument();
  return calls;
}

describe("note preview ('Prévia Nota')", () => {
  it('shows the chosen note in the viewer, in the browser only; 5 MB shown, no flag at 1 MB', async () => {
    const calls = await open();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Prévia Nota'));
    expect(screen.getByText('Somente PDF, tamanho máximo 5 MB')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma nota escolhida.')).toBeInTheDocument();

    const note = pdf('nota-4512.pdf', 1 * MB);
    choose(note);
    const preview = await screen.findByRole('region', { name: 'Prévia da nota nota-4512.pdf' });
    expect(within(preview).getByTestId('pdf-viewer')).toHaveTextContent('nota-4512.pdf');
    expect(shown.at(-1)!.src).toBe(note);
    expect(screen.queryByText(LARGE)).not.toBeInTheDocument();
    expect(calls.filter((call) => !call.startsWith('POST /api/legacy/log'))).toEqual([]);
  });

  it('flags a note over 1 MB and still shows it; a note over 5 MB is refused', async () => {
    const messages = watchMessages();
    await open();
    const large = pdf('nota-grande.pdf', 1 * MB + 1);
    choose(large);
    expect(await screen.findByRole('status')).toHaveTextContent(LARGE);
    expect(shown.at(-1)!.src).toBe(large);

    choose(pdf('nota-enorme.pdf', 5 * MB + 1));
    await waitFor(() => expect(messages).toContain('Tamanho máximo de arquivo 5mb'));
    expect(screen.getByText('Nenhuma nota escolhida.')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
    expect(screen.queryByText(LARGE)).not.toBeInTheDocument();

    choose(pdf('nota-limite.pdf', 5 * MB));
    expect(await screen.findByRole('region', { name: 'Prévia da nota nota-limite.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LARGE);
  });

  it('refuses a file that is not a PDF, by name or by content', async () => {
    const messages = watchMessages();
    await open();
    choose(new File(['texto'], 'nota.txt', { type: 'text/plain' }));
    await waitFor(() => expect(messages).toContain('Extensão precisa ser pdf!'));
    choose(new File(['<html></html>'], 'nota.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(messages).toContain('O arquivo não é um PDF válido!'));
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  });
});
