// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { emailBreakParts, parseContactPeople } from '../../../src/custom/home/contactPeople';
import { isReloadingCardFailure, reloadAfterCardFailure, RELOAD_GUARD_MS } from '../../../src/custom/home/homeRuntime';
import { itemLink } from '../../../src/custom/home/itemLink';
import { isMounted } from '../../../src/routes/access';
import { pathTo } from '../../../src/routes/pathTo';
import { visibleShortcuts } from '../../../src/routes/shortcuts';
import { countersFor } from '../../../src/custom/home/usePendingWarnings';
import { apiUrl } from '../../../src/config';
import { complianceProvider } from '../../../src/dataProviders/compliance';
import { ApiError } from '../../../src/dataProviders/core/errors';
import {
  fetchPendingOrdersQuantity,
  fetchPendingReturnsTotal,
  PENDING_RETURN_PRODUCTS_QUERY,
} from '../../../src/dataProviders/home';
import { setPageReload } from '../../../src/session/pageReload';

describe('countersFor', () => {
  const supplier = { permissions: ['gerenciar-pedidos.pendentes', 'user-compliance', 'gerenciar-pedidos.retiradas-pendentes'], role: 'Fornecedor', isVisaoTok: false };

  it('a supplier with the three permissions asks for the three counters', () => {
    expect(countersFor(supplier)).toEqual({ pendingOrders: true, pendingDocuments: true, pendingReturns: true });
  });

  it('each counter needs its own permission', () => {
    expect(countersFor({ ...supplier, permissions: [] })).toEqual({ pendingOrders: false, pendingDocuments: false, pendingReturns: false });
    expect(countersFor({ ...supplier, permissions: ['user-compliance'] })).toEqual({ pendingOrders: false, pendingDocuments: true, pendingReturns: false });
  });

  it('internal buyer view skips pending orders and documents, not returns', () => {
    expect(countersFor({ ...supplier, isVisaoTok: true })).toEqual({ pendingOrders: false, pendingDocuments: false, pendingReturns: true });
  });

  it.each(['Master', 'Admin - Comercial', 'Admin - sourcing'])('%s never gets the pending-document counter', (role) => {
    expect(countersFor({ ...supplier, role }).pendingDocuments).toBe(false);
    expect(countersFor({ ...supplier, role }).pendingOrders).toBe(true);
  });
});

describe('visibleShortcuts', () => {
  const all = () => true;
  const held = (...keys: string[]) => new Set(keys);

  it('a shortcut needs its permission and a mounted screen', () => {
    const keys = held('nova-tela-pedidos-pendentes', 'lista-de-pedidos-agendados', 'lista-de-pagamentos', 'lista-de-notas', 'protocolo-de-agendamento');
    expect(visibleShortcuts(keys, all).map((s) => [s.key, s.route])).toEqual([
      ['pending', '/pendentesNova'],
      ['scheduled', '/agendados'],
      ['payments', '/pagamentos'],
      ['invoices', '/notas'],
      ['protocols', '/protocolos'],
    ]);
    expect(visibleShortcuts(keys, () => false)).toEqual([]);
    expect(visibleShortcuts(keys, (route) => route === '/notas').map((s) => s.key)).toEqual(['invoices']);
    expect(visibleShortcuts(held(), all)).toEqual([]);
  });

  it('Pedidos não agendados: the new screen when nova-tela-pedidos-pendentes is held, else the old one', () => {
    expect(visibleShortcuts(held('lista-de-pedidos-pendentes'), all)[0].route).toBe('/pendentes');
    expect(visibleShortcuts(held('lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'), all)[0].route).toBe('/pendentesNova');
    expect(visibleShortcuts(held('nova-tela-pedidos-pendentes'), (route) => route === '/pendentes')).toEqual([]);
  });
});

