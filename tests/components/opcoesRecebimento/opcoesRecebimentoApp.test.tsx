import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('receiving options in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Opções de recebimento' from the menu at /opcoesRecebimento; 0000003 may not open it", async () => {
    const view = await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Opções de recebimento' }));
    expect(await screen.findByText('1-12 de 12', {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toMatch(/^#\/opcoesRecebimento/);
    expect(screen.getByText('Opções de recebimento', { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Opções de recebimento');
    view.unmount();

    await renderAppAs('sourcing', '/opcoesRecebimento');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).queryByRole('menuitem', { name: 'Opções de recebimento' })).not.toBeInTheDocument();
  });
});
