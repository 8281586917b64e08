import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { formatDate } from '../../../src/i18n/format';
import { ComplianceList } from '../../../src/resources/compliance/ComplianceList';
import { advanceUntil } from '../../helpers/clock';
import { usePdfjs } from '../../helpers/pdfjsStandIn';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 10_000 };

/** The list, with a stand-in for the routes it leads to (it shows the URL it was opened at). */
function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/compliance" element={<ComplianceList />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const renderList = (account: 'master' | 'moveis' | 'sourcing' | 'acessorios') =>
  renderScreenAs(account, <Screens />, { route: '/compliance', path: '/*', resource: 'compliance' });
const documents = () => db.tables.complianceDocuments;
const byTitle = (title: string) => documents().find((doc) => doc.title === title)!;
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const shownTitles = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('row').map((row) => row.querySelectorAll('td')[row.querySelector('input[type=checkbox]') ? 2 : 1]?.textContent);
const headers = () => within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent).filter(Boolean);

/** Every call the screen made, as 'METHOD /path'. */
function watchCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/log')) calls.push(`${request.method} ${url.pathname}`);
  });
  return calls;
}

// pdf.js does not run in jsdom: a reader's document opens in this stand-in, one page.
const pdfjs = { getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } };
let stopUsingPdfjs: () => void;
beforeAll(() => {
  stopUsingPdfjs = usePdfjs(pdfjs);
});
afterAll(() => stopUsingPdfjs());

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Compliance list (/compliance)', { timeout: 40_000 }, () => {
  it('Admin - sourcing sees every document, adds through Adicionar permissão and opens a row to edit; no sign icon', async () => {
    await renderList('sourcing');
    await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD);
    expect(headers()).toEqual(['Id', 'Título', 'Descrição', 'Data inicio vigência', 'Data fim vigência', 'Data de Assinatura', 'Ações']);
    expect(new Set(shownTitles())).toEqual(new Set(documents().map((doc) => doc.title)));
    expect(screen.getByText('Política de Brindes e Hospitalidade 2025')).toBeInTheDocument(); // ended
    expect(screen.getByText('Termo de Uso do Portal (nova versão)')).toBeInTheDocument(); // not yet valid
    const future = byTitle('Termo de Uso do Portal (nova versão)');
    const cells = within(rowOf(future.title)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain(formatDate(future.startDate));
    expect(cells).toContain('-'); // never signed
    expect(screen.queryByTestId('compliance-sign-icon')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Adicionar permissão' })).toHaveAttribute('href', '/compliance-ae');
    fireEvent.click(screen.getByText(future.title));
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/compliance-ae/${future.complianceId}`);
  });

  it("Remover acessos asks 'Remover item' (Não keeps the rows); Sim sends one DELETE per row, once; a refusal says the item", async () => {
    // The refusal at the end waits for the removal's message before it: its seconds pass on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = watchCalls();
    await renderList('sourcing');
    await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD);
    const first = byTitle('Política de Brindes e Hospitalidade 2025');
    const second = byTitle('Termo de Uso do Portal (nova versão)');
    // The selection column comes with the admin check, which may answer after the rows.
    fireEvent.click(await within(rowOf(first.title)).findByRole('checkbox', {}, LOAD));
    fireEvent.click(within(rowOf(second.title)).getByRole('checkbox'));

    fireEvent.click(await screen.findByRole('button', { name: 'Remover acessos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover item' });
    expect(within(dialog).getByText('Deseja realmente remover esse item?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remover acessos' }));
    const yes = within(await screen.findByRole('dialog', { name: 'Remover item' })).getByRole('button', { name: 'Sim' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(screen.queryByText(first.title)).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(screen.queryByText(second.title)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE')).sort()).toEqual(
      [`DELETE /api/legacy/compliance/${first.complianceId}`, `DELETE /api/legacy/compliance/${second.complianceId}`].sort(),
    );
    expect(documents().some((doc) => doc.complianceId === first.complianceId || doc.complianceId === second.complianceId)).toBe(false);

    const third = byTitle('Termo de Confidencialidade');
    setFault(`DELETE /api/legacy/compliance/${third.complianceId}`, { status: 500 });
    fireEvent.click(within(rowOf(third.title)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Remover acessos' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remover item' })).getByRole('button', { name: 'Sim' }));
    await advanceUntil(() => expect(screen.getByText(`Não foi possível remover ${third.title}!`)).toBeInTheDocument());
    expect(screen.getByText(third.title)).toBeInTheDocument();
  });

  it('a supplier (1000001) sees only the documents valid today, opens one, and signs a pending one through the yellow icon', async () => {
    await renderList('moveis');
    await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD);
    expect(screen.queryByText('Política de Brindes e Hospitalidade 2025')).not.toBeInTheDocument();
    expect(screen.queryByText('Termo de Uso do Portal (nova versão)')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar permissão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const signed = byTitle('Código de Conduta do Fornecedor 2026');
    const signature = signed.signatures.find((one) => one.personId === '1000001')!;
    expect(within(rowOf(signed.title)).getByText(formatDate(signature.signedAt))).toBeInTheDocument();
    expect(within(rowOf(signed.title)).queryByTestId('compliance-sign-icon')).not.toBeInTheDocument();
    expect(within(rowOf(signed.title)).getByRole('button', { name: `Comprovante de assinatura de ${signed.title}` })).toBeInTheDocument();

    const pending = byTitle('Política Anticorrupção');
    const icon = within(rowOf(pending.title)).getByRole('button', { name: 'Clique aqui para assinar' });
    fireEvent.mouseOver(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clique aqui para assinar');
    expect(screen.getAllByTestId('compliance-sign-icon')).toHaveLength(3);

    fireEvent.click(icon);
    const dialog = await screen.findByRole('dialog', { name: 'Aceite do termo de condições gerais' });
    expect(dialog).toHaveTextContent('representante legal da empresa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'continuar' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/document-signature/${pending.complianceId}`);
  });

  it("a supplier's row click opens the document as a PDF, asked for by its id", async () => {
    const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) };
    pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve({ numPages: 1, getPage: async () => page, getData: async () => new Uint8Array() }), destroy: async () => undefined });
    const calls = watchCalls();
    await renderList('moveis');
    const doc = byTitle('Termo de Confidencialidade');
    fireEvent.click(await screen.findByText(doc.title, {}, LOAD));
    const dialog = await screen.findByRole('dialog', { name: doc.title });
    expect(await within(dialog).findByText('1 página(s)', {}, LOAD)).toBeInTheDocument();
    expect(calls).toContain('GET /api/sourcing/documents/document');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Master (an admin role) never gets the sign icon, though documents are pending for it', async () => {
    await renderList('master');
    await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD);
    expect(screen.getByRole('link', { name: 'Adicionar permissão' })).toBeInTheDocument();
    expect(screen.queryByTestId('compliance-sign-icon')).not.toBeInTheDocument();
  });
});
