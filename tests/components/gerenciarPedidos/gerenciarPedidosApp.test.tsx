import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linesOf } from './allOrdersHarness';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('Gerenciar pedidos in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens it from the menu on 'Todos pedidos'; /gerenciarPedidos/tab/1 opens 'Confirmação pendente'", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Gerenciar pedidos' }));
    expect(await screen.findByText(`1-5 de ${linesOf(1000001).length}`, {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/gerenciarPedidos');
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar pedidos' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Gerenciar pedidos');
    // A custom page names itself in the app bar, as the lists do.
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Gerenciar pedidos');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Todos pedidos');

    window.location.hash = '#/gerenciarPedidos/tab/1';
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(/^Confirmação pendente/), LOAD);
  });

  it('Admin - sourcing (no gerenciar-pedidos) has no menu entry and is refused at the URL', async () => {
    await renderAppAs('sourcing', '/gerenciarPedidos');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).queryByRole('menuitem', { name: 'Gerenciar pedidos' })).not.toBeInTheDocument();
  });
});
