import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { CalendarioPage } from '../../../src/custom/calendario/CalendarioPage';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs, type ScreenOptions } from '../../helpers/renderScreen';

/** Queries and steps shared by the calendar's screen tests. */
export const LOAD = { timeout: 8000 };
export const ROUTE = { route: '/pendentesNova' };

export const cards = () => screen.getAllByTestId('calendar-line');
// Attribute and label queries: role queries over 7 timelines cost seconds in jsdom.
export const cells = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>('[data-cell]')];
export const names = (card: HTMLElement) => cells(card).map((cell) => cell.getAttribute('aria-label'));
export const cellNamed = (card: HTMLElement, suffix: RegExp, index = 0) => cells(card).filter((cell) => suffix.test(cell.getAttribute('aria-label') ?? ''))[index];
export const lastAvailable = (card: HTMLElement) => cells(card).filter((cell) => / disponível$/.test(cell.getAttribute('aria-label') ?? '')).at(-1) as HTMLElement;
export const dateOf = (cell: HTMLElement) => (cell.getAttribute('aria-label') ?? '').slice(0, 10);
export const dialog = (name: string) => screen.findByLabelText(name, { selector: '[role="dialog"]' });
export const answer = async (name: string, text: string, button: string) => {
  const box = await dialog(name);
  expect(box).toHaveTextContent(text);
  fireEvent.click(within(box).getByText(button));
  await waitFor(() => expect(box).not.toBeInTheDocument());
};

/** Open the page as 1000001 on 24/11/2026 (a Tuesday), the mock seeded for that day. */
export async function openOn24November(screenElement: ReactElement = <CalendarioPage />, options: ScreenOptions = ROUTE) {
  fixToday('2026-11-24T09:00');
  await mockControl.reset();
  const view = await renderScreenAs('moveis', screenElement, options);
  expect(await screen.findByText('1 - 7 de 24', {}, LOAD)).toBeInTheDocument();
  return view;
}

/** The waiting lines of 1000001 in the calendar's order. */
export function waitingLines() {
  return db.tables.orderLines
    .filter((line) => line.personId === 1000001 && line.stage === 'N')
    .sort((a, b) => a.expectedDeliveryDate.localeCompare(b.expectedDeliveryDate) || a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
}

export const isoOf = (date: string) => date.split('/').reverse().join('-');
export const slotOf = (branchId: number, date: string) => db.tables.scheduleCapacity.find((row) => row.branchId === branchId && row.day === isoOf(date))!.id;

export async function choose(card: HTMLElement, cell: HTMLElement) {
  const date = dateOf(cell);
  fireEvent.click(cell);
  fireEvent.click(within(await dialog('Data de entrega')).getByText('Sim'));
  expect(await within(card).findByLabelText(`${date}, escolhida`)).toBeInTheDocument();
  return date;
}

/** The POST /pedidos/agendar bodies the screen sent. */
export function watchSchedules(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/pedidos/agendar')) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}
