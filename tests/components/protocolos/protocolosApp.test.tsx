import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('scheduling protocols in the whole portal', { timeout: 40_000 }, () => {
  it("2000001 opens 'Protocolos' from the menu at /protocolos and sees its dates", async () => {
    await renderAppAs('acessorios', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    await userEvent.setup().click(await menu.findByRole('menuitem', { name: 'Protocolos' }, LOAD));
    expect(await screen.findByText('Protocolos de Agendamento', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/protocolos');
    expect(document.title).toBe('Portal do Fornecedor - Protocolos de Agendamento');
    const dates = await screen.findByRole('table', { name: 'Datas de agendamento' }, LOAD);
    expect(within(dates).getByText('Datas')).toBeInTheDocument();
  });

  it('0000003 (no protocolo-de-agendamento) is refused at /protocolos', async () => {
    await renderAppAs('sourcing', '/protocolos');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });
});
