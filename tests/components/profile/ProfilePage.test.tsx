import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { postLogin } from '../../../src/dataProviders/auth';
import { enqueueSnackbar } from '../../../src/kit/snackbar/queue';
import { readCookie, removeCookie } from '../../../src/session/cookies';
import { App } from '../../../src/App';
import { login } from '../../../src/authProvider';
import { buildTheme } from '../../../src/theme';
import { setPageReload } from '../../../src/session/pageReload';
import { ACCOUNTS } from '../../helpers/accounts';
import { ProfilePage } from '../../../src/custom/profile/ProfilePage';
import { renderAppAs } from '../../helpers/renderApp';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 5000 };

let reload: ReturnType<typeof vi.fn<() => void>>;
let restoreReload: () => void;
let puts: { url: string; body: unknown }[];

beforeEach(() => {
  reload = vi.fn<() => void>();
  restoreReload = setPageReload(reload);
  puts = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' || !new URL(request.url).pathname.startsWith('/api/legacy/pessoa/')) return;
    const entry = { url: new URL(request.url).pathname, body: undefined as unknown };
    puts.push(entry);
    void request
      .clone()
      .json()
      .then((body: unknown) => {
        entry.body = body;
      });
  });
});

afterEach(() => {
  vi.useRealTimers();
  restoreReload();
  server.events.removeAllListeners();
});

/** The profile screen alone, or (`app`) inside the whole portal for navigation and renewal mode. */
async function openProfile(account: 'moveis' | 'renovacao' = 'moveis', route = '/perfil', { app = account === 'renovacao' } = {}) {
  // The reload delays run on fake timers; real time still flows for the screen and the mock.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  if (app) await renderAppAs(account, route);
  else await renderScreenAs(account, <ProfilePage />, { route });
  await screen.findByTestId('profile-page', {}, LOAD);
  const edit = within(screen.getByTestId('profile-edit'));
  return {
    user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }),
    current: within(screen.getByTestId('profile-current')),
    nome: edit.getByLabelText('Nome') as HTMLInputElement,
    senha: edit.getByLabelText('Senha') as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Salvar' }),
    cancel: screen.getByRole('button', { name: 'Cancelar' }),
  };
}

const passOneSecond = () => act(() => vi.advanceTimersByTimeAsync(1000));

/** Puts text in a field in one paste: these tests are about the save (the length rules test types key by key). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** The snackbar on screen (MUI Alert) and its severity. */
async function snackbar(text: string, severity: 'success' | 'error' | 'warning') {
  const message = await screen.findByText(text, {}, LOAD);
  const alert = message.closest('.MuiAlert-root');
  expect(alert, text).not.toBeNull();
  expect(alert!.className).toContain(`MuiAlert-color${severity[0].toUpperCase()}${severity.slice(1)}`);
  return alert as HTMLElement;
}

