import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalText } from '../../../../kit/data/failures';
import { useProviderMutation } from '../../../../kit/data/useProviderMutation';
import { useCanAccessNow } from '../../../../kit/access/PortalRoutesContext';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import { ORDER_LISTS, ORDER_MANAGEMENT, type DecidedItem, type Decision, type OrderManagementMethods } from '../../orderManagement';

/** Spec part 2, section 6: selecting, confirming, refusing and suggesting dates, and loading the refusal reasons. */
export const DECIDE_PERMISSION = 'gerenciar-pedidos.recusa-confirmacao';

export function useMayDecide(): boolean {
  return useCanAccessNow({ resource: '/gerenciarPedidos', action: DECIDE_PERMISSION });
}

export interface DecisionRequest {
  /** The items decided, or a function that reads them (the cards know only their schedules). */
  items: readonly DecidedItem[] | (() => Promise<readonly DecidedItem[]>);
  decision: Decision;
}

/**
 * Sends a confirmation, refusal or date suggestion. On success every schedule list, the items and the tab badges
 * reload; on failure the server's own text shows (else 'Não foi possivel enviar pedido!') and the caller keeps its
 * selection. A second call while one is pending is ignored, so a double click never sends twice.
 */
export function useScheduleDecision(personId: number, onSuccess: (request: DecisionRequest) => void) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const busy = useRef(false);
  const pending = useRef<DecisionRequest | null>(null);
  const [reading, setReading] = useState(false);
  const mutation = useProviderMutation<OrderManagementMethods, 'decide'>(ORDER_MANAGEMENT, 'decide', {
    refreshes: [ORDER_LISTS.pendingSchedules, ORDER_LISTS.refusedSchedules, ORDER_LISTS.confirmedSchedules],
    onSuccess: () => {
      if (pending.current) onSuccess(pending.current);
    },
    onError: (error) => {
      snackbar.error(refusalText(error) ?? translate('pages.gerenciarPedidos.schedule.sendFailure'), { urgent: true });
    },
    onSettled: () => {
      busy.current = false;
    },
  });
  const send = (request: DecisionRequest) => {
    if (busy.current) return;
    busy.current = true;
    pending.current = request;
    const items = typeof request.items === 'function' ? request.items() : Promise.resolve(request.items);
    setReading(true);
    items.then(
      (decided) => {
        setReading(false);
        mutation.mutate({ personId, items: decided, decision: request.decision });
      },
      (error: unknown) => {
        setReading(false);
        busy.current = false;
        snackbar.error(refusalText(error) ?? translate('pages.gerenciarPedidos.schedule.sendFailure'), { urgent: true });
      },
    );
  };
  return { send, sending: reading || mutation.isPending };
}
