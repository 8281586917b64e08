import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { readCookie } from '../../../src/session/cookies';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { renderAppAs } from '../../helpers/renderApp';

async function menuLabels(account: AccountName): Promise<string[]> {
  await renderAppAs(account);
  const menu = await screen.findByTestId('side-menu', {}, { timeout: 5000 });
  // A group's header is a menu item too (it unfolds its entries): only the entries count.
  return within(menu)
    .getAllByRole('menuitem')
    .filter((item) => !item.hasAttribute('aria-expanded'))
    .map((item) => item.textContent ?? '');
}

// Only entries whose screen exists are shown (a group's entries sit behind its button); this list grows as each area's screens land.
describe('PortalMenu', () => {
  it.each<[AccountName, string[]]>([
    ['master', ['Início', 'Pedidos não agendados', 'Pedidos agendados', 'Protocolos', 'Gerenciar pedidos', 'Histórico de agendamento', 'Pagamentos', 'Opções de recebimento', 'Notas', 'Grupos de contatos', 'Scorecard', 'Fale Conosco', 'Temas', 'Liberação de acesso', 'Tipo de Acesso', 'Grupos opções recebimento', 'Condições de pagamento', 'Logs']],
    ['sourcing', ['Início', 'Scorecard', 'Fale Conosco', 'Temas', 'Liberação de acesso', 'Tipo de Acesso', 'Logs']],
    ['comercial', ['Início', 'Pedidos não agendados', 'Pedidos agendados', 'Protocolos', 'Gerenciar pedidos', 'Histórico de agendamento', 'Pagamentos', 'Opções de recebimento', 'Notas', 'Grupos de contatos', 'Scorecard', 'Fale Conosco', 'Temas', 'Grupos opções recebimento', 'Condições de pagamento']],
    ['moveis', ['Início', 'Pedidos não agendados', 'Pedidos agendados', 'Protocolos', 'Gerenciar pedidos', 'Histórico de agendamento', 'Pagamentos', 'Opções de recebimento', 'Notas', 'Scorecard', 'Fale Conosco', 'Temas']],
    ['acessorios', ['Início', 'Pedidos não agendados', 'Pedidos agendados', 'Protocolos', 'Gerenciar pedidos', 'Histórico de agendamento', 'Pagamentos', 'Opções de recebimento', 'Notas', 'Scorecard', 'Fale Conosco', 'Temas']],
  ])('%s sees exactly its entries', async (account, expected) => {
    expect(await menuLabels(account)).toEqual(expected);
  });

  it('shows every label whole in the open 220 px drawer: it wraps, never cut with an ellipsis', async () => {
    await renderAppAs('master');
    const menu = await screen.findByTestId('side-menu', {}, { timeout: 5000 });
    const long = ['Pedidos não agendados', 'Histórico de agendamento', 'Opções de recebimento', 'Grupos opções recebimento', 'Condições de pagamento'];
    for (const label of long) {
      // The element holding the words wraps them as a block; it is not react-admin's one-line label, cut at its end.
      const text = within(menu).getByText(label);
      expect(text.closest('[role="menuitem"]'), label).not.toBeNull();
      expect(getComputedStyle(text).whiteSpace, label).toBe('normal');
      expect(getComputedStyle(text).display, label).toBe('block');
      expect(getComputedStyle(text).textOverflow, label).not.toBe('ellipsis');
    }
  });

  it('shows the code and the short name in the header, which opens the profile', async () => {
    await renderAppAs('moveis');
    const header = await screen.findByTestId('menu-header', {}, { timeout: 5000 });
    expect(header).toHaveTextContent(ACCOUNTS.moveis.codigo);
    expect(header).toHaveTextContent('Móveis Serra');
    expect(header).not.toHaveTextContent('Gaúcha');
    await userEvent.setup().click(header);
    expect(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('has the logout entry at the bottom', async () => {
    await renderAppAs('moveis');
    const menu = await screen.findByTestId('side-menu', {}, { timeout: 5000 });
    const buttons = within(menu).getAllByRole('button');
    expect(buttons[buttons.length - 1]).toHaveTextContent('Sair');
  });

  it('logout is a one-line row (the blank space above it is not a button) and a double click sends PUT /auth/logout once', async () => {
    await renderAppAs('moveis');
    const logout = await screen.findByTestId('logout', {}, { timeout: 5000 });
    expect(getComputedStyle(logout).flexGrow).toBe('0');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/logout')) calls.push(request.method);
    });
    await userEvent.setup().dblClick(logout);
    await waitFor(() => expect(readCookie('token')).toBeUndefined());
    server.events.removeAllListeners();
    expect(calls).toEqual(['PUT']);
  });
});
