import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';
import { fixToday } from '../../helpers/clock';
import type { AccountName } from '../../helpers/accounts';
import { renderScreenAs } from '../../helpers/renderScreen';
// react-admin's lists ask authProvider.canAccess, which imports the route table on demand: loaded here, with the
// file, so that a fresh worker's first screen is not timed with the transform of every route (32 s under load).
import '../../../src/routes/access';

export const LOAD = { timeout: 8000 };
/** A Tuesday: tomorrow (25/11) may be suggested, today may not. */
export const TODAY = '2026-11-24';

export const linesOf = (status: OrderLineRecord['status'], personId = 1000001) => db.tables.orderLines.filter((line) => line.personId === personId && line.status === status);
export const scheduleOf = (line: OrderLineRecord) => `${line.purchaseOrderId}:${line.branchId}:${line.scheduleDate}`;
/** How many schedules (order, branch, day) the lines make. */
export const scheduleCount = (lines: readonly OrderLineRecord[]) => new Set(lines.map(scheduleOf)).size;
export const cards = () => screen.getAllByTestId('schedule-card');
export const cardOf = (line: OrderLineRecord) => screen.getByRole('article', { name: `Pedido ${line.purchaseOrderId}, ${line.scheduleDate.slice(8, 10)}/${line.scheduleDate.slice(5, 7)}/${line.scheduleDate.slice(0, 4)}` });
export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, LOAD);

/** Puts a line on a day ('yyyy-MM-dd'). */
export const moveTo = (line: OrderLineRecord, day: string) => {
  line.scheduleDate = `${day}T00:00:00`;
};

/** Removes a permission key from a role's access type (before the login reads it). */
export function revoke(role: string, key: string) {
  const type = db.tables.accessTypes.find((row) => row.descricao === role)!.id_md5;
  const feature = db.tables.features.find((row) => row.descricao === key)!.id_md5;
  db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => !(row.accessTypeId === type && row.featureId === feature));
}

/** The JSON bodies POSTed to confirmRefuse(ByList), and every GET asked for (path and query). */
export function watchCalls() {
  const posts: { path: string; body: unknown }[] = [];
  const gets: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') gets.push(`${url.pathname}${url.search}`);
    if (request.method === 'POST' && url.pathname.startsWith('/api/sourcing/orders/confirmRefuse')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => posts.push({ path: url.pathname, body }));
    }
  });
  return { posts, gets };
}

/** 1000001 on 24/11/2026 (the seed dated that day), `prepare` edits the store, then the tab as `account`. */
export async function openTab(tab: ReactElement, account: AccountName = 'moveis', prepare?: () => void, route = '/gerenciarPedidos/tab/1') {
  fixToday(`${TODAY}T09:00`);
  await mockControl.reset();
  prepare?.();
  const view = await renderScreenAs(account, tab, { route, path: '*' });
  return view;
}

/** Picks a day of the month shown in the 'SUGESTÃO DE NOVA DATA DE ENTREGA' calendar. */
export function dayCell(calendar: HTMLElement, day: number) {
  return within(calendar).getByRole('gridcell', { name: String(day) });
}
