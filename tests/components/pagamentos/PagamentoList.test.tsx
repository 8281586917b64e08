import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { paymentsFor } from '../../../mocks/pagamentos/seed';
import { formatMoney } from '../../../src/i18n/format';
import { PagamentoList } from '../../../src/resources/pagamentos/PagamentoList';
import { paymentTotals, productDelay, type Payment as PaymentRow } from '../../../src/resources/pagamentos/payments';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('Pagamentos (/pagamentos)', { timeout: 30_000 }, () => {
  it('1000001: the last 30 days at once (9,999 rows from row 0), totals equal to the rows, the delay modal', async () => {
    fixToday('2026-11-24T09:00');
    const variables: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/graphql'))
        void request
          .clone()
          .json()
          .then((body: { query: string; variables: unknown }) => body.query.includes('query Payments') && variables.push(body.variables));
    });
    await renderScreenAs('moveis', <PagamentoList />, { route: '/pagamentos', resource: 'pagamentos' });
    const rows = paymentsFor(1000001)
      .filter((row) => row.paymentDate.slice(0, 10) >= '2026-10-25' && row.paymentDate.slice(0, 10) <= '2026-11-24')
      .map((row) => ({ ...row, totalRows: 0 })) as PaymentRow[];
    expect(await screen.findByText(`1-15 de ${rows.length}`, {}, LOAD)).toBeInTheDocument();
    expect(variables).toEqual([{ startDate: '25/10/2026', endDate: '24/11/2026', initialRow: 0, nextRows: 9999, personId: '1000001' }]);
    const totals = paymentTotals(rows, new Date());
    const card = within(screen.getByRole('region', { name: 'Resumo financeiro' }));
    expect(card.getByText('Total pago').nextSibling).toHaveTextContent(formatMoney(totals.totalPaid));
    expect(card.getByText('Valor total').nextSibling).toHaveTextContent(formatMoney(totals.totalValue));
    expect(card.getByText('Notas fiscais').nextSibling).toHaveTextContent(String(rows.length));
    // The weekly chart (its own chunk) draws a bar per week and series.
    const chart = await screen.findByRole('figure', { name: 'Pagamentos por semana' }, LOAD);
    await waitFor(() => expect(chart.querySelectorAll('rect, path').length).toBeGreaterThan(0), LOAD);
    expect(untranslated()).toEqual([]);
    // An amount stays on one line ('R$' never above its digits).
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const firstRow = document.querySelector('tbody tr') as HTMLTableRowElement;
    expect(getComputedStyle(firstRow.cells[headers.indexOf('Valor total')]).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(firstRow.cells[headers.indexOf('Nota fiscal')]).whiteSpace).not.toBe('nowrap');

    const late = [...rows].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate)).slice(0, 15).find((row) => productDelay(row) > 0)!;
    const delayButton = screen.getByLabelText(new RegExp(`^Detalhar atraso de \\d+ dias? da nota ${late.invoiceNumber}$`));
    // 'Atraso' reads as the spec writes it ('2 dias'), not in the button's capitals.
    expect(delayButton).toHaveTextContent(/^\d+ dias?$/);
    expect(getComputedStyle(delayButton).textTransform).toBe('none');
    fireEvent.click(delayButton);
    const dialog = within(await screen.findByRole('dialog', { name: 'Detalhamento penalização em prazo de pagamento' }));
    // The list and the modal tell one delay.
    expect(await dialog.findByText(`Atraso total: ${delayButton.textContent}`, {}, LOAD)).toBeInTheDocument();
    expect(dialog.getAllByText(/^\d+,\d{3}$/)).toHaveLength(3);
  });

  it("Pendentes in a month without payments says 'Não encontramos pagamentos'; a failed read says the spec's message", async () => {
    fixToday('2026-11-24T09:00');
    await renderScreenAs('moveis', <PagamentoList />, { route: '/pagamentos', resource: 'pagamentos' });
    await screen.findByText(/^1-15 de \d+$/, {}, LOAD);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de pagamento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pendentes' }));
    fireEvent.change(document.querySelector('input[name="startDate"]') as HTMLInputElement, { target: { value: '01/01/2026' } });
    fireEvent.change(document.querySelector('input[name="endDate"]') as HTMLInputElement, { target: { value: '31/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Não encontramos pagamentos', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Altere as datas ou o tipo de pagamento e clique em Aplicar.')).toBeInTheDocument();

    mockControl.setFault('GRAPHQL Payments', { status: 500 });
    fireEvent.change(document.querySelector('input[name="endDate"]') as HTMLInputElement, { target: { value: '28/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Ocorreu um problema ao carregar os dados. Por favor, informe ao suporte.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('list-error')).toHaveTextContent('Erro ao carregar dados!');
  });

  it('0000002 picks from the active suppliers (GET /fornecedores/ativos?tipoFornecedor=F); the picked one loads at once', async () => {
    fixToday('2026-11-24T09:00');
    const variables: unknown[] = [];
    const supplierCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/fornecedores')) supplierCalls.push(`${url.pathname}${url.search}`);
      if (request.url.endsWith('/graphql'))
        void request
          .clone()
          .json()
          .then((body: { query: string; variables: unknown }) => body.query.includes('query Payments') && variables.push(body.variables));
    });
    await renderScreenAs('comercial', <PagamentoList />, { route: '/pagamentos', resource: 'pagamentos' });
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Fornecedor' }), { target: { value: 'Serra' } });
    fireEvent.click(await screen.findByRole('option', { name: '1000001 - Móveis Serra Gaúcha Indústria Ltda' }, LOAD));
    expect(await screen.findByText(/^1-15 de \d+$/, {}, LOAD)).toBeInTheDocument();
    expect(variables).toEqual([{ startDate: '25/10/2026', endDate: '24/11/2026', initialRow: 0, nextRows: 9999, personId: '1000001' }]);
    expect(supplierCalls.length).toBeGreaterThan(0);
    expect(supplierCalls.filter((call) => call !== '/api/legacy/fornecedores/ativos?tipoFornecedor=F')).toEqual([]);
  });

  it("0000002: a supplier list that does not load says 'Ocorreu um problema ao carregar os fornecedores. Por favor, informe ao suporte.'", async () => {
    mockControl.setFault('GET /api/legacy/fornecedores/ativos', { status: 500 });
    await renderScreenAs('comercial', <PagamentoList />, { route: '/pagamentos', resource: 'pagamentos' });
    expect(await screen.findByText('Ocorreu um problema ao carregar os fornecedores. Por favor, informe ao suporte.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toBeEnabled();
  });
});
