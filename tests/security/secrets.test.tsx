import { screen } from '@testing-library/react';
import { db } from '../../mocks/db/db';
import { server } from '../../mocks/node';
import { setFault } from '../../mocks/http/faults';
import { config } from '../../src/config';
import { getToken } from '../../src/session/cookies';
import { ACCOUNTS } from '../helpers/accounts';
import { renderAppAs } from '../helpers/renderApp';

const LOAD = { timeout: 15_000 };

describe('no password, token or key in a log line, the console or a URL', { timeout: 40_000 }, () => {
  it('a sign-in, the home screen with a failed card and a screen load: console, stored log rows and requested URLs', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => urls.push(request.url));
    const printed: unknown[][] = [];
    const consoles = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args)),
    );
    const logsBefore = db.tables.logs.length;
    // A failing home card writes an 'E' line to the server log with the failed call.
    setFault('GET /api/legacy/pendencias/', { status: 500 });
    try {
      await renderAppAs('moveis', '/');
      expect(await screen.findByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' }, LOAD)).toBeVisible();
      // Other lines (the screen load) may be stored before the failed card's.
      await vi.waitFor(() => expect(db.tables.logs.slice(logsBefore).some((row) => row.DS_LOG.includes('pendencias'))).toBe(true), LOAD);
    } finally {
      consoles.forEach((spy) => spy.mockRestore());
    }
    const token = getToken()!;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const secrets = [token, ACCOUNTS.moveis.senha, config.apiKey, config.gatewayKey, config.functionKey];
    const logRows = db.tables.logs.slice(logsBefore).map((row) => row.DS_LOG);
    expect(logRows.some((line) => line.includes('pendencias'))).toBe(true);
    for (const secret of secrets) {
      expect(logRows.filter((line) => line.includes(secret)), `log rows holding ${secret}`).toEqual([]);
      expect(urls.filter((url) => url.includes(secret)), `URLs holding ${secret}`).toEqual([]);
      expect(printed.filter((args) => JSON.stringify(args.map(String)).includes(secret)), `console lines holding ${secret}`).toEqual([]);
    }
    expect(urls.length).toBeGreaterThan(5);
  });
});
