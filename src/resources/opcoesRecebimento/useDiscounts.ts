import { useEffect } from 'react';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { endsSession } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { discountsFailureText } from './paymentOptionRules';
import type { PaymentOption, ReceivingOptionMethods } from './receivingOptions';

export interface Discounts {
  /** The options released to the supplier; `undefined` while loading or when not enabled, empty after a failure. */
  options: PaymentOption[] | undefined;
  /** Why the call failed, in the words of spec section 8 (a 406 is no failure: it reads as no options). */
  failure: string | null;
}

/** The payment options released to the supplier. A failure says so once, in the words of spec section 8. */
export function useDiscounts(personId: number | undefined, enabled = true): Discounts {
  const snackbar = useSnackbar();
  const query = useProviderQuery<ReceivingOptionMethods, 'discounts'>(
    'opcoesRecebimento',
    'discounts',
    { personId: personId ?? 0 },
    { enabled: enabled && personId !== undefined, retry: false, refetchOnWindowFocus: false },
  );
  const { error } = query;
  const failure = error && !endsSession(error) ? discountsFailureText(error) : null;
  useEffect(() => {
    if (failure) snackbar.error(failure);
  }, [failure, snackbar]);
  return query.isError ? { options: [], failure } : { options: query.data, failure: null };
}
