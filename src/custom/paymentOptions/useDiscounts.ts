import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endsSession } from '../../dataProviders/core/errors';
import { fetchDiscounts } from '../../dataProviders/paymentOptions';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { DiscountOption } from '../../types/api';
import { discountsFailureText } from './paymentOptionRules';

/**
 * The payment options released to the supplier; `undefined` while loading or when `enabled` is false. A failure
 * says so once (spec section 8 wording) and reads as no options.
 */
export function useDiscounts(personId: number | undefined, enabled = true): DiscountOption[] | undefined {
  const snackbar = useSnackbar();
  const query = useQuery({
    queryKey: ['paymentOptions', 'discounts', personId],
    queryFn: ({ signal }) => fetchDiscounts(personId as number, signal),
    enabled: enabled && personId !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error && !endsSession(error)) snackbar.error(discountsFailureText(error));
  }, [error, snackbar]);
  if (query.isError) return [];
  return query.data;
}
