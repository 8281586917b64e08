import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { ORDER_MANAGEMENT, type OrderManagementMethods } from '../../orderManagement';
import { ConfirmDialog } from '../../../../kit/dialogs/ConfirmDialog';
import { ReasonDialog } from './ReasonDialog';
import { SuggestDateDialog } from './SuggestDateDialog';

export type RefusalStep = 'penalty' | 'reason' | 'date';

export interface RefusalChoice {
  reasonId: number;
  suggestion: Date;
}

export interface RefusalFlowProps {
  /** The dialogs in their order: tab 1 date then reason; tab 2 (penalty warning,) reason then date. */
  steps: readonly RefusalStep[];
  /** The branches of what is refused: the new date must be a day all of them can receive. */
  branchIds: readonly number[];
  reasonTitle: string;
  reasonSubtitle: string;
  penalty?: { title: string; text: string };
  sending: boolean;
  onCancel: () => void;
  /** Called when the last step is done; the last dialog stays open (busy) until the caller closes the flow. */
  onSubmit: (choice: RefusalChoice) => void;
}

/** The refusal reasons, read once (GET /orders/reasons needs gerenciar-pedidos.recusa-confirmacao). */
export function useRefusalReasons(enabled: boolean) {
  return useProviderQuery<OrderManagementMethods, 'refusalReasons'>(ORDER_MANAGEMENT, 'refusalReasons', {}, { enabled, staleTime: Infinity, retry: false });
}

/** A refusal or a date suggestion, one dialog per step: the penalty warning, the reason, the new date. */
export function RefusalFlow({ steps, branchIds, reasonTitle, reasonSubtitle, penalty, sending, onCancel, onSubmit }: RefusalFlowProps) {
  const translate = useTranslate();
  const reasons = useRefusalReasons(true);
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<Partial<RefusalChoice>>({});
  const last = index === steps.length - 1;

  const advance = (update: Partial<RefusalChoice>) => {
    const next = { ...choice, ...update };
    setChoice(next);
    if (!last) setIndex(index + 1);
    else if (next.reasonId !== undefined && next.suggestion) onSubmit({ reasonId: next.reasonId, suggestion: next.suggestion });
  };

  switch (steps[index]) {
    case 'penalty':
      return <ConfirmDialog open title={penalty?.title ?? ''} text={penalty?.text ?? ''} loading={sending} onCancel={onCancel} onConfirm={() => advance({})} />;
    case 'reason':
      return (
        <ReasonDialog
          title={reasonTitle}
          subtitle={reasonSubtitle}
          reasons={reasons.data}
          reasonsFailed={reasons.isError}
          loading={sending}
          onCancel={onCancel}
          onSelect={(reasonId) => advance({ reasonId })}
        />
      );
    case 'date':
      return (
        <SuggestDateDialog
          branchIds={branchIds}
          action={translate(`pages.gerenciarPedidos.schedule.${last ? 'send' : 'next'}`)}
          loading={sending}
          onCancel={onCancel}
          onChoose={(suggestion) => advance({ suggestion })}
        />
      );
    default:
      return null;
  }
}
