import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFault } from '../../../mocks/http/faults';
import { firstWarning, resetHomeRuntime } from '../../../src/custom/home/homeRuntime';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { renderAppAs } from '../../helpers/renderApp';
import { COUNTER_PATHS, WARNINGS, logRequests, queuedMessages, renderHomeAs, resetHomeState, type RequestLog, waitForEnded } from './homeTestUtils';

let restoreReload: () => void;
let log: RequestLog;

beforeEach(() => {
  restoreReload = resetHomeState().restore;
  log = logRequests();
});

afterEach(() => {
  log.stop();
  restoreReload();
  vi.restoreAllMocks();
});

const COUNTERS = [COUNTER_PATHS.orders, COUNTER_PATHS.documents, 'GRAPHQL pendingReturnProducts'];

describe('home warnings', () => {
  it('1000001 gets the three sticky warnings, one at a time, each until closed', async () => {
    const user = userEvent.setup();
    await renderHomeAs('moveis');
    await waitFor(() => expect(queuedMessages()).toHaveLength(3), { timeout: 5000 });
    expect(new Set(queuedMessages())).toEqual(new Set(Object.values(WARNINGS)));

    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const alert = await screen.findByRole('alert');
      expect(alert.className).toMatch(/Warning/);
      seen.push(alert.textContent ?? '');
      expect(getSnapshot().current?.durationMs).toBeNull(); // sticky: no auto-close timer
      await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    }
    expect(seen.sort()).toEqual(Object.values(WARNINGS).sort());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('2000001 gets the pending-orders warning only (no pending documents, no pending returns)', async () => {
    await renderHomeAs('acessorios');
    await waitForEnded(log, COUNTERS);
    await waitFor(() => expect(queuedMessages()).toEqual([WARNINGS.orders]));
    expect(await screen.findByText(WARNINGS.orders)).toBeInTheDocument();
  });

  it('Master (internal buyer view) never asks for pending orders or documents', async () => {
    await renderHomeAs('master');
    await screen.findByTestId('home-card-pendencias-list');
    await waitForEnded(log, ['GET /api/legacy/pendencias/', 'GET /api/legacy/comunicado/', 'GET /api/legacy/contato/', 'GRAPHQL pendingReturnProducts']);
    expect(log.started).not.toContain(COUNTER_PATHS.orders);
    expect(log.started).not.toContain(COUNTER_PATHS.documents);
    expect(queuedMessages()).toEqual([]);
  });

  it('Admin - sourcing (admin role, internal view) holds user-compliance but gets no pending-document call or warning', async () => {
    await renderHomeAs('sourcing');
    await screen.findByText('Bem-vindo ao portal do fornecedor', {}, { timeout: 5000 });
    await waitForEnded(log, ['GET /api/legacy/comunicado/', 'GET /api/legacy/contato/']);
    expect(log.started).not.toContain(COUNTER_PATHS.documents);
    expect(queuedMessages()).toEqual([]);
  });

  it('a counter past its 3 s timeout never delays the cards, and fails silently', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault(COUNTER_PATHS.orders, { delayMs: 3500 });
    const started = performance.now();
    await renderHomeAs('moveis');

    // The cards are filled while the counter is still waiting for its answer.
    const pendencias = await screen.findByTestId('home-card-pendencias-list');
    await within(pendencias).findAllByText(/^PC \d+ · Pedido \d+/, {}, { timeout: 2500 });
    await screen.findByText('Manual do fornecedor 2026');
    expect(performance.now() - started).toBeLessThan(2500);
    expect(log.ended).not.toContain(COUNTER_PATHS.orders);
    expect(warn).not.toHaveBeenCalled();

    // The other two warnings came on their own; the timed-out one never does, and nothing tells the user.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('pendingOrders'), expect.any(String)));
    expect(new Set(queuedMessages())).toEqual(new Set([WARNINGS.documents, WARNINGS.returns]));
  });

  it('a failing counter (HTTP 500, GraphQL error) shows nothing to the user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault(COUNTER_PATHS.documents, { status: 500 });
    setFault('GRAPHQL pendingReturnProducts', { status: 500 });
    await renderHomeAs('moveis');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await waitFor(() => expect(queuedMessages()).toEqual([WARNINGS.orders]));
  });
});

describe('home warnings in the portal', () => {
  it('stand beside the side menu (never over it or Sair) and go once the user is on the page they point to', async () => {
    await renderAppAs('moveis');
    await waitFor(() => expect(queuedMessages()).toHaveLength(3), { timeout: 8000 });
    const alert = await screen.findByRole('alert');
    const snackbar = alert.closest('.MuiSnackbar-root') as HTMLElement;
    expect(getComputedStyle(snackbar).left).toBe('244px');

    act(() => {
      window.location.hash = '#/pendentesNova';
    });
    await waitFor(() => expect(queuedMessages()).not.toContain(WARNINGS.orders));
    expect(new Set(queuedMessages())).toEqual(new Set([WARNINGS.documents, WARNINGS.returns]));

    act(() => {
      window.location.hash = '#/gerenciarPedidos/tab/5';
    });
    await waitFor(() => expect(queuedMessages()).toEqual([WARNINGS.documents]));
  });
});

describe('firstWarning', () => {
  it('once per session: not again after a reload of the page, again after a new login (another token)', () => {
    expect(firstWarning('1000001:pendingOrders', sessionStorage, 'token-a')).toBe(true);
    expect(firstWarning('1000001:pendingOrders', sessionStorage, 'token-a')).toBe(false);
    resetHomeRuntime(); // what a reload forgets
    expect(firstWarning('1000001:pendingOrders', sessionStorage, 'token-a')).toBe(false);
    expect(firstWarning('1000001:pendingReturns', sessionStorage, 'token-a')).toBe(true);
    resetHomeRuntime();
    expect(firstWarning('1000001:pendingOrders', sessionStorage, 'token-b')).toBe(true);
  });
});
