import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('payments and invoices in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Pagamentos' and 'Notas' from the menu at /pagamentos and /notas", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.getByRole('menuitem', { name: 'Notas' })).toHaveAttribute('href', '#/notas');
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Pagamentos' }));
    expect(await screen.findByText('Resumo financeiro', {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pagamentos');
    expect(screen.getByText('Pagamentos', { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Pagamentos');
    window.location.hash = '#/notas';
    expect(await screen.findByText('Notas Fiscais', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Notas Fiscais');
  });

  it('0000003 (sourcing) is refused payments and has neither menu entry', async () => {
    await renderAppAs('sourcing', '/pagamentos');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.queryByRole('menuitem', { name: 'Pagamentos' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Notas' })).not.toBeInTheDocument();
  });
});
