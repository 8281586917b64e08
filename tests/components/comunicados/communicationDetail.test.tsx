import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { ComunicadoArquivoPage } from '../../../src/resources/comunicados/ComunicadoArquivoPage';
import { ContatoArquivoPage } from '../../../src/resources/contatos/ContatoArquivoPage';
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
      <Route path="/comunicados/arquivos/:id" element={<ComunicadoArquivoPage />} />
      <Route path="/contatos/arquivos/:id" element={<ContatoArquivoPage />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const open = (account: 'moveis' | 'master', route: string) => renderScreenAs(account, <Screens />, { route, path: '/*' });
const announcement = (title: string) => db.tables.announcements.find((row) => row.titulo === title)!;

afterEach(() => {
  shown.props.length = 0;
});

describe('file routes /comunicados/arquivos/{id} and /contatos/arquivos/{id}', { timeout: 30_000 }, () => {
  it('an announcement with a stored file: title, description, the PDF embedded, Voltar to the list', async () => {
    const row = announcement('Manual do fornecedor 2026');
    await open('moveis', `/comunicados/arquivos/${row.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: row.titulo }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(row.descricao)).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('manual-do-fornecedor-2026.pdf');
    const src = shown.props.at(-1)!.src as Blob;
    expect(new TextDecoder().decode(await src.slice(0, 5).arrayBuffer())).toBe('%PDF-');
    expect(document.title).toBe(`Portal do Fornecedor - ${row.titulo}`);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/comunicados');
  });

  it("an announcement with a URL: 'Clique aqui' opens it in a new tab", async () => {
    const row = announcement('Novo horário de recebimento no CD Extrema');
    await open('moveis', `/comunicados/arquivos/${row.id}`);
    const link = await screen.findByRole('link', { name: 'Clique aqui' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', row.diretorio);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  });

  it('a javascript: address is never linked', async () => {
    const row = announcement('Novo horário de recebimento no CD Extrema');
    row.diretorio = 'javascript:alert(1)';
    await open('master', `/comunicados/arquivos/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: row.titulo }, { timeout: 8000 });
    expect(await screen.findByText('URL de arquivo inválida!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clique aqui' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('an announcement the supplier may not see is not found', async () => {
    const row = announcement('Coleção outono-inverno de acessórios'); // accessories suppliers only
    await open('moveis', `/comunicados/arquivos/${row.id}`);
    expect(await screen.findByText('Comunicado não encontrado!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it("a contact's stored file opens in the viewer", async () => {
    const contact = db.tables.contacts.find((row) => row.diretorio.includes(';@Assets/'))!;
    await open('moveis', `/contatos/arquivos/${contact.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: contact.titulo }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pdf-viewer')).toHaveTextContent(contact.diretorio.split('/').pop()!));
  });
});
