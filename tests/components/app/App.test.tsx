import { act, screen } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { missingKeys } from '../../../src/i18n/i18nProvider';
import { readCookie } from '../../../src/session/cookies';
import { setPageReload } from '../../../src/session/pageReload';
import { installSessionEndHandler } from '../../../src/session/sessionEnd';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { renderAppAs } from '../../helpers/renderApp';
import { untranslated } from '../../helpers/untranslated';

describe('App', () => {
  it.each<AccountName>(['master', 'comercial', 'sourcing', 'moveis', 'acessorios'])('%s sees the home screen and its own name', async (account) => {
    await renderAppAs(account);
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('session-user')).toHaveTextContent(`${ACCOUNTS[account].codigo} - ${ACCOUNTS[account].nome}`);
    expect(document.title).toBe('Portal do Fornecedor - Início');
    expect([...missingKeys]).toEqual([]);
    expect(untranslated()).toEqual([]);
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

  it('a session idle for 30 minutes ends at its next call: the message, no token, the login after 1 s', async () => {
    const reload = vi.fn();
    const stop = installSessionEndHandler(reload);
    await renderAppAs('master');
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, { timeout: 5000 })).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    window.location.hash = '#/logs';
    expect(await screen.findByText('Autentificação inválida!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(readCookie('token')).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });

  it('a 406 from any call ends the session with a readable message', async () => {
    const reload = vi.fn();
    const stop = installSessionEndHandler(reload);
    await renderAppAs('master');
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, { timeout: 5000 })).toBeInTheDocument();
    setFault('GET /api/legacy/log', { status406: true });
    window.location.hash = '#/logs';
    expect(await screen.findByText('O servidor não aceita mais esta sessão. Entre novamente.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(readCookie('token')).toBeUndefined();
    stop();
  });
});
