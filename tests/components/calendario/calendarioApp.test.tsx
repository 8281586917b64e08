import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../../helpers/renderApp';
import { answer, cards, choose, lastAvailable } from './calendarHarness';

const LOAD = { timeout: 10_000 };

describe('Pedidos não agendados in the whole portal', { timeout: 60_000 }, () => {
  it("1000001 opens /pendentesNova from the menu; leaving it with a chosen day asks first (react-admin's router)", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const entry = menu.getByRole('menuitem', { name: 'Pedidos não agendados' });
    expect(entry).toHaveAttribute('href', '#/pendentesNova');
    fireEvent.click(entry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos não agendados' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pendentesNova');
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Pedidos não agendados'));
    expect(await screen.findByText(/^1 - 7 de \d+$/, {}, LOAD)).toBeInTheDocument();

    await choose(cards()[0], lastAvailable(cards()[0]));
    fireEvent.click(menu.getByRole('menuitem', { name: 'Início' }));
    await answer('Sair da página', 'Tem certeza que deseja sair dessa página e perder suas seleções de datas que não foram agendadas?', 'Não');
    expect(window.location.hash).toBe('#/pendentesNova');
    fireEvent.click(menu.getByRole('menuitem', { name: 'Início' }));
    await answer('Sair da página', 'Tem certeza que deseja sair dessa página e perder suas seleções de datas que não foram agendadas?', 'Sim');
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, LOAD)).toBeInTheDocument();
  });

  it('2000001 (the older pending list) has no entry for it and is refused at its URL in any letter case', async () => {
    await renderAppAs('acessorios', '/PendentesNova');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    expect(screen.queryByTestId('calendar-page')).not.toBeInTheDocument();
    const links = within(screen.getByTestId('side-menu')).getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(links).not.toContain('#/pendentesNova');
  });
});
