import { useState } from 'react';
import { useGetList } from 'react-admin';
import { useInternalView } from '../../kit/access/useInternalView';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSessionUser } from '../../session/SessionUserContext';
import { SHEETS_RESOURCE, type SheetCategory, type TechnicalSheetMethods } from './technicalSheets';
import { permanentFilter } from './sheetFilters';

export interface SheetTabs {
  internalView: boolean;
  /** The supplier the tabs show: the user's own, or the one staff picked (undefined until then). */
  supplierId: number | undefined;
  picked: number | undefined;
  pick: (supplierId: number | undefined) => void;
  /** The tabs shown: the supplier's categories, accessories first. */
  categories: SheetCategory[];
  loading: boolean;
  /** The categories' failed read, in the screen's words. */
  failure: string | undefined;
  current: SheetCategory | undefined;
  choose: (category: SheetCategory) => void;
  /** The furniture tab's badge: the supplier's furniture cards still pending. */
  pendingFurniture: number;
}

const NO_PENDING = { pagination: { page: 1, perPage: 1 } };

/**
 * The page's supplier and tabs: a supplier sees its own categories (GET /fornecedores/categoria, idPessoa 0), staff
 * those of the supplier they pick; the furniture tab counts the supplier's pending furniture cards.
 */
export function useSheetTabs(failureText: string): SheetTabs {
  const user = useSessionUser();
  const internalView = useInternalView();
  const [picked, setPicked] = useState<number | undefined>();
  const [chosen, setChosen] = useState<SheetCategory | undefined>();
  const supplierId = internalView ? picked : Number(user.codigo);

  const categories = useProviderQuery<TechnicalSheetMethods, 'categories'>(
    SHEETS_RESOURCE,
    'categories',
    { supplierId: internalView ? (picked ?? null) : null },
    { enabled: supplierId !== undefined, retry: false, staleTime: Infinity },
  );
  const failure = useReadFailure(categories.error, failureText);
  const shown: SheetCategory[] = [];
  if (supplierId !== undefined && categories.data?.accessories) shown.push('A');
  if (supplierId !== undefined && categories.data?.furniture) shown.push('P');

  const pending = useGetList(
    SHEETS_RESOURCE,
    { ...NO_PENDING, filter: { ...permanentFilter('P', supplierId ?? 0, internalView), sheetStatus: 'P' } },
    { enabled: supplierId !== undefined && shown.includes('P'), retry: false, onError: () => undefined },
  );

  const pick = (next: number | undefined) => {
    setPicked(next);
    setChosen(undefined);
  };

  return {
    internalView,
    supplierId,
    picked,
    pick,
    categories: shown,
    loading: supplierId !== undefined && categories.isPending,
    failure,
    current: chosen !== undefined && shown.includes(chosen) ? chosen : shown[0],
    choose: setChosen,
    pendingFurniture: pending.total ?? 0,
  };
}
