import { useEffect } from 'react';
import { toldElsewhere } from '../../kit/data/failures';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import type { ParamsOf } from '../../types/providerMethods';
import { useSessionUser } from '../../session/SessionUserContext';
import { HOME_RESOURCE, type HomeMethods } from './home';
import { homeNewItems, isReloadingCardFailure, reloadAfterCardFailure } from './homeRuntime';
import type { HomeCardKey, NewItems } from './newItems';

export interface HomeCardData<Row> {
  rows: Row[];
  fresh: NewItems;
}

type CardMethod = 'pendencias' | 'announcements' | 'contacts';
type RowOf<M extends CardMethod> = Awaited<ReturnType<HomeMethods[M]>>[number];

/** Each fetched list is checked against the cookie cache once (the check records what it saw). */
const checked = new WeakMap<object, NewItems>();

/**
 * One home card's list: fetched once per visit (no retries: a failure is handled at once), its new
 * items counted against the cookie cache, and a page reload on an HTTP error status.
 */
export function useHomeCard<M extends CardMethod>(card: HomeCardKey, method: M, idOf: (row: RowOf<M>) => string | number, enabled: boolean) {
  const { codigo } = useSessionUser();
  const query = useProviderQuery<HomeMethods, M>(
    HOME_RESOURCE,
    method,
    { personId: codigo } as ParamsOf<HomeMethods[M]>,
    { enabled, retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  );
  const rows = query.data as RowOf<M>[] | undefined;
  let data: HomeCardData<RowOf<M>> | undefined;
  if (rows) {
    let fresh = checked.get(rows);
    if (!fresh) {
      fresh = homeNewItems.check(card, codigo, rows.map(idOf));
      checked.set(rows, fresh);
    }
    data = { rows, fresh };
  }

  const { error } = query;
  useEffect(() => {
    if (error && isReloadingCardFailure(error)) reloadAfterCardFailure();
  }, [error]);

  return { ...query, data };
}

/** A card's state; a dead session stays 'loading' until the reload: its own message is the only one shown. */
export function cardStatus(query: { isPending: boolean; isError: boolean; error: unknown }): 'loading' | 'error' | 'ready' {
  if (query.isPending || (query.isError && toldElsewhere(query.error))) return 'loading';
  return query.isError ? 'error' : 'ready';
}
