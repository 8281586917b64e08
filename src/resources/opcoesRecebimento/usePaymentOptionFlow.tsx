import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { endsSession } from '../../kit/data/failures';
import { toDate } from '../../i18n/format';
import { MessageDialog } from '../../kit/dialogs/MessageDialog';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { PaymentOptionDialog } from './PaymentOptionDialog';
import { blockedItems, needsMultipleInvoices, optionInForce, paymentOptionChange, refusedAtOnce, updateFailureText, type PaymentOptionItem } from './paymentOptionRules';
import type { PaymentOption, ReceivingOptionMethods } from './receivingOptions';

/** Spec: after 'Feito escolha de antecipação!' the data reloads 1 s later. */
export const RELOAD_AFTER_MS = 1000;

const firstDelivery = (items: readonly PaymentOptionItem[]): Date | null => toDate(items[0]?.deliveryDate);

/** One change asked for: a product (product-level modal) or every product of the delivery (group change dialog). */
export interface PaymentOptionRequest<T extends PaymentOptionItem> {
  scope: 'product' | 'group';
  items: readonly T[];
  /** The items are anticipated now (the standard term then reads 'Cancelar antecipação'). */
  anticipatedNow: boolean;
  /** The items' payment code in force (paymentCode), which the dialog opens with. */
  current: number;
}

export interface PaymentOptionFlowConfig<T extends PaymentOptionItem> {
  personId: number;
  options: readonly PaymentOption[];
  /** qt_entrg of an item's body (the receiving-options screen sends it; the protocol's change does not). */
  quantityOf?: (item: T) => number;
  /** The day the items are delivered, from which the options' payment dates count (default: the first item's deliveryDate). */
  deliveryDay?: (items: readonly T[]) => Date | null;
  /** After a change: the day it concerns (as shown) and the payment codes of that day's deliveries. */
  dayTerms: (items: readonly T[]) => Promise<{ day: string; codes: readonly number[] }>;
  /** Called RELOAD_AFTER_MS after the changes were saved (or some of them, when one failed). */
  onChanged: (option: PaymentOption, request: PaymentOptionRequest<T>) => void;
}

type Step<T extends PaymentOptionItem> =
  | { kind: 'idle' }
  | { kind: 'choose'; request: PaymentOptionRequest<T> }
  | { kind: 'blocked' }
  | { kind: 'success'; invoices: { day: string; count: number } | null };

/**
 * The payment-option change of spec part 2, section 4: a partly delivered product cannot be anticipated ('Antecipação
 * de Pagamento Indisponível'); otherwise the product-level modal or the delivery's group dialog, which needs a choice;
 * one PUT per item; then the success dialog, and, when the day now has two or more payment terms, the warning that it
 * needs more than one invoice. `start` opens it; `dialogs` must be rendered.
 */
export function usePaymentOptionFlow<T extends PaymentOptionItem>(config: PaymentOptionFlowConfig<T>): {
  start: (request: PaymentOptionRequest<T>) => void;
  dialogs: ReactNode;
} {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  // The PUTs go one by one and the screen reloads RELOAD_AFTER_MS after them (spec), so no refresh on each write.
  const dataProvider = useCustomMethods<ReceivingOptionMethods>();
  const [step, setStep] = useState<Step<T>>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [invoicesOpen, setInvoicesOpen] = useState<{ day: string; count: number } | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.paymentOptions.${key}`, vars);

  const start = (request: PaymentOptionRequest<T>) => {
    if (request.scope === 'product' && refusedAtOnce(request.items, request.anticipatedNow)) setStep({ kind: 'blocked' });
    else setStep({ kind: 'choose', request });
  };

  const reloadLater = (option: PaymentOption, request: PaymentOptionRequest<T>) => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => config.onChanged(option, request), RELOAD_AFTER_MS);
  };

  const apply = async (request: PaymentOptionRequest<T>, option: PaymentOption) => {
    if (blockedItems(request.items, option).length > 0) {
      setStep({ kind: 'blocked' });
      return;
    }
    setBusy(true);
    let saved = 0;
    try {
      for (const item of request.items) {
        await dataProvider.changeOption('opcoesRecebimento', paymentOptionChange(item, config.personId, option, config.quantityOf?.(item)));
        saved += 1;
      }
    } catch (error) {
      setBusy(false);
      setStep({ kind: 'idle' });
      if (!endsSession(error)) snackbar.error(updateFailureText(error));
      if (saved > 0) reloadLater(option, request);
      return;
    }
    const terms = await config.dayTerms(request.items).catch(() => null);
    const invoices = terms && needsMultipleInvoices(terms.codes) ? { day: terms.day, count: new Set(terms.codes).size } : null;
    setBusy(false);
    setStep({ kind: 'success', invoices });
    reloadLater(option, request);
  };

  const choosing = step.kind === 'choose' ? step.request : null;
  const single = choosing?.items.length === 1 ? choosing.items[0] : undefined;
  const dialogs = (
    <>
      <PaymentOptionDialog
        open={choosing !== null}
        title={text(choosing?.scope === 'product' ? 'productTitle' : 'groupTitle')}
        text={
          choosing?.scope === 'product' && single
            ? text('productText', { product: single.productName, order: single.purchaseOrderId })
            : text('groupText', { smart_count: choosing?.items.length ?? 0 })
        }
        options={config.options}
        anticipatedNow={choosing?.anticipatedNow ?? false}
        current={choosing ? optionInForce(config.options, choosing.current, choosing.anticipatedNow)?.paymentCode : undefined}
        delivery={choosing ? (config.deliveryDay ?? firstDelivery)(choosing.items) : null}
        busy={busy}
        onCancel={() => setStep({ kind: 'idle' })}
        onApply={(option) => choosing && void apply(choosing, option)}
      />
      <MessageDialog open={step.kind === 'blocked'} title={text('blockedTitle')} text={text('blockedText')} onClose={() => setStep({ kind: 'idle' })} />
      <MessageDialog
        open={step.kind === 'success'}
        title={text('successTitle')}
        text={text('successText')}
        onClose={() => {
          setInvoicesOpen(step.kind === 'success' ? step.invoices : null);
          setStep({ kind: 'idle' });
        }}
      />
      <MessageDialog
        open={invoicesOpen !== null}
        title={text('invoicesTitle')}
        text={text('invoicesText', { date: invoicesOpen?.day ?? '', count: invoicesOpen?.count ?? 0 })}
        onClose={() => setInvoicesOpen(null)}
      />
    </>
  );
  return { start, dialogs };
}
