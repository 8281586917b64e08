// @vitest-environment jsdom
import { authProvider, login, logout, openSessionWithoutToken, resetPassword } from '../../../src/authProvider';
import { forgetSessionUser } from '../../../src/session/currentUser';
import { readCookie } from '../../../src/session/cookies';
import type { SessionUser } from '../../../src/types/api';
import { LOGIN_MESSAGES } from '../../../mocks/auth/handlers';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { onSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';

const LOGIN_FAILURE = 'Não foi possível efetuar o login!';

afterEach(() => forgetSessionUser());

const canAccess = (resource: string, action = 'list') => authProvider.canAccess!({ resource, action });

async function signIn(name: AccountName): Promise<void> {
  const { codigo, senha } = ACCOUNTS[name];
  await login({ codigo, senha });
}

describe('login', () => {
  it('sets the token cookie on success', async () => {
    await expect(login({ codigo: ' 0000001 ', senha: 'master123' })).resolves.toEqual({ renewal: false });
    expect(document.cookie).toContain('token=');
    expect(readCookie('token')).toMatch(/^[0-9a-f]{48}$/);
    expect(readCookie('codigo')).toBe('0000001');
  });

  it('wrong password → the server message', async () => {
    await expect(login({ codigo: '0000001', senha: 'errada' })).rejects.toThrow('Código ou senha inválidos!');
    expect(readCookie('token')).toBeUndefined();
  });

  it("blocked account → the server's blocked message", async () => {
    await expect(login({ codigo: '1000002', senha: 'bloq1234' })).rejects.toThrow(LOGIN_MESSAGES.blocked);
    expect(readCookie('token')).toBeUndefined();
  });

  it('renewal account resolves { renewal: true }', async () => {
    await expect(login({ codigo: '1000003', senha: 'renova12' })).resolves.toEqual({ renewal: true });
    expect(readCookie('renovacao')).toBe('1');
  });

  it(`a 500 → '${LOGIN_FAILURE}'`, async () => {
    setFault('POST /api/legacy/auth', { status: 500 });
    await expect(login({ codigo: '0000001', senha: 'master123' })).rejects.toThrow(LOGIN_FAILURE);
  });

  it(`an answer later than 1.5 s → '${LOGIN_FAILURE}'`, async () => {
    // The 1.5 s timeout and the late answer run on fake timers (real time still flows for MSW).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setFault('POST /api/legacy/auth', { delayMs: 1700 });
    const started = Date.now();
    const refused = expect(login({ codigo: '0000001', senha: 'master123' })).rejects.toThrow(LOGIN_FAILURE);
    await vi.advanceTimersByTimeAsync(1500);
    await refused;
    expect(Date.now() - started).toBeLessThan(1700);
    expect(readCookie('token')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300); // let the late handler finish before the mock is reset
  });
});

describe('resetPassword', () => {
  it('returns the server message on success', async () => {
    await expect(resetPassword('1000001')).resolves.toBe(LOGIN_MESSAGES.resetDone);
  });

  it('answers a known and an unknown code alike (no account enumeration)', async () => {
    const known = await resetPassword('1000001');
    await expect(resetPassword('9999999')).resolves.toBe(known);
  });

  it("a 200 without the envelope's success → 'Campos necessários, não foram retornados pelo servidor!'", async () => {
    setFault('PUT /api/legacy/auth/esqueci', { body: {} });
    await expect(resetPassword('1000001')).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });

  it("status false → 'Não foi possível redefinir a senha!'", async () => {
    setFault('PUT /api/legacy/auth/esqueci', { body: { status: false, message: 'Falhou' } });
    await expect(resetPassword('1000001')).rejects.toThrow('Não foi possível redefinir a senha!');
  });

  it.each([
    ['a 500', { status: 500 }],
    ['an HTML page', { status: 502, html: '<html><body>Bad gateway</body></html>' }],
  ])("%s is the server's failure → 'Não foi possível redefinir a senha!'", async (_what, fault) => {
    setFault('PUT /api/legacy/auth/esqueci', fault);
    await expect(resetPassword('1000001')).rejects.toThrow('Não foi possível redefinir a senha!');
  });

  it("no answer at all (the connection fails) is the spec's exception → 'Erro ao redefinir a senha!'", async () => {
    setFault('PUT /api/legacy/auth/esqueci', { network: true });
    await expect(resetPassword('1000001')).rejects.toThrow('Erro ao redefinir a senha!');
  });
});

describe('openSessionWithoutToken', () => {
  it('sends GET /auth/notoken without a token; a failure is only logged', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/auth/')) seen.push(request);
    });
    await openSessionWithoutToken();
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /api/legacy/auth/notoken']);
    expect(seen[0].headers.has('User-Token')).toBe(false);
    setFault('GET /api/legacy/auth/notoken', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openSessionWithoutToken()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('logout', () => {
  it('clears the session cookies', async () => {
    await signIn('master');
    await logout();
    expect(readCookie('token')).toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('sends PUT /auth/logout once however often it is asked while on its way', async () => {
    await signIn('master');
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/logout')) calls.push(request.method);
    };
    server.events.on('request:start', listener);
    await Promise.all([logout(), logout(), authProvider.logout({})]);
    server.events.removeListener('request:start', listener);
    expect(calls).toEqual(['PUT']);
  });
});

describe('canAccess', () => {
  it('supplier 1000001: orders and profile, not logs, users or access types', async () => {
    await signIn('moveis');
    expect(await canAccess('/gerenciarPedidos')).toBe(true);
    expect(await canAccess('/perfil')).toBe(true);
    expect(await canAccess('/logs')).toBe(false);
    expect(await canAccess('/usuarios')).toBe(false);
    expect(await canAccess('/permissao-ae/abc')).toBe(false);
  });

  it('master may open every route', async () => {
    await signIn('master');
    for (const path of ['/gerenciarPedidos', '/perfil', '/logs', '/usuarios', '/permissao-ae/abc', '/pendentes', '/pendentesNova']) {
      expect(await canAccess(path), path).toBe(true);
    }
  });

  it('2000001 has the old pending-orders screen only', async () => {
    await signIn('acessorios');
    expect(await canAccess('/pendentes')).toBe(true);
    expect(await canAccess('/pendentesNova')).toBe(false);
  });

  it('react-admin resource names map to their routes', async () => {
    await signIn('moveis');
    expect(await canAccess('pedidos')).toBe(true);
    expect(await canAccess('usuarios')).toBe(false);
    expect(await canAccess('semRota')).toBe(false);
  });

  // Spec part 1: "Announcement and contact add/edit depend on manter-comunicados and manter-contatos";
  // supplier 1000001 holds only the ver-lista-* keys.
  it('a supplier who may only see announcements and contacts may not create or edit them', async () => {
    await signIn('moveis');
    expect(await canAccess('comunicados', 'list')).toBe(true);
    expect(await canAccess('comunicados', 'create'), 'create comunicados without manter-comunicados').toBe(false);
    expect(await canAccess('contatos', 'edit'), 'edit contatos without manter-contatos').toBe(false);
  });

  it('create/edit use the -ae rule, and the list rule where there is no -ae route', async () => {
    await signIn('comercial');
    expect(await canAccess('comunicados', 'create')).toBe(true);
    await signIn('sourcing');
    expect(await canAccess('usuarios', 'edit')).toBe(true);
    expect(await canAccess('permissao', 'create')).toBe(true);
    expect(await canAccess('grupos', 'create')).toBe(false);
  });
});

describe('getPermissions', () => {
  it("returns role 'Admin - sourcing' for 0000003", async () => {
    await signIn('sourcing');
    const user = (await authProvider.getPermissions!({})) as SessionUser;
    expect(user.role).toBe('Admin - sourcing');
    expect(user.codigo).toBe('0000003');
    expect(user.permissions).toContain('manter-permissoes');
  });

  it('a 406 on the permission check ends the session with a message a user can read', async () => {
    await signIn('moveis');
    const ended: unknown[] = [];
    const stop = onSessionFailure((error) => ended.push(error));
    setFault('GET /api/legacy/permissaoFuncionalidade/checkPermission', { status406: true });
    await expect(authProvider.getPermissions!({})).rejects.toMatchObject({
      kind: 'forbidden406',
      status: 406,
      message: 'O servidor não aceita mais esta sessão. Entre novamente.',
    });
    stop();
    expect(ended).toHaveLength(1);
    await expect(authProvider.checkError({ status: 406 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(ended[0])).rejects.toEqual({ message: false, logoutUser: false });
  });
});
