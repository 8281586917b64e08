import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('technical sheets in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Ficha Técnica' from the quality group at /qualidade; the add page refuses a supplier", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('menuitem', { name: 'Qualidade' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Ficha Técnica' }));
    expect(await screen.findByText('Ficha Técnica', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/qualidade');
    expect(document.title).toBe('Portal do Fornecedor - Qualidade');
    expect(await screen.findByRole('tab', { name: 'Acessórios' }, LOAD)).toBeInTheDocument();
    window.location.hash = '#/qualidade/adicionar-ficha-tecnica';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
  });

  it('0000003 opens the add page at its URL; Back leads to /qualidade', async () => {
    await renderAppAs('sourcing', '/qualidade/adicionar-ficha-tecnica');
    expect(await screen.findByText('Adicionar Ficha Técnica', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '#/qualidade');
  });
});
