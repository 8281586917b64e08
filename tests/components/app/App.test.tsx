import { screen } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { missingKeys } from '../../../src/i18n/i18nProvider';
import { readCookie } from '../../../src/session/cookies';
import { setPageReload } from '../../../src/session/pageReload';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { renderAppAs } from '../../helpers/renderApp';

describe('App', () => {
  it.each<AccountName>(['master', 'comercial', 'sourcing', 'moveis', 'acessorios'])('%s sees the home screen and its own name', async (account) => {
    await renderAppAs(account);
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('session-user')).toHaveTextContent(`${ACCOUNTS[account].codigo} - ${ACCOUNTS[account].nome}`);
    expect(document.title).toBe('Portal do Fornecedor - Início');
    expect([...missingKeys]).toEqual([]);
    expect(document.body.textContent).not.toMatch(/\b(ra|app|kit|resources)\.[a-z_]+\.[a-zA-Z_.]+/);
  });

  it('renders the error page when the session check fails', async () => {
    setFault('GET /api/legacy/pessoa/token', { status: 500 });
    await renderAppAs('moveis');
    expect(await screen.findByText('Opps, ocorreu um erro.')).toBeInTheDocument();
    expect(screen.getByText('Caso essa mensagem persistir comunique o suporte.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar infomações de usuário!')).toBeInTheDocument();
    const reload = vi.fn();
    const restore = setPageReload(reload);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar ao login' }));
    restore();
    expect(readCookie('token')).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so when the permission check answers an unexpected shape', async () => {
    setFault('GET /api/legacy/permissaoFuncionalidade/checkPermission', { body: { status: true } });
    await renderAppAs('moveis');
    expect(await screen.findByText('Opps, ocorreu um erro.')).toBeInTheDocument();
    expect(screen.getByText('Campos necessários, não foram retornados pelo servidor!')).toBeInTheDocument();
  });
});
