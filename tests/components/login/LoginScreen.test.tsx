import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, resetPassword } from '../../../src/authProvider';
import { SnackbarHost } from '../../../src/kit/snackbar/SnackbarHost';
import { LoginScreen } from '../../../src/login/LoginScreen';
import { recordFailure } from '../../../mocks/auth/loginLock';
import { setFault } from '../../../mocks/http/faults';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { readCookie } from '../../../src/session/cookies';
import { ACCOUNTS } from '../../helpers/accounts';

function renderLogin(onLoggedIn = vi.fn()) {
  render(
    <>
      <LoginScreen
        onLogin={async (codigo, senha) => {
          await login({ codigo, senha });
          onLoggedIn();
        }}
        resetPassword={resetPassword}
      />
      <SnackbarHost />
    </>,
  );
  return onLoggedIn;
}

async function typeCredentials(codigo: string, senha: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Código do fornecedor'), codigo);
  await user.type(screen.getByLabelText('Senha'), senha);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginScreen', () => {
  it('shows the fields, hints, links, version and the analyst note', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Portal do Fornecedor' })).toBeInTheDocument();
    expect(screen.getByText('Mínimo de 7 caracteres')).toBeInTheDocument();
    expect(screen.getByText('De 6 a 12 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    expect(screen.getByText('Versão 1.8.0')).toBeInTheDocument();
    expect(screen.getByText(/analista de compras/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Portal do Fornecedor/);
  });

  it('signs in a demo account and stores the token', async () => {
    const done = renderLogin();
    await typeCredentials(ACCOUNTS.moveis.codigo, ACCOUNTS.moveis.senha);
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(readCookie('token')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('shows the server message on a wrong password and keeps what was typed', async () => {
    renderLogin();
    await typeCredentials(ACCOUNTS.moveis.codigo, 'errada123');
    expect(await screen.findByText('Código ou senha inválidos!')).toBeInTheDocument();
    expect(screen.getByLabelText('Código do fornecedor')).toHaveValue('1000001');
    expect(screen.getByLabelText('Senha')).toHaveValue('errada123');
  });

  it("shows the lock at once, in place of the previous try's 'Código ou senha inválidos!'", async () => {
    for (let failure = 1; failure <= 3; failure += 1) recordFailure(ACCOUNTS.moveis.codigo);
    renderLogin();
    const user = await typeCredentials(ACCOUNTS.moveis.codigo, 'errada123');
    await screen.findByText('Código ou senha inválidos!');
    // The fifth wrong password locks the code: its answer is on screen as soon as it comes, not 8 s later.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getSnapshot().current?.message).not.toBe('Código ou senha inválidos!'), { timeout: 3000 });
    expect(getSnapshot().current?.message).toBe('Acesso bloqueado por 15 minutos após 5 senhas inválidas. Tente novamente mais tarde.');
    expect(getSnapshot().waiting).toEqual([]);
    expect(screen.queryByText('Código ou senha inválidos!')).not.toBeInTheDocument();
  });

  it("'Restaurar dados de demonstração' asks first: Não restores nothing, Sim restores once", async () => {
    const restore = vi.fn(() => Promise.resolve());
    render(<LoginScreen onLogin={vi.fn()} resetPassword={resetPassword} onResetMock={restore} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Restaurar dados de demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar dados de demonstração' });
    expect(dialog).toHaveTextContent('Tudo o que foi criado ou alterado na demonstração será perdido. Deseja restaurar os dados iniciais?');
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(restore).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Restaurar dados de demonstração' }));
    const again = await screen.findByRole('dialog', { name: 'Restaurar dados de demonstração' });
    await user.dblClick(within(again).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('shows the blocked account the server message', async () => {
    renderLogin();
    await typeCredentials(ACCOUNTS.bloqueado.codigo, ACCOUNTS.bloqueado.senha);
    expect(await screen.findByText('Usuário bloqueado! Entre em contato com o seu analista de compras.')).toBeInTheDocument();
  });

  it("falls back to 'Não foi possível efetuar o login!' when the server fails", async () => {
    setFault('POST /api/legacy/auth', { status: 500 });
    renderLogin();
    await typeCredentials(ACCOUNTS.moveis.codigo, ACCOUNTS.moveis.senha);
    expect(await screen.findByText('Não foi possível efetuar o login!')).toBeInTheDocument();
  });

  it('refuses a short code without calling the server', async () => {
    const done = renderLogin();
    await typeCredentials('123', 'abcdef');
    expect(screen.getByLabelText('Código do fornecedor')).toHaveAccessibleDescription('Mínimo de 7 caracteres');
    expect(screen.getByLabelText('Código do fornecedor')).toBeInvalid();
    expect(done).not.toHaveBeenCalled();
  });

  it("asks for the code in the reset modal, then shows the server message and closes", async () => {
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir' }));
    expect(within(dialog).getByText('Preencha seu código!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Código'), ACCOUNTS.moveis.codigo);
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir' }));
    expect(await screen.findByText('Se o código estiver cadastrado, uma nova senha será enviada para o e-mail cadastrado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redefinir senha' })).not.toBeInTheDocument());
  });

  /** Opens 'Esqueceu sua senha?' on the login screen and asks a reset for `code`; the reset dialog. */
  async function askReset(code: string): Promise<HTMLElement> {
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    await user.type(within(dialog).getByLabelText('Código'), code);
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir' }));
    return dialog;
  }

  it("shows 'Não foi possível redefinir a senha!' when the reset fails", async () => {
    setFault('PUT /api/legacy/auth/esqueci', { body: { status: false, message: 'Falha no envio do e-mail.' } });
    await askReset('9999999');
    expect(await screen.findByText('Não foi possível redefinir a senha!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Redefinir senha' })).toBeInTheDocument();
  });

  it("shows 'Erro ao redefinir a senha!' when the reset gets no answer at all, and keeps the code", async () => {
    setFault('PUT /api/legacy/auth/esqueci', { network: true });
    await askReset(ACCOUNTS.moveis.codigo);
    expect(await screen.findByText('Erro ao redefinir a senha!')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Redefinir senha' })).getByLabelText('Código')).toHaveValue(ACCOUNTS.moveis.codigo);
  });

  it("keeps the reset modal open with 'Campos necessários…' when the answer has no success flag", async () => {
    // The 300 ms the modal is watched pass on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setFault('PUT /api/legacy/auth/esqueci', { body: {} });
    const dialog = await askReset(ACCOUNTS.moveis.codigo);
    expect(await screen.findByText('Campos necessários, não foram retornados pelo servidor!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('dialog', { name: 'Redefinir senha' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código')).toHaveValue(ACCOUNTS.moveis.codigo);
  });

  it('opens the addresses modal', async () => {
    renderLogin();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Endereços' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endereços' });
    expect(within(dialog).getByText('Centro de distribuição')).toBeInTheDocument();
  });

  describe('the limits of the hints, tried on the form (code at least 7, password 6 to 12)', () => {
    async function attempt(codigo: string, senha: string) {
      const user = userEvent.setup({ delay: null });
      const code = screen.getByLabelText('Código do fornecedor');
      const password = screen.getByLabelText('Senha');
      await user.clear(code);
      if (codigo) await user.type(code, codigo);
      await user.clear(password);
      if (senha) await user.type(password, senha);
      await user.click(screen.getByRole('button', { name: 'Login' }));
    }

    function renderWithSpy() {
      const onLogin = vi.fn<(codigo: string, senha: string) => Promise<void>>(() => new Promise<void>(() => undefined));
      render(<LoginScreen onLogin={onLogin} resetPassword={resetPassword} />);
      return onLogin;
    }

    it('refuses a 6-character code and sends a 7-character one', async () => {
      const onLogin = renderWithSpy();
      await attempt('123456', 'abcdef');
      expect(screen.getByLabelText('Código do fornecedor')).toBeInvalid();
      expect(screen.getByLabelText('Código do fornecedor')).toHaveAccessibleDescription('Mínimo de 7 caracteres');
      expect(onLogin).not.toHaveBeenCalled();
      await attempt('1234567', 'abcdef');
      expect(onLogin).toHaveBeenCalledExactlyOnceWith('1234567', 'abcdef');
      expect(screen.getByLabelText('Código do fornecedor')).toBeValid();
    });

    it('refuses a 5-character password and sends a 6-character one', async () => {
      const onLogin = renderWithSpy();
      await attempt('1234567', 'abcde');
      expect(screen.getByLabelText('Senha')).toBeInvalid();
      expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('De 6 a 12 caracteres');
      expect(onLogin).not.toHaveBeenCalled();
      await attempt('1234567', 'abcdef');
      expect(onLogin).toHaveBeenCalledExactlyOnceWith('1234567', 'abcdef');
    });

    it('refuses a 13-character password and sends a 12-character one', async () => {
      const onLogin = renderWithSpy();
      await attempt('1234567', 'abcdefghijklm');
      expect(screen.getByLabelText('Senha')).toBeInvalid();
      expect(onLogin).not.toHaveBeenCalled();
      await attempt('1234567', 'abcdefghijkl');
      expect(onLogin).toHaveBeenCalledExactlyOnceWith('1234567', 'abcdefghijkl');
      expect(screen.getByLabelText('Senha')).toBeValid();
    });
  });
});
