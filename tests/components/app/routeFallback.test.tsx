import { screen, within } from '@testing-library/react';
import { renderAppAs } from '../../helpers/renderApp';

describe('routes no screen matched', () => {
  it('an unknown URL shows the not-found page with its own title, once, and one full stop', async () => {
    document.title = 'Portal do Fornecedor - Logs';
    await renderAppAs('sourcing', '/naoexiste');
    const page = await screen.findByTestId('not-found', {}, { timeout: 8000 });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Não encontrado');
    expect(within(page).getByText('Você digitou uma URL incorreta ou seguiu um link inválido.')).toBeInTheDocument();
    expect(page.textContent).not.toContain('..');
    expect(within(page).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Não encontrado');
    const appBar = document.querySelector('header') as HTMLElement;
    expect(appBar.textContent?.match(/Portal do Fornecedor/g)).toHaveLength(1);
  });

  it("'#/status' typed while logged in shows the version line, not the not-found page", async () => {
    await renderAppAs('sourcing', '/status');
    expect(await screen.findByTestId('status-version', {}, { timeout: 8000 })).toHaveTextContent(/^Portal do Fornecedor 1\.8\.0$/);
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    expect(screen.queryByText('Não encontrado')).not.toBeInTheDocument();
  });
});
