// @vitest-environment jsdom
import { ApiError } from '../../../src/dataProviders/core/errors';
import { emitSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { enqueueSnackbar, getSnapshot } from '../../../src/kit/snackbar/queue';
import { readCookie, TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { installInvalidTokenHandler, INVALID_TOKEN_RELOAD_MS } from '../../../src/session/invalidToken';

describe('installInvalidTokenHandler', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Autentificação inválida!' at once, drops the token and reloads 1 s later, once", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const uninstall = installInvalidTokenHandler(reload);
    writeCookie(TOKEN_COOKIE, 'abc');
    enqueueSnackbar('Erro ao carregar dados!', { type: 'error' });

    const failure = new ApiError('invalidToken', 'Autentificação inválida!', 200);
    emitSessionFailure(failure);
    emitSessionFailure(failure);

    expect(getSnapshot().current?.message).toBe('Autentificação inválida!');
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    vi.advanceTimersByTime(INVALID_TOKEN_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(INVALID_TOKEN_RELOAD_MS).toBe(1000);
    uninstall();
  });

  it('ignores other session failures', () => {
    const reload = vi.fn();
    const uninstall = installInvalidTokenHandler(reload);
    emitSessionFailure(new ApiError('http', 'Erro ao carregar dados!', 500));
    expect(getSnapshot().current).toBeNull();
    uninstall();
  });
});