describe('ProfilePage (/perfil)', () => {
  it('shows the current code and name read-only, and the editable name and password', async () => {
    const { current, nome, senha, user } = await openProfile();
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Perfil'));
    const code = current.getByLabelText('Código') as HTMLInputElement;
    const currentName = current.getByLabelText('Nome atual') as HTMLInputElement;
    expect(code).toHaveValue(ACCOUNTS.moveis.codigo);
    expect(code).toHaveAttribute('readonly');
    expect(currentName).toHaveValue(ACCOUNTS.moveis.nome);
    expect(currentName).toHaveAttribute('readonly');
    expect(nome).toHaveValue(ACCOUNTS.moveis.nome);
    expect(nome).not.toHaveAttribute('readonly');
    expect(senha).toHaveValue('');
    expect(senha).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(senha).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(senha).toHaveAttribute('type', 'password');
  });

  it('warns about an empty name and an empty password, without sending', async () => {
    const { nome, save, user } = await openProfile();
    await user.clear(nome);
    await user.click(save);
    const first = await snackbar('Preencha o campo nome!', 'warning');
    await user.click(within(first).getByRole('button', { name: /fechar/i }));
    await snackbar('Preencha o campo senha!', 'warning');
    expect(puts).toHaveLength(0);
  });

  it('Cancel goes to the home screen, without a reload and with the session; its validation warnings never show there', async () => {
    const { nome, save, cancel, user } = await openProfile('moveis', '/perfil', { app: true });
    await user.clear(nome);
    await user.click(save);
    await snackbar('Preencha o campo nome!', 'warning');
    await user.click(cancel);
    expect(await screen.findByText('Bem-vindo ao portal do fornecedor', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Preencha o campo nome!')).not.toBeInTheDocument();
    expect(screen.queryByText('Preencha o campo senha!')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(readCookie('token')).toBeTruthy();
  });

  it('shows the length rules under the fields, without sending', async () => {
    const { nome, senha, save, user } = await openProfile();
    await user.clear(nome);
    await user.type(nome, 'Ab');
    await user.type(senha, '12345');
    await user.click(save);
    expect(await screen.findByText('Nome deve conter mais de 3 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Senha deve conter no mínimo 6 caracteres e no máximo 12!')).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(senha).toHaveAttribute('aria-invalid', 'true');

    // 13 characters is one too many; the name is fine again.
    await user.type(nome, 'c');
    await user.clear(senha);
    await user.type(senha, '1234567890123');
    await user.click(save);
    expect(await screen.findByText('Senha deve conter no mínimo 6 caracteres e no máximo 12!')).toBeInTheDocument();
    expect(screen.queryByText('Nome deve conter mais de 3 caracteres!')).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves with PUT /pessoa/{codigo}, says so and reloads 1 s later', async () => {
    const { nome, senha, save, user } = await openProfile();
    await user.clear(nome);
    await fill(user, nome, 'Móveis Serra Gaúcha Ltda');
    await fill(user, senha, 'nova12345');
    await user.click(save);
    await snackbar('Dados editados com sucesso!', 'success');
    // The reload waits 1 s after the success (fake clock; a spy on setTimeout would outlive the fake timers).
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(reload).not.toHaveBeenCalled();
    await passOneSecond();
    expect(reload).toHaveBeenCalledTimes(1);

    expect(puts.map((entry) => entry.url)).toEqual(['/api/legacy/pessoa/1000001']);
    expect(puts[0].body).toEqual({ codigo: '1000001', nome: 'Móveis Serra Gaúcha Ltda', senha: 'nova12345' });
    const stored = db.tables.pessoas.find((row) => row.codigo === '1000001')!;
    expect([stored.nome, stored.senha]).toEqual(['Móveis Serra Gaúcha Ltda', 'nova12345']);
    // A normal save keeps the session: only the page reloads.
    expect(readCookie('token')).toBeTruthy();
    expect(save).toBeDisabled();
  });

  it("the answer does not wait behind the home screen's sticky warnings", async () => {
    const { senha, save, user } = await openProfile();
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', { type: 'warning', sticky: true });
    expect(await screen.findByText(/Você tem pedidos pendentes/)).toBeInTheDocument();
    await fill(user, senha, 'nova12345');
    await user.click(save);
    await snackbar('Dados editados com sucesso!', 'success');
    await passOneSecond();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failing save says "Erro ao enviar dados!" and keeps what the user typed', async () => {
    setFault('PUT /api/legacy/pessoa/1000001', { status: 500 });
    const { nome, senha, save, user } = await openProfile();
    await user.clear(nome);
    await fill(user, nome, 'Nome Digitado');
    await fill(user, senha, 'digitada1');
    await user.click(save);
    await snackbar('Erro ao enviar dados!', 'error');
    expect(nome).toHaveValue('Nome Digitado');
    expect(senha).toHaveValue('digitada1');
    expect(save).toBeEnabled();
    await passOneSecond();
    expect(reload).not.toHaveBeenCalled();
    expect(db.tables.pessoas.find((row) => row.codigo === '1000001')!.nome).toBe(ACCOUNTS.moveis.nome);
  });

  it.each([{}, { message: 'ok' }, []])(
    "a 200 without the envelope's success (%j) is not a save: 'Campos necessários…', the typed values stay",
    async (body) => {
      setFault('PUT /api/legacy/pessoa/1000001', { body });
      const { nome, senha, save, user } = await openProfile();
      await user.clear(nome);
      await fill(user, nome, 'Nome Digitado');
      await fill(user, senha, 'digitada1');
      await user.click(save);
      await snackbar('Campos necessários, não foram retornados pelo servidor!', 'error');
      expect(screen.queryByText('Dados editados com sucesso!')).not.toBeInTheDocument();
      expect([nome.value, senha.value]).toEqual(['Nome Digitado', 'digitada1']);
      expect(save).toBeEnabled();
      await passOneSecond();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it("a 4xx answer shows the server's message", async () => {
    setFault('PUT /api/legacy/pessoa/1000001', { status: 400, body: { status: false, message: 'Senha já utilizada anteriormente!' } });
    const { senha, save, user } = await openProfile();
    await fill(user, senha, 'antiga123');
    await user.click(save);
    await snackbar('Senha já utilizada anteriormente!', 'error');
    expect(senha).toHaveValue('antiga123');
  });

  it('a double click sends once', async () => {
    const { senha, save, user } = await openProfile();
    await fill(user, senha, 'dupla12345');
    fireEvent.click(save);
    fireEvent.click(save);
    await snackbar('Dados editados com sucesso!', 'success');
    fireEvent.click(save);
    await passOneSecond();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(puts).toHaveLength(1);
  });

  it('a second submit while sending (Enter twice) sends once', async () => {
    const { senha, save, user } = await openProfile();
    await fill(user, senha, 'enter12345');
    const form = save.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await snackbar('Dados editados com sucesso!', 'success');
    await passOneSecond();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(puts).toHaveLength(1);
  });

  it('is opened from the side menu header; takes a name of at most 100 characters (the legacy column); the app bar cuts a long name with an ellipsis', async () => {
    await renderAppAs('moveis');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('menu-header', {}, LOAD));
    expect(await screen.findByRole('heading', { name: 'Perfil' }, LOAD)).toBeInTheDocument();

    const nome = within(screen.getByTestId('profile-edit')).getByLabelText('Nome') as HTMLInputElement;
    await user.clear(nome);
    await user.click(nome);
    await user.paste('N'.repeat(150));
    expect(nome.value).toHaveLength(100);
    const bar = screen.getByTestId('session-user');
    expect(bar).toHaveClass('MuiTypography-noWrap');
    expect(bar).toHaveAttribute('title', `${ACCOUNTS.moveis.codigo} - ${ACCOUNTS.moveis.nome}`);
  });
});

describe('ProfilePage in renewal mode', () => {
  it("shows 'Alterar senha' without the side menu; Cancel clears the token and reloads", async () => {
    const { cancel, user } = await openProfile('renovacao');
    expect(readCookie('renovacao')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Alterar senha');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('session-user')).toHaveTextContent(`${ACCOUNTS.renovacao.codigo} - ${ACCOUNTS.renovacao.nome}`);
    await user.click(cancel);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('renovacao')).toBeUndefined();
  });

  it("a 200 with {} keeps the session and the renewal: nothing was saved", async () => {
    setFault('PUT /api/legacy/pessoa/renovacao/1000003', { body: {} });
    const { senha, save, user } = await openProfile('renovacao');
    await fill(user, senha, 'renovada1');
    await user.click(save);
    await snackbar('Campos necessários, não foram retornados pelo servidor!', 'error');
    await passOneSecond();
    expect(reload).not.toHaveBeenCalled();
    expect(readCookie('token')).toBeTruthy();
    expect(senha).toHaveValue('renovada1');
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it("the expired password as the new one: the server's refusal, and the form keeps it", async () => {
    const { senha, save, user } = await openProfile('renovacao');
    await fill(user, senha, 'renova12');
    await user.click(save);
    await snackbar('A nova senha deve ser diferente da atual.', 'error');
    await passOneSecond();
    expect(reload).not.toHaveBeenCalled();
    expect(senha).toHaveValue('renova12');
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it('comes from the server, not from the cookie: without the renovacao cookie the portal still only offers the renewal', async () => {
    await login({ codigo: ACCOUNTS.renovacao.codigo, senha: ACCOUNTS.renovacao.senha });
    removeCookie('renovacao');
    window.location.hash = '#/logs';
    render(<App theme={buildTheme('light')} />);
    expect(await screen.findByRole('heading', { name: 'Alterar senha' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/perfil');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('says why the password must be changed', async () => {
    await openProfile('renovacao');
    expect(screen.getByText('Sua senha expirou ou foi redefinida: para continuar no portal, escolha uma nova senha.')).toBeInTheDocument();
  });

  it('sends every other route to /perfil', async () => {
    await renderAppAs('renovacao', '/temas');
    expect(await screen.findByRole('heading', { name: 'Alterar senha' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/perfil');
    expect(screen.queryByText('LightMode')).not.toBeInTheDocument();
  });

  it('saves with PUT /pessoa/renovacao/{codigo}; the account is no longer flagged and the new password logs in', async () => {
    const { senha, save, user } = await openProfile('renovacao');
    await fill(user, senha, 'renovada1');
    await user.click(save);
    await snackbar('Dados editados com sucesso!', 'success');
    await passOneSecond();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(puts.map((entry) => entry.url)).toEqual(['/api/legacy/pessoa/renovacao/1000003']);
    expect(puts[0].body).toEqual({ codigo: '1000003', nome: ACCOUNTS.renovacao.nome, senha: 'renovada1' });
    // The session ends with the renewal: the reload lands on the login form.
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('renovacao')).toBeUndefined();
    expect(window.location.hash).toBe('#/');

    const again = await postLogin({ codigo: '1000003', senha: 'renovada1' });
    expect(again.acesso).toBeTruthy();
    expect(again.renovacao).toBe(false);
    await expect(postLogin({ codigo: '1000003', senha: ACCOUNTS.renovacao.senha })).rejects.toThrow('Código ou senha inválidos!');
  });
});
