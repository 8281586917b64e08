import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, http } from 'msw';
import { server } from '../../../mocks/node';
import { NotaList } from '../../../src/resources/notas/NotaList';
import { PedidosAgendadosList } from '../../../src/resources/pedidos/PedidosAgendadosList';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';

// The list's first call waits for react-admin's session and access checks: slow on a busy machine.
const LOAD = { timeout: 60_000 };
// Plain DOM queries: role queries over a 36-column table cost seconds.
const barNow = () => document.querySelector('[role="progressbar"][aria-label="Carregando…"]');
const bodyRows = () => document.querySelectorAll('tbody tr');

/**
 * A slow server under the test's control: the calls the handler matches wait until `release()`, then the mock
 * answers them as usual (a handler that returns nothing hands the call on to the next one).
 */
function slowServer(hold: (wait: () => Promise<void>) => Parameters<typeof server.use>[0]) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { waiting: 0 };
  server.use(
    hold(() => {
      state.waiting += 1;
      return gate;
    }),
  );
  return {
    release,
    /** Resolves once a call is held, with the list's bar on screen. */
    held: () =>
      waitFor(() => {
        expect(state.waiting).toBeGreaterThan(0);
        expect(barNow()).toBeInTheDocument();
      }, LOAD),
  };
}

afterEach(() => localStorage.clear());

describe("A kit list's own progress while a slow server answers", { timeout: 180_000 }, () => {
  it('Pedidos agendados: the bar shows while the first page and then the next page are on their way, and goes with the rows', async () => {
    const first = slowServer((wait) => http.get('*/api/legacy/pedidos', wait));
    await renderScreenAs('moveis', <PedidosAgendadosList />, { route: '/agendados', resource: 'pedidosAgendados' });
    await first.held();
    expect(screen.queryByText('1-15 de 24')).not.toBeInTheDocument();
    first.release();
    expect(await screen.findByText('1-15 de 24', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(barNow()).not.toBeInTheDocument(), LOAD);
    expect(bodyRows()).toHaveLength(15);

    // A new page keeps the old rows on screen while it loads: the bar says a new one is coming.
    const next = slowServer((wait) => http.get('*/api/legacy/pedidos', wait));
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await next.held();
    next.release();
    expect(await screen.findByText('16-24 de 24', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(barNow()).not.toBeInTheDocument(), LOAD);
    expect(bodyRows()).toHaveLength(9);
  });

  it('Notas Fiscais (one GraphQL call of every row): the bar shows while InvoicesList is on its way', async () => {
    fixToday('2026-11-24T09:00');
    const slow = slowServer((wait) => graphql.query('InvoicesList', wait));
    await renderScreenAs('moveis', <NotaList />, { route: '/notas', resource: 'notas' });
    await slow.held();
    expect(screen.queryByText(/^1-\d+ de \d+$/)).not.toBeInTheDocument();
    slow.release();
    await waitFor(() => expect(screen.getByText(/^1-\d+ de \d+$/)).toBeInTheDocument(), LOAD);
    await waitFor(() => expect(barNow()).not.toBeInTheDocument(), LOAD);
  });
});
