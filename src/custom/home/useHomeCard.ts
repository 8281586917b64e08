import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { useSessionUser } from '../../session/SessionUserContext';
import { homeNewItems, isReloadingCardFailure, reloadAfterCardFailure } from './homeRuntime';
import type { HomeCardKey, NewItems } from './newItems';

export interface HomeCardData<Row> {
  rows: Row[];
  fresh: NewItems;
}

/**
 * One home card's list: fetched once per visit (no retries: a failure is handled at once), its new
 * items counted against the cookie cache, and a page reload on an HTTP error status.
 */
export function useHomeCard<Row>(
  card: HomeCardKey,
  fetchRows: (signal: AbortSignal) => Promise<Row[]>,
  idOf: (row: Row) => string | number,
  enabled: boolean,
) {
  const { codigo } = useSessionUser();
  const query = useQuery<HomeCardData<Row>>({
    queryKey: ['home', 'card', card, codigo],
    queryFn: async ({ signal }) => {
      const rows = await fetchRows(signal);
      return { rows, fresh: homeNewItems.check(card, codigo, rows.map(idOf)) };
    },
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

  const { error } = query;
  useEffect(() => {
    if (error && isReloadingCardFailure(error)) reloadAfterCardFailure();
  }, [error]);

  return query;
}

/** A card's state; a dead session stays 'loading' until the reload: its own message is the only one shown. */
export function cardStatus(query: { isPending: boolean; isError: boolean; error: unknown }): 'loading' | 'error' | 'ready' {
  if (query.isPending || (query.isError && toldElsewhere(query.error))) return 'loading';
  return query.isError ? 'error' : 'ready';
}
