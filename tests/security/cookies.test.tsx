import { readFileSync } from 'node:fs';
import { clearSession, RENEWAL_COOKIE, TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from '../../src/session/cookies';
import { sourceFiles } from './sourceFiles';

/** What the session code writes to document.cookie. */
function writtenCookies(run: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  try {
    run();
    return setter.mock.calls.map(([text]) => text);
  } finally {
    setter.mockRestore();
  }
}

describe('session cookies', () => {
  it('are written and removed SameSite=Strict, for the whole site; not Secure over http', () => {
    const written = writtenCookies(() => {
      writeCookie(TOKEN_COOKIE, 'a1b2');
      writeCookie(USER_CODE_COOKIE, '1000001');
      writeCookie(RENEWAL_COOKIE, 'N');
      writeCookie('tema', 'escuro', 365);
      clearSession();
    });
    expect(written).toHaveLength(7);
    for (const cookie of written) {
      expect(cookie, cookie).toMatch(/; path=\/; SameSite=Strict(; |$)/);
      expect(cookie).not.toContain('Secure');
    }
  });

  it('are Secure over https', () => {
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    try {
      expect(writtenCookies(() => writeCookie(TOKEN_COOKIE, 'a1b2'))).toEqual(['token=a1b2; path=/; SameSite=Strict; Secure']);
    } finally {
      location.mockRestore();
    }
  });

  it('are written by src/session/cookies.ts alone', () => {
    const writers = sourceFiles('src').filter((file) => /document\.cookie\s*=/.test(readFileSync(file, 'utf8')));
    expect(writers).toEqual(['src/session/cookies.ts']);
  });
});
