import type { Page } from '@playwright/test';
import { mockTable } from './helpers';

/** What a page requested and printed since `watchSecrets`: every URL and every console line. */
export interface Watched {
  urls: string[];
  consoles: string[];
}

export function watchSecrets(page: Page): Watched {
  const watched: Watched = { urls: [], consoles: [] };
  page.on('request', (request) => watched.urls.push(request.url()));
  page.on('console', (message) => watched.consoles.push(message.text()));
  return watched;
}

/** Each place the session's token or the account's password showed up: a requested URL, a console line, a stored log row. */
export async function secretLeaks(page: Page, password: string, watched: Watched): Promise<string[]> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) return ['no session token to look for'];
  const logRows = (await mockTable<{ DS_LOG: string }>(page, 'logs')).map((row) => row.DS_LOG);
  const places: Record<string, string[]> = { URL: watched.urls, console: watched.consoles, 'log row': logRows };
  return Object.entries(places).flatMap(([place, texts]) =>
    texts.filter((text) => text.includes(token) || text.includes(password)).map((text) => `a secret in a ${place}: ${text.slice(0, 120)}`),
  );
}