describe('card failures and the reload', () => {
  it('only an HTTP error status reloads', () => {
    expect(isReloadingCardFailure(new ApiError('http', 'x', 500))).toBe(true);
    expect(isReloadingCardFailure(new ApiError('http', 'x', 404))).toBe(true);
    // A 406 ends the session instead (the session-end handler reloads to the login).
    expect(isReloadingCardFailure(new ApiError('forbidden406', 'x', 406))).toBe(false);
    expect(isReloadingCardFailure(new ApiError('http', 'x', 200))).toBe(false); // status:false under HTTP 200
    expect(isReloadingCardFailure(new ApiError('timeout', 'x'))).toBe(false);
    expect(isReloadingCardFailure(new ApiError('network', 'x'))).toBe(false);
    expect(isReloadingCardFailure(new ApiError('invalidToken', 'x', 200))).toBe(false);
    expect(isReloadingCardFailure(new ApiError('shape', 'x', 200))).toBe(false);
    expect(isReloadingCardFailure(new Error('x'))).toBe(false);
  });

  it(`reloads at most once per ${RELOAD_GUARD_MS} ms`, () => {
    const reload = vi.fn<() => void>();
    const restore = setPageReload(reload);
    try {
      sessionStorage.clear();
      expect(reloadAfterCardFailure(sessionStorage, 1_000_000)).toBe(true);
      expect(reloadAfterCardFailure(sessionStorage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reloadAfterCardFailure(sessionStorage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      restore();
      sessionStorage.clear();
    }
  });
});

describe('parseContactPeople', () => {
  it("reads 'Nome <email>' lists", () => {
    expect(parseContactPeople('Ana Souza <ana.souza@varejo-casa.com.br>, Bruno Lima <bruno.lima@varejo-casa.com.br>')).toEqual([
      { name: 'Ana Souza', email: 'ana.souza@varejo-casa.com.br' },
      { name: 'Bruno Lima', email: 'bruno.lima@varejo-casa.com.br' },
    ]);
  });

  it('keeps a name without e-mail, and never links something that is not an address', () => {
    expect(parseContactPeople('Carla Dias')).toEqual([{ name: 'Carla Dias', email: null }]);
    expect(parseContactPeople('x <javascript:alert(1)>')).toEqual([{ name: 'x', email: null }]);
    expect(parseContactPeople('Eva <eva@x.com?bcc=all@x.com>')).toEqual([{ name: 'Eva', email: null }]);
    expect(parseContactPeople('')).toEqual([]);
    expect(parseContactPeople(null)).toEqual([]);
    expect(parseContactPeople('<so@mail.com>')).toEqual([{ name: 'so@mail.com', email: 'so@mail.com' }]);
  });
});

describe('emailBreakParts', () => {
  it("cuts an address only after the '@' and before a '.', never at a '-'", () => {
    expect(emailBreakParts('feliciano.nogueira@varejo-casa.com.br')).toEqual(['feliciano', '.nogueira@', 'varejo-casa', '.com', '.br']);
    expect(emailBreakParts('ana@x.com')).toEqual(['ana@', 'x', '.com']);
    expect(emailBreakParts('semponto')).toEqual(['semponto']);
  });

  it('gives back the whole address when joined', () => {
    const email = 'a.b-c_d+e@sub.varejo-casa.com.br';
    expect(emailBreakParts(email).join('')).toBe(email);
  });
});

const ROUTES = { pathTo, isMounted };

describe('itemLink', () => {
  it('links absolute http(s) URLs only', () => {
    expect(itemLink(' https://x.com.br/a ', 1, '/comunicados', ROUTES)).toEqual({ kind: 'external', href: 'https://x.com.br/a' });
    expect(itemLink('http://x.com.br', 1, '/comunicados', ROUTES)).toEqual({ kind: 'external', href: 'http://x.com.br' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relativo', 'www.x.com', '', null, undefined]) {
      expect(itemLink(bad, 1, '/comunicados', ROUTES)).toBeNull();
    }
  });

  it('a stored file links to its file route', () => {
    expect(itemLink('comunicados;@Assets/comunicados/manual.pdf', 7, '/comunicados', ROUTES)).toEqual({ kind: 'viewer', to: '/comunicados/arquivos/7' });
    expect(itemLink('contatos;@Assets/contatos/manual.pdf', 202, '/contatos', ROUTES)).toEqual({ kind: 'viewer', to: '/contatos/arquivos/202' });
  });
});

describe('home counters (data provider)', () => {
  it('quantity: numbers in, missing fields out', async () => {
    server.use(http.get(apiUrl('orders', '/orders/quantityPending'), () => HttpResponse.json({ quantity: '4' })));
    expect(await fetchPendingOrdersQuantity('1000001')).toBe(4);
    server.use(http.get(apiUrl('orders', '/documents/qtyDocumentsPending'), () => HttpResponse.json({})));
    await expect(complianceProvider.pendingCount('compliance', { personId: '1000001' })).rejects.toMatchObject({ kind: 'shape' });
  });

  it('counters time out at 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(apiUrl('orders', '/orders/quantityPending'), () => new Promise<Response>(() => undefined)));
      const call = fetchPendingOrdersQuantity('1000001');
      const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(3000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('pending returns: a named operation, one row asked for, the total read from totalRows', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(apiUrl('graphql'), async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ data: { pendingReturnProducts: [{ productId: '1', totalRows: 12 }] } });
      }),
    );
    expect(await fetchPendingReturnsTotal('1000001')).toBe(12);
    expect(seen).toEqual([{ query: PENDING_RETURN_PRODUCTS_QUERY, variables: { personId: '1000001', initialRow: 0, nextRows: 1 } }]);
    expect(PENDING_RETURN_PRODUCTS_QUERY).toMatch(/^query pendingReturnProducts\(/);

    server.use(http.post(apiUrl('graphql'), () => HttpResponse.json({ data: { pendingReturnProducts: [] } })));
    expect(await fetchPendingReturnsTotal('1000001')).toBe(0);
  });
});
