import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { enqueueSnackbar, removeSnackbar } from '../../kit/snackbar/queue';
import { isAdminRole, type PermissionKey } from '../../permissions/keys';
import type { SessionUser } from '../../types/api';
import { useSessionUser } from '../../session/SessionUserContext';
import { COMPLIANCE_RESOURCE, type ComplianceMethods } from '../../resources/compliance/complianceDocuments';
import { HOME_RESOURCE, type HomeCounter, type HomeMethods } from './home';
import { firstWarning } from './homeRuntime';

type Counter = HomeCounter | 'pendingDocuments';
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

/** A counter's answer: its query, on the home's provider or on the area the count belongs to. */
interface CounterAnswer {
  data: number | undefined;
  error: Error | null;
}

const COUNTER_QUERY = { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } as const;

function useHomeCounter(counter: HomeCounter, enabled: boolean, personId: string): CounterAnswer {
  return useProviderQuery<HomeMethods, 'pendingCount'>(HOME_RESOURCE, 'pendingCount', { counter, personId }, { ...COUNTER_QUERY, enabled });
}

/** The compliance area's own count: a signature refreshes it (the area's reads), so the warning goes with the last one. */
function useDocumentsCounter(enabled: boolean, personId: string): CounterAnswer {
  return useProviderQuery<ComplianceMethods, 'pendingCount'>(COMPLIANCE_RESOURCE, 'pendingCount', { personId }, { ...COUNTER_QUERY, enabled });
}

function useCounterWarning(counter: Counter, { data, error }: CounterAnswer, personId: string, message: string): void {
  const shown = useRef<number | null>(null);

  useEffect(() => {
    if (data !== undefined && data > 0 && firstWarning(`${personId}:${counter}`)) {
      shown.current = enqueueSnackbar(message, { type: 'warning', sticky: true, pointsTo: POINTS_TO[counter] });
    }
    if (data === 0 && shown.current !== null) {
      removeSnackbar(shown.current);
      shown.current = null;
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
  const orders = useHomeCounter('pendingOrders', wanted.pendingOrders, user.codigo);
  const documents = useDocumentsCounter(wanted.pendingDocuments, user.codigo);
  const returns = useHomeCounter('pendingReturns', wanted.pendingReturns, user.codigo);
  useCounterWarning('pendingOrders', orders, user.codigo, translate('pages.home.warnings.pendingOrders'));
  useCounterWarning('pendingDocuments', documents, user.codigo, translate('pages.home.warnings.pendingDocuments'));
  useCounterWarning('pendingReturns', returns, user.codigo, translate('pages.home.warnings.pendingReturns'));
}
