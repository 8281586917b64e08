import { http } from 'msw';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { postLogin } from '../../../src/dataProviders/auth';
import { fetchAttachableDefaults } from '../../../src/dataProviders/condicoesPagamento';
import { fetchGroupConditions, fetchGroupSuppliers } from '../../../src/dataProviders/gruposOpcoesRecebimento';
import { complianceProvider } from '../../../src/dataProviders/compliance';
import { fetchPendingOrdersQuantity } from '../../../src/dataProviders/home';

/** A server that never answers: only the call's own time limit ends it. */
const silent = () => new Promise<Response>(() => undefined);

/** The call is still waiting 1 ms before `limitMs` and has failed with a timeout at `limitMs` exactly. */
async function expectTimeoutAt(limitMs: number, start: () => Promise<unknown>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let outcome: unknown = 'waiting';
    const call = start().then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(limitMs - 1);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toMatchObject({ kind: 'timeout' });
  } finally {
    vi.useRealTimers();
  }
}

describe('time limits of the spec’s calls, pinned in milliseconds on both sides', () => {
  it('login (auth): 1.5 s', async () => {
    server.use(http.post(apiUrl('legacy', '/auth'), silent));
    await expectTimeoutAt(1500, () => postLogin({ codigo: '1000001', senha: 'moveis123' }));
  });

  it('pending orders and pending documents counters: 3 s', async () => {
    server.use(http.get(apiUrl('orders', '/orders/quantityPending'), silent), http.get(apiUrl('orders', '/documents/qtyDocumentsPending'), silent));
    await expectTimeoutAt(3000, () => fetchPendingOrdersQuantity('1000001'));
    await expectTimeoutAt(3000, () => complianceProvider.pendingCount('compliance', { personId: '1000001' }));
  });

  it('group conditions and group suppliers: 2.5 s', async () => {
    server.use(http.get(apiUrl('legacy', '/condicoesGrupo/:id'), silent), http.get(apiUrl('legacy', '/fornecedoresGrupo'), silent));
    await expectTimeoutAt(2500, () => fetchGroupConditions(1));
    await expectTimeoutAt(2500, () => fetchGroupSuppliers(1, true));
  });

  it('payment conditions: 5.5 s', async () => {
    server.use(http.get(apiUrl('legacy', '/condicoesPagamento/listByCodPadrao/:cod'), silent));
    await expectTimeoutAt(5500, () => fetchAttachableDefaults(0));
  });
});
