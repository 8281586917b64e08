import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { refusalText } from '../../../../dataProviders/core/errors';
import { sendDecision, type DecidedItem, type Decision } from '../../../../dataProviders/gerenciarPedidos/schedules';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../../../session/SessionUserContext';
import { TAB_BADGES_KEY } from '../../useTabBadges';

/** Spec part 2, section 6: selecting, confirming, refusing and suggesting dates, and loading the refusal reasons. */
export const DECIDE_PERMISSION = 'gerenciar-pedidos.recusa-confirmacao';

export function useMayDecide(): boolean {
  return useSessionUser().permissions.includes(DECIDE_PERMISSION);
}

/** Every query of the order-management tabs starts with this key (a decision makes them all stale). */
export const ORDER_TABS_KEY = 'gerenciarPedidos';

export interface DecisionRequest {
  /** The items decided, or a function that reads them (the cards know only their schedules). */
  items: readonly DecidedItem[] | (() => Promise<readonly DecidedItem[]>);
  decision: Decision;
}

/**
 * Sends a confirmation, refusal or date suggestion. On success every tab list and the tab badges reload; on failure
 * the server's own text shows (else 'Não foi possivel enviar pedido!') and the caller keeps its selection. A second
 * call while one is pending is ignored, so a double click never sends twice.
 */
export function useScheduleDecision(personId: number, onSuccess: (request: DecisionRequest) => void) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: async (request: DecisionRequest) => {
      const items = typeof request.items === 'function' ? await request.items() : request.items;
      return sendDecision(personId, items, request.decision);
    },
    onSuccess: async (_message, request) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [ORDER_TABS_KEY] }), queryClient.invalidateQueries({ queryKey: [TAB_BADGES_KEY] })]);
      onSuccess(request);
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
    mutation.mutate(request);
  };
  return { send, sending: mutation.isPending };
}
