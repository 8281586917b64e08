import { useBranches } from '../../kit/data/useBranches';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import type { Branch } from '../../types/api';
import {
  SHEETS_RESOURCE,
  type PaymentConditionChoice,
  type ProductFamily,
  type ProductGroup,
  type SheetCategory,
  type Situation,
  type TechnicalSheetMethods,
} from './technicalSheets';

export interface SheetChoices {
  groups: ProductGroup[];
  situations: Situation[];
  /** Furniture only: the delivery places (101 Extrema-MG, 40 Jandira-SP) and the supplier's payment conditions. */
  branches: Branch[];
  paymentConditions: PaymentConditionChoice[];
}

const ONCE = { staleTime: Infinity, retry: false } as const;
const NONE: never[] = [];

/** What the popover offers and the chips name; empty until read or when unreadable (the chips then show codes). */
export function useSheetChoices(category: SheetCategory, supplierId: number): SheetChoices {
  const furniture = category === 'P';
  const groups = useProviderQuery<TechnicalSheetMethods, 'groups'>(SHEETS_RESOURCE, 'groups', {}, ONCE);
  const situations = useProviderQuery<TechnicalSheetMethods, 'situations'>(SHEETS_RESOURCE, 'situations', {}, ONCE);
  const branches = useBranches(furniture);
  const paymentConditions = useProviderQuery<TechnicalSheetMethods, 'paymentConditions'>(SHEETS_RESOURCE, 'paymentConditions', { supplierId }, { ...ONCE, enabled: furniture });
  return {
    groups: groups.data ?? NONE,
    situations: situations.data ?? NONE,
    branches: furniture ? branches : NONE,
    paymentConditions: furniture ? (paymentConditions.data ?? NONE) : NONE,
  };
}

/** A group's families ('Selecione uma família', id 0, first), read when a group is chosen. */
export function useFamilies(group: ProductGroup | undefined): ProductFamily[] {
  const families = useProviderQuery<TechnicalSheetMethods, 'families'>(
    SHEETS_RESOURCE,
    'families',
    { groupId: group?.id ?? 0, division: group?.division ?? 'A' },
    { ...ONCE, enabled: group !== undefined },
  );
  return group === undefined ? NONE : (families.data ?? NONE);
}
