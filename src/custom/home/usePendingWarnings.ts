import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { enqueueSnackbar } from '../../kit/snackbar/queue';
import { isAdminRole, type PermissionKey } from '../../permissions/keys';
import type { SessionUser } from '../../types/api';
import { useSessionUser } from '../../session/SessionUserContext';
import { HOME_RESOURCE, type HomeCounter, type HomeMethods } from './home';
import { firstWarning } from './homeRuntime';

type Counter = HomeCounter;
type CounterKey = Extract<PermissionKey, 'gerenciar-pedidos.pendentes' | 'user-compliance' | 'gerenciar-pedidos.retiradas-pendentes'>;

/**
 * Which counters a user asks for (spec part 1, Home screen): internal buyer view users skip the
 * pending-order and pending-document counters; admin roles never get the pending-document one.
 * `may` answers for the '/' line's inside keys (the screen passes canAccess); by default, the user's own keys.
 */
export function countersFor(
  user: Pick<SessionUser, 'role' | 'isVisaoTok'> & { permissions?: readonly string[] },
  may: (key: CounterKey) => boolean = (key) => (user.permissions ?? []).includes(key),
): Record<Counter, boolean> {
  return {
    pendingOrders: may('gerenciar-pedidos.pendentes') && !user.isVisaoTok,
    pendingDocuments: may('user-compliance') && !user.isVisaoTok && !isAdminRole(user.role),
    pendingReturns: may('gerenciar-pedidos.retiradas-pendentes'),
  };
}

/** The pages each warning sends the user to: once there, the warning has said what it had to. */
const POINTS_TO: Record<Counter, readonly string[]> = {
  pendingOrders: ['/pendentesNova', '/pendentes'],
  pendingDocuments: ['/compliance'],
  pendingReturns: ['/gerenciarPedidos'],
};

function useCounterWarning(counter: Counter, enabled: boolean, personId: string, message: string): void {
  const { data, error } = useProviderQuery<HomeMethods, 'pendingCount'>(
    HOME_RESOURCE,
    'pendingCount',
    { counter, personId },
    { enabled, retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
  );

  useEffect(() => {
    if (data !== undefined && data > 0 && firstWarning(`${personId}:${counter}`)) {
      enqueueSnackbar(message, { type: 'warning', sticky: true, pointsTo: POINTS_TO[counter] });
    }
  }, [data, counter, personId, message]);

  useEffect(() => {
    // A counter is a reminder: its failure or timeout never bothers the user.
    if (error) console.warn(`[home] contador ${counter} indisponível:`, error.message);
  }, [error, counter]);
}

/**
 * The three sticky warnings of the home screen. Each counter is its own query, started with the
 * cards and independent of them, so a slow counter (up to its 3 s timeout) never delays a card. A warning
 * never holds back the answer to what the user does (see the kit queue) and goes once the user is on its page.
 */
export function usePendingWarnings(): void {
  const user = useSessionUser();
  const translate = useTranslate();
  const inside = {
    'gerenciar-pedidos.pendentes': useCanAccessNow({ resource: '/', action: 'gerenciar-pedidos.pendentes' }),
    'user-compliance': useCanAccessNow({ resource: '/', action: 'user-compliance' }),
    'gerenciar-pedidos.retiradas-pendentes': useCanAccessNow({ resource: '/', action: 'gerenciar-pedidos.retiradas-pendentes' }),
  };
  const wanted = countersFor(user, (key) => inside[key]);
  useCounterWarning('pendingOrders', wanted.pendingOrders, user.codigo, translate('pages.home.warnings.pendingOrders'));
  useCounterWarning('pendingDocuments', wanted.pendingDocuments, user.codigo, translate('pages.home.warnings.pendingDocuments'));
  useCounterWarning('pendingReturns', wanted.pendingReturns, user.codigo, translate('pages.home.warnings.pendingReturns'));
}
