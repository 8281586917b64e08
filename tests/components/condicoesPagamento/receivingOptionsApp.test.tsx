import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('receiving options, groups and payment conditions in the whole portal', { timeout: 40_000 }, () => {
  it("0000002 reaches the three screens from the menu at the spec's routes", async () => {
    await renderAppAs('comercial', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    expect(menu.getByRole('menuitem', { name: 'Opções de recebimento' })).toHaveAttribute('href', '#/opcoesRecebimento');
    expect(menu.getByRole('menuitem', { name: 'Grupos opções recebimento' })).toHaveAttribute('href', '#/grupoOpcoesRecebimento');
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Condições de pagamento' }));
    expect(await screen.findByText('Condições Pagamento', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/manutencaoCondicoesPagamento');
    expect(document.title).toBe('Portal do Fornecedor - Condições Pagamento');
    window.location.hash = '#/confOpcoesRecebimento/1';
    expect(await screen.findByText('Condições ativas no grupo', { selector: 'h1' }, LOAD)).toBeInTheDocument();
  });

  it('1000001 is refused the group maintenance', async () => {
    await renderAppAs('moveis', '/grupoOpcoesRecebimento');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });
});
