import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { AllOrdersTab } from '../../../src/custom/gerenciarPedidos/tabs/all/AllOrdersTab';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import type { AccountName } from '../../helpers/accounts';
// react-admin's lists ask authProvider.canAccess, which imports the route table on demand: loaded here, with the
// file, so that a fresh worker's first screen is not timed with the transform of every route (32 s under load).
import '../../../src/routes/access';

export const LOAD = { timeout: 20_000 };
export const TODAY = '2026-11-24';

/** The query of every GET /orders the tab sent (remove with server.events.removeAllListeners()). */
export function watchOrderQueries(): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/sourcing/orders') queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

function Where() {
  return <output aria-label="rota">{useLocation().pathname}</output>;
}

export const linesOf = (personId: number) => db.tables.orderLines.filter((line) => line.personId === personId);

/** Tab 0 on 24/11/2026 (seed of that day) as `account`, showing `personId`; resolves once the first page is on screen. */
export async function openAllOrders(account: AccountName = 'moveis', personId = 1000001) {
  fixToday(`${TODAY}T09:00`);
  await mockControl.reset();
  const queries = watchOrderQueries();
  const view = await renderScreenAs(
    account,
    <>
      <AllOrdersTab personId={personId} />
      <Where />
    </>,
    { route: '/gerenciarPedidos', path: '*' },
  );
  await screen.findByText(/^1-5 de \d+$/, {}, LOAD);
  return { view, queries };
}

/** The table's rows (without its two header rows). */
export const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('table tbody tr')];
/** The texts of the group header row. */
export const groupHeaders = () => [...document.querySelectorAll('table thead tr:first-child th')].map((cell) => cell.textContent);
/** The texts of the columns' header row. */
export const columnHeaders = () => [...document.querySelectorAll('table thead tr:nth-child(2) th')].map((cell) => cell.textContent);
