import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { PedidoCompraArquivoPage } from '../../../src/custom/pedidoCompra/PedidoCompraArquivoPage';
import { PedidoCompraPdfPage } from '../../../src/custom/pedidoCompra/PedidoCompraPdfPage';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';

// pdf.js does not run in jsdom: the viewer is replaced by a stand-in that shows what it was given.
const shown = { props: [] as PdfViewerProps[] };
function StandInPdfViewer(props: PdfViewerProps) {
  shown.props.push(props);
  return <p data-testid="pdf-viewer">{props.fileName}</p>;
}
standIn(pdfViewerModule, 'PdfViewer', () => StandInPdfViewer);

function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/pedidoCompra/arquivos/:cdFil/:cdPedido" element={<PedidoCompraArquivoPage />} />
      <Route path="/pedidoCompra/:cdFil/:nrPc/:language" element={<PedidoCompraPdfPage />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const LOAD = { timeout: 8000 };
const open = (account: 'moveis' | 'master' | 'acessorios', route: string) => renderScreenAs(account, <Screens />, { route, path: '/*' });
const moveisLine = () => db.tables.orderLines.find((row) => row.personId === 1000001 && row.stage === 'A')!;

/** The order PDF and file calls the screens made (path and query). */
function watchFileCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/legacy/pedidoCompra/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const pdfHead = async () => new TextDecoder().decode(await (shown.props.at(-1)!.src as Blob).slice(0, 5).arrayBuffer());

afterEach(() => {
  shown.props.length = 0;
  server.events.removeAllListeners();
});

describe('purchase order screens', { timeout: 30_000 }, () => {
  it('/pedidoCompra/{cd_fil}/{nr_pc}/PT-BR: title, the PDF in the viewer, Voltar to the scheduled list', async () => {
    const line = moveisLine();
    const calls = watchFileCalls();
    await open('moveis', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/PT-BR`);
    expect(await screen.findByText(`Pedido de compra ${line.purchaseOrderId} (Português)`, { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent(`pedido-${line.purchaseOrderId}-PT-BR.pdf`);
    expect(await pdfHead()).toBe('%PDF-');
    expect(document.title).toBe(`Portal do Fornecedor - Pedido de compra ${line.purchaseOrderId} (Português)`);
    expect(calls).toEqual([`/api/legacy/pedidoCompra/pdf?cdFil=${line.branchId}&purchaseOrderId=${line.purchaseOrderId}&ingles=N`]);
    fireEvent.click(screen.getByText('Voltar'));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/agendados');
  });

  it('internal staff: EN (any letter case) for the supplier in ?personId=', async () => {
    const line = moveisLine();
    const calls = watchFileCalls();
    await open('master', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/en?personId=1000001`);
    expect(await screen.findByText(`Pedido de compra ${line.purchaseOrderId} (Inglês)`, { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent(`pedido-${line.purchaseOrderId}-EN.pdf`);
    expect(calls).toEqual([`/api/legacy/pedidoCompra/pdf?cdFil=${line.branchId}&purchaseOrderId=${line.purchaseOrderId}&ingles=S&personId=1000001`]);
  });

  it("another supplier's order shows the server's message; an unknown language asks for nothing", async () => {
    const line = moveisLine();
    const calls = watchFileCalls();
    const view = await open('acessorios', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/PT-BR`);
    expect(await screen.findByText('Pedido não encontrado!', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
    view.unmount();
    await open('moveis', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/FR`);
    expect(await screen.findByText('Idioma do pedido inválido: use PT-BR ou EN.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Voltar')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('/pedidoCompra/arquivos/{cd_fil}/{cd_pedido}: the order file in the viewer with Voltar; no order → "URL de arquivo vazia!"', async () => {
    const line = moveisLine();
    const calls = watchFileCalls();
    const view = await open('moveis', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}`);
    expect(await screen.findByText(`Arquivo do pedido ${line.purchaseOrderId}`, { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent(`pedido-${line.purchaseOrderId}.pdf`);
    expect(await pdfHead()).toBe('%PDF-');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(new RegExp(`^/api/legacy/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}/[0-9a-f]{48,}/pedido-${line.purchaseOrderId}\\.pdf$`));
    expect(screen.getByText('Voltar')).toBeInTheDocument();
    view.unmount();

    await open('moveis', '/pedidoCompra/arquivos/%20/%20');
    expect(await screen.findByText('URL de arquivo vazia!', {}, LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Voltar'));
    await waitFor(() => expect(screen.getByTestId('opened')).toHaveTextContent('/agendados'));
    expect(calls).toHaveLength(1);
  });
});
