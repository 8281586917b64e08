import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { seededProtocolPdf } from '../../../mocks/protocoloLogistico/protocolPdf';
import { apiUrl } from '../../../src/config';
import { ProtocoloLogisticoPage } from '../../../src/custom/protocoloLogistico/ProtocoloLogisticoPage';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { clearSnackbars, getSnapshot } from '../../../src/kit/snackbar/queue';
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

const LOAD = { timeout: 8000 };
const ROUTE = { route: '/protocoloLogistico' };
const MB = 1024 * 1024;
const UPLOAD = '/protocoloLogistico/uploadFileProtocolo';
const CHOOSE = 'Selecionar PDF do protocolo';

afterEach(() => {
  shown.length = 0;
  act(() => clearSnackbars());
});

const bytesOf = async (blob: Blob) => Array.from(new Uint8Array(await new Response(blob).arrayBuffer()));
const lastShownBytes = async () => bytesOf(shown.at(-1)!.src as Blob);

const withHead = (head: string, size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
};

/** The POSTs of the upload the page sent. */
function watchUploads(): Request[] {
  const sends: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(UPLOAD)) sends.push(request.clone());
  });
  return sends;
}

/** A choice in the box, as the browser hands it (the input's accept attribute does not stop a drop or "all files"). */
const choose = (...files: File[]) => {
  const input = screen.getByLabelText(CHOOSE) as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

async function openAs(account: 'moveis' | 'acessorios' | 'sourcing') {
  await renderScreenAs(account, <ProtocoloLogisticoPage />, ROUTE);
  expect(screen.getByRole('heading', { level: 1, name: 'Protocolo Logístico' })).toBeInTheDocument();
  await screen.findByTestId('pdf-viewer', {}, LOAD);
}

describe('logistics protocol (/protocoloLogistico)', () => {
  it('a protocolo-logistico holder sees the current protocol, byte for byte, and no upload box', async () => {
    await openAs('moveis');
    expect(screen.getByTestId('pdf-viewer')).toHaveTextContent('protocolo-logistico.pdf');
    expect(await lastShownBytes()).toEqual(Array.from(seededProtocolPdf()));
    expect(screen.queryByRole('button', { name: CHOOSE })).not.toBeInTheDocument();
    expect(screen.queryByText('Substituir protocolo logístico')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Protocolo Logístico'));
  });

  it('manter-protocolo-logistico gets the box (5 MB shown); a non-PDF is refused with the box in red and nothing sent', async () => {
    const sends = watchUploads();
    await openAs('sourcing');
    expect(screen.getByRole('heading', { level: 2, name: 'Substituir protocolo logístico' })).toBeInTheDocument();
    expect(screen.getByText('Somente PDF, tamanho máximo 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHOOSE })).not.toHaveClass('MuiButton-colorError');

    choose(new File(['planilha'], 'protocolo.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Extensão precisa ser pdf!');
    expect(screen.getByRole('button', { name: CHOOSE })).toHaveClass('MuiButton-colorError');

    // A PDF by name only: its content is checked too.
    choose(new File(['<html>não é pdf</html>'], 'protocolo.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('O arquivo não é um PDF válido!'));
    expect(screen.getByRole('button', { name: CHOOSE })).toHaveClass('MuiButton-colorError');
    expect(sends).toHaveLength(0);
    expect(db.tables.logisticsProtocols).toHaveLength(1);
  });

  it('a file over 5 MB is refused and not sent; exactly 5 MB would be taken', async () => {
    const sends = watchUploads();
    await openAs('sourcing');
    choose(new File([withHead('%PDF-1.7\n', 5 * MB + 1)], 'grande.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tamanho máximo de arquivo 5mb');
    expect(screen.getByRole('button', { name: CHOOSE })).toHaveClass('MuiButton-colorError');
    expect(sends).toHaveLength(0);
  });

  it("a failed upload says 'Ocorreu um erro ao fazer upload do arquivo!' (error snackbar, 8 s) and the protocol stays", async () => {
    const messages = watchMessages();
    server.use(http.post(apiUrl('legacy', UPLOAD), () => HttpResponse.json({ status: false, message: 'Erro interno do servidor.' }, { status: 500 })));
    await openAs('sourcing');
    choose(new File([withHead('%PDF-1.7\n', 1024)], 'novo.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(messages).toContain('Ocorreu um erro ao fazer upload do arquivo!'), LOAD);
    const told = [getSnapshot().current, ...getSnapshot().waiting].find((item) => item?.message === 'Ocorreu um erro ao fazer upload do arquivo!');
    expect(told).toMatchObject({ type: 'error', durationMs: 8000 });
    await waitFor(() => expect(screen.getByRole('button', { name: CHOOSE })).toBeEnabled());
    expect(screen.queryByRole('alert', { name: /Extensão/ })).not.toBeInTheDocument();
    expect(db.tables.logisticsProtocols).toHaveLength(1);
    expect(await lastShownBytes()).toEqual(Array.from(seededProtocolPdf()));
  });

  it('a chosen PDF is sent at once (a double choice sends once); the viewer shows it, and so does another user', async () => {
    const sends = watchUploads();
    const messages = watchMessages();
    await openAs('sourcing');
    const replacement = withHead('%PDF-1.7\n% protocolo logístico de 2027\n', 4096);
    const file = new File([replacement], 'protocolo-2027.pdf', { type: 'application/pdf' });
    choose(file);
    choose(file);
    await waitFor(() => expect(messages).toContain('Protocolo logístico atualizado com sucesso!'), LOAD);
    await waitFor(async () => expect(await lastShownBytes()).toEqual(Array.from(replacement)), LOAD);
    expect(sends).toHaveLength(1);
    expect(atob(String((await sends[0].formData()).get('file')))).toBe(new TextDecoder('latin1').decode(replacement));
    expect(db.tables.logisticsProtocols).toHaveLength(2);

    cleanup();
    shown.length = 0;
    await openAs('acessorios');
    await waitFor(async () => expect(await lastShownBytes()).toEqual(Array.from(replacement)), LOAD);
  });
});
