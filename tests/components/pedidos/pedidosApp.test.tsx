import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('order lists in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Pedidos agendados' from the menu at /agendados; the older pending list is not theirs", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.getByRole('menuitem', { name: 'Pedidos não agendados' })).toHaveAttribute('href', '#/pendentesNova');
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Pedidos agendados' }));
    expect(await screen.findByText('1-15 de 24', {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/agendados');
    expect(screen.getByText('Pedidos agendados', { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Pedidos agendados');
    window.location.hash = '#/pendentes';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });

  it("2000001 opens 'Pedidos não agendados' from the menu at /pendentes", async () => {
    await renderAppAs('acessorios', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Pedidos não agendados' }));
    expect(await screen.findByText('1-12 de 12', {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pendentes');
    expect(screen.getByText('Pedidos não agendados', { selector: 'h1' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Pedidos agendados' })).toHaveAttribute('href', '#/agendados');
  });
});
