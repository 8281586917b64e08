import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('return reports in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Devolução' from the quality group at /qualidade/devolucao", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('menuitem', { name: 'Qualidade' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Devolução' }));
    expect(window.location.hash).toBe('#/qualidade/devolucao');
    expect(await screen.findByText('Sofá retrátil 3 lugares Lisboa', {}, LOAD)).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Qualidade');
  });

  it('0000002, without devolucao-recebimentos, is refused the list', async () => {
    await renderAppAs('comercial', '/qualidade/devolucao');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });
});
