import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('compliance in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Compliance' from the Documentos group at /compliance", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('menuitem', { name: 'Documentos' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Compliance' }));
    expect(window.location.hash).toBe('#/compliance');
    expect(await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance' })).toBeInTheDocument();
  });

  it('0000003 opens a document from the list to edit it: the form holds the stored file, which the list rows lack', async () => {
    await renderAppAs('sourcing', '/compliance');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Código de Conduta do Fornecedor 2026', {}, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Compliance' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('O arquivo atual (pdf) é mantido se nenhum outro for escolhido.', {}, LOAD)).toBeInTheDocument();
  });
});
