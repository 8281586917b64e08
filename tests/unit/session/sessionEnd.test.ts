// @vitest-environment jsdom
import { ApiError } from '../../../src/dataProviders/core/errors';
import { emitSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { enqueueSnackbar, getSnapshot } from '../../../src/kit/snackbar/queue';
import { readCookie, TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { takeLoginNotice } from '../../../src/session/loginNotice';
import { installSessionEndHandler, SESSION_END_RELOAD_MS } from '../../../src/session/sessionEnd';

describe('installSessionEndHandler', () => {
  afterEach(() => {
    vi.useRealTimers();
    takeLoginNotice();
  });

  it("shows 'Autentificação inválida!' at once, drops the token and reloads 1 s later, once", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const uninstall = installSessionEndHandler(reload);
    writeCookie(TOKEN_COOKIE, 'abc');
    enqueueSnackbar('Erro ao carregar dados!', { type: 'error' });

    window.history.replaceState(null, '', '/#/logs');
    const failure = new ApiError('invalidToken', 'Autentificação inválida!', 200);
    emitSessionFailure(failure);
    emitSessionFailure(failure);

    expect(getSnapshot().current?.message).toBe('Autentificação inválida!');
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    vi.advanceTimersByTime(SESSION_END_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(SESSION_END_RELOAD_MS).toBe(1000);
    // The login form after the reload says why the user is back there, once.
    expect(takeLoginNotice()).toBe('Autentificação inválida!');
    expect(takeLoginNotice()).toBeUndefined();
    // The next login comes back to the same page.
    expect(window.location.hash).toBe('#/logs');
    uninstall();
  });

  it('ends a session the server answered 406 the same way, with its own message, at the root', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const uninstall = installSessionEndHandler(reload);
    writeCookie(TOKEN_COOKIE, 'abc');
    window.history.replaceState(null, '', '/#/logs');
    emitSessionFailure(new ApiError('forbidden406', 'O servidor não aceita mais esta sessão. Entre novamente.', 406));
    expect(getSnapshot().current?.message).toBe('O servidor não aceita mais esta sessão. Entre novamente.');
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    vi.advanceTimersByTime(SESSION_END_RELOAD_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeLoginNotice()).toBe('O servidor não aceita mais esta sessão. Entre novamente.');
    expect(window.location.hash).toBe('#/');
    uninstall();
  });

  it('ignores other session failures', () => {
    const reload = vi.fn();
    const uninstall = installSessionEndHandler(reload);
    emitSessionFailure(new ApiError('http', 'Erro ao carregar dados!', 500));
    expect(getSnapshot().current).toBeNull();
    uninstall();
  });
});
