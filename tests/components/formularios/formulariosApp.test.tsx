import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('forms in the whole portal', { timeout: 40_000 }, () => {
  it("0000003 opens 'Formulários' from the menu at /formularios and reaches a form's summary", async () => {
    await renderAppAs('sourcing', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('button', { name: 'Documentos' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Formulários' }));
    expect(window.location.hash).toBe('#/formularios');
    await user.click(await screen.findByRole('link', { name: 'Resumo das respostas de Censo de fornecedores' }, LOAD));
    expect(window.location.hash).toBe('#/formularios/resumo/105');
    expect(await screen.findByText('1000 de 1001 fornecedores responderam', {}, LOAD)).toBeInTheDocument();
  });

  it('1000001, without gerenciar-formularios, is refused the summary', async () => {
    await renderAppAs('moveis', '/formularios/resumo/101');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });
});
