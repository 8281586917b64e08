import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { invoicesFor } from '../../../mocks/notas/seed';
import { formatMoney, toNumber } from '../../../src/i18n/format';
import { NotaList } from '../../../src/resources/notas/NotaList';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const open = (account: 'moveis' | 'comercial') => renderScreenAs(account, <NotaList />, { route: '/notas', resource: 'notas' });

/** The variables of every InvoicesList call. */
function watchCalls(): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/graphql')) {
      void request
        .clone()
        .json()
        .then((body: { query: string; variables: Record<string, unknown> }) => {
          if (body.query.includes('InvoicesList')) calls.push(body.variables);
        });
    }
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

afterEach(() => vi.useRealTimers());

describe('Notas Fiscais (/notas)', { timeout: 30_000 }, () => {
  it('1000001: type D of the last 30 days at once (5,000 rows from row 0), 15 per page, values converted; type U shows the city site', async () => {
    fixToday('2026-11-24T09:00');
    const calls = watchCalls();
    await open('moveis');
    const ofType = (type: string) =>
      invoicesFor(1000001).filter((row) => row.type === type && row.issueDate.slice(0, 10) >= '2026-10-25' && row.issueDate.slice(0, 10) <= '2026-11-24');
    const typeD = ofType('D');
    expect(await screen.findByText(`1-${Math.min(15, typeD.length)} de ${typeD.length}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notas Fiscais' })).toBeInTheDocument();
    expect(calls).toEqual([{ initialRow: 0, nextRows: 5000, startIssueDate: '25/10/2026', endIssueDate: '24/11/2026', personId: '1000001', invoiceTypeFilter: 'D' }]);
    const newest = typeD[0];
    const row = screen.getAllByText(String(newest.invoiceNumber))[0].closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(formatMoney(toNumber(newest.totalAmount)));
    expect(screen.queryByRole('button', { name: 'Site de nota fiscal eletrônica da prefeitura' })).not.toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de nota' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Descargas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(`1-${Math.min(15, ofType('U').length)} de ${ofType('U').length}`, {}, LOAD)).toBeInTheDocument();
    const opened: unknown[] = [];
    const windowOpen = vi.spyOn(window, 'open').mockImplementation((...args) => {
      opened.push(args);
      return null;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Site de nota fiscal eletrônica da prefeitura' }));
    expect(opened).toEqual([['https://extrema.mg.gov.br/nota-fiscal-eletronica', '_blank', 'noopener,noreferrer']]);
    windowOpen.mockRestore();
  });

  it("a failed read says 'Erro ao carregar dados!', never the server's own text", async () => {
    mockControl.setFault('GRAPHQL InvoicesList', { status: 200, body: { data: null, errors: [{ message: 'ORA-00942: tabela ou visão não existe' }] } });
    await open('moveis');
    expect(await screen.findByText('Erro ao carregar dados!', { selector: '.MuiAlert-message' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/ORA-00942/)).not.toBeInTheDocument();
  });

  it('internal staff pick from the active suppliers (GET /fornecedores/ativos?tipoFornecedor=F); the picked one loads at once', async () => {
    fixToday('2026-11-24T09:00');
    const calls = watchCalls();
    const supplierCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/fornecedores')) supplierCalls.push(`${url.pathname}${url.search}`);
    });
    await open('comercial');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Fornecedor' }), { target: { value: 'Serra' } });
    fireEvent.click(await screen.findByRole('option', { name: '1000001 - Móveis Serra Gaúcha Indústria Ltda' }, LOAD));
    expect(await screen.findByTestId('notas-table', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ initialRow: 0, nextRows: 5000, startIssueDate: '25/10/2026', endIssueDate: '24/11/2026', personId: '1000001', invoiceTypeFilter: 'D' }]));
    expect(supplierCalls.length).toBeGreaterThan(0);
    expect(supplierCalls.filter((call) => call !== '/api/legacy/fornecedores/ativos?tipoFornecedor=F')).toEqual([]);
  });

  it("internal staff: 'Fornecedor deve ser selecionado!' before a supplier; a range over 5 years is refused", async () => {
    fixToday('2026-11-24T09:00');
    const calls = watchCalls();
    await open('comercial');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Fornecedor deve ser selecionado!')).toBeInTheDocument();
    fireEvent.change(document.querySelector('input[name="startDate"]') as HTMLInputElement, { target: { value: '01/01/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    // The helper text is drawn again as the field settles: wait for the settled one.
    await waitFor(() => expect(screen.getByText('Intervalo de datas muito longo')).toBeInTheDocument());
    expect(within(document.body).queryByTestId('notas-table')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
