import { act, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '../../mocks/http/faults';
import { COUNTER_PATHS, WARNINGS, logRequests, queuedMessages, renderHomeAs, resetHomeState } from '../components/home/homeTestUtils';

const card = (id: string) => screen.findByTestId(`home-card-${id}`, {}, { timeout: 5000 });

let restoreReload: () => void;
beforeEach(() => {
  ({ restore: restoreReload } = resetHomeState());
});
afterEach(() => {
  restoreReload();
  vi.restoreAllMocks();
});

describe('a slow or timed-out call blocks nothing else on the home screen', () => {
  it('the pending-orders counter past its 3 s limit and a slow failing card: the other cards show their data first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The page was reloaded a moment ago for a card failure: a second one shows in the card instead of reloading.
    sessionStorage.setItem('home-card-reload-at', String(Date.now() - 1000));
    setFault(COUNTER_PATHS.orders, { delayMs: 3500 });
    setFault('GET /api/legacy/comunicado/', { status: 503, delayMs: 2000 });
    const log = logRequests();
    await renderHomeAs('moveis');

    // The two other cards fill while the announcements call and the counter are still on their way.
    const pendencias = await screen.findByTestId('home-card-pendencias-list', {}, { timeout: 5000 });
    await within(pendencias).findAllByText(/^PC \d+ · Pedido \d+/, {}, { timeout: 2500 });
    expect(await within(await card('contatos')).findByText('Central de agendamento')).toBeInTheDocument();
    expect(log.ended).not.toContain('GET /api/legacy/comunicado/');

    // The slow card shows its own failure; the counter gives up at 3 s, silently, as the spec's counters do.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(await card('comunicados')).findByText('Erro ao carregar dados!', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(new Set(queuedMessages())).toEqual(new Set([WARNINGS.documents, WARNINGS.returns])));
    expect(log.ended).not.toContain(COUNTER_PATHS.orders);
    expect(within(pendencias).getAllByText(/^PC \d+ · Pedido \d+/).length).toBeGreaterThan(0);
  });
});
