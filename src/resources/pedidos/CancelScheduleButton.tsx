import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { cancelPayload, deliveryDateText } from './orderLineRules';
import type { OrderLine, PedidosMethods } from './orderLines';
import { useTrackOrderClick } from './orderTracking';

const TEXT = 'resources.pedidosAgendados';

/**
 * 'Cancelar' of a scheduled line: enabled only when the server allows it (allowCancelIs 'S'), asks first, sends once
 * (the dialog confirms once, the provider keeps one call in flight per line), then the server's message; the write refreshes the order lists.
 */
export function CancelScheduleButton({ line, personId }: { line: OrderLine; personId?: number }) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const trackOrderClick = useTrackOrderClick();
  const cancel = useProviderMutation<PedidosMethods, 'cancel'>('pedidosAgendados', 'cancel', { refreshes: ['pedidosPendentes', 'calendario'] });
  const cancelFailure = useReadFailureHandler(translate(`${TEXT}.messages.cancelFailure`));
  const vars = { order: line.purchaseOrderId, product: line.productName, date: deliveryDateText(line) };
  const allowed = line.allowCancelIs === 'S';

  const confirm = () => {
    trackOrderClick('cancel', line);
    cancel.mutate(cancelPayload(line, personId), {
      onSuccess: ({ message }) => {
        setOpen(false);
        snackbar.success(message || translate(`${TEXT}.messages.cancelled`), { urgent: true });
      },
      onError: (error) => {
        setOpen(false);
        // A dead session was already announced by the HTTP layer, which reloads the page: the handler stays silent then.
        cancelFailure.onError(error);
      },
    });
  };

  const button = (
    <Button
      size="small"
      color="error"
      disabled={!allowed || cancel.isPending}
      onClick={() => setOpen(true)}
      aria-label={translate(`${TEXT}.actions.cancelOf`, vars)}
    >
      {translate(`${TEXT}.actions.cancel`)}
    </Button>
  );

  return (
    <>
      {allowed ? (
        button
      ) : (
        <Tooltip title={translate(`${TEXT}.actions.cancelNotAllowed`)}>
          {/* A disabled button fires no pointer events: the span carries the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      )}
      <ConfirmDialog
        open={open}
        title={translate(`${TEXT}.cancelDialog.title`)}
        text={translate(`${TEXT}.cancelDialog.text`, vars)}
        loading={cancel.isPending}
        color="error"
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
