import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import {
  fetchPendingDocumentsQuantity,
  fetchPendingOrdersQuantity,
  fetchPendingReturnsTotal,
} from '../../dataProviders/home';
import { enqueueSnackbar } from '../../kit/snackbar/queue';
import { isAdminRole } from '../../permissions/keys';
import type { SessionUser } from '../../types/api';
import { useSessionUser } from '../../session/SessionUserContext';
import { firstWarning } from './homeRuntime';

type Counter = 'pendingOrders' | 'pendingDocuments' | 'pendingReturns';

const FETCHERS: Record<Counter, (personId: string, signal: AbortSignal) => Promise<number>> = {
  pendingOrders: fetchPendingOrdersQuantity,
  pendingDocuments: fetchPendingDocumentsQuantity,
  pendingReturns: fetchPendingReturnsTotal,
};

/**
 * Which counters a user asks for (spec part 1, Home screen): internal buyer view users skip the
 * pending-order and pending-document counters; admin roles never get the pending-document one.
 */
export function countersFor(user: Pick<SessionUser, 'permissions' | 'role' | 'isVisaoTok'>): Record<Counter, boolean> {
  const held = new Set(user.permissions);
  return {
    pendingOrders: held.has('gerenciar-pedidos.pendentes') && !user.isVisaoTok,
    pendingDocuments: held.has('user-compliance') && !user.isVisaoTok && !isAdminRole(user.role),
    pendingReturns: held.has('gerenciar-pedidos.retiradas-pendentes'),
  };
}

/** The pages each warning sends the user to: once there, the warning has said what it had to. */
const POINTS_TO: Record<Counter, readonly string[]> = {
  pendingOrders: ['/pendentesNova', '/pendentes'],
  pendingDocuments: ['/compliance'],
  pendingReturns: ['/gerenciarPedidos'],
};

function useCounterWarning(counter: Counter, enabled: boolean, personId: string, message: string): void {
  const { data, error } = useQuery({
    queryKey: ['home', 'counter', counter, personId],
    queryFn: ({ signal }) => FETCHERS[counter](personId, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

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
  const wanted = countersFor(user);
  useCounterWarning('pendingOrders', wanted.pendingOrders, user.codigo, translate('pages.home.warnings.pendingOrders'));
  useCounterWarning('pendingDocuments', wanted.pendingDocuments, user.codigo, translate('pages.home.warnings.pendingDocuments'));
  useCounterWarning('pendingReturns', wanted.pendingReturns, user.codigo, translate('pages.home.warnings.pendingReturns'));
}
