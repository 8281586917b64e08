import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endsSession } from '../../dataProviders/core/errors';
import { fetchDiscounts } from '../../dataProviders/paymentOptions';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { DiscountOption } from '../../types/api';
import { discountsFailureText } from './paymentOptionRules';

export interface Discounts {
  /** The options released to the supplier; `undefined` while loading or when not enabled, empty after a failure. */
  options: DiscountOption[] | undefined;
  /** Why the call failed, in the words of spec section 8 (a 406 is no failure: it reads as no options). */
  failure: string | null;
}

/** The payment options released to the supplier. A failure says so once, in the words of spec section 8. */
export function useDiscounts(personId: number | undefined, enabled = true): Discounts {
  const snackbar = useSnackbar();
  const query = useQuery({
    queryKey: ['paymentOptions', 'discounts', personId],
    queryFn: ({ signal }) => fetchDiscounts(personId as number, signal),
    enabled: enabled && personId !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { error } = query;
  const failure = error && !endsSession(error) ? discountsFailureText(error) : null;
  useEffect(() => {
    if (failure) snackbar.error(failure);
  }, [failure, snackbar]);
  return query.isError ? { options: [], failure } : { options: query.data, failure: null };
}
