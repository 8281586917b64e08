import { useMemo } from 'react';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import type { HistoricoMethods, ProductFamily, ProductGroup } from './history';
import { groupChoices } from './historyFilters';

/** The lists change seldom: read once per session. */
const ONCE = { staleTime: Infinity, retry: false } as const;

/** The group list of the history's filter: divisions A and P merged and sorted, without '15 - .'; [] until both are loaded. */
export function useProductGroups(): ProductGroup[] {
  const accessories = useProviderQuery<HistoricoMethods, 'groups'>('historico', 'groups', { division: 'A' }, ONCE);
  const furniture = useProviderQuery<HistoricoMethods, 'groups'>('historico', 'groups', { division: 'P' }, ONCE);
  return useMemo(() => (accessories.data && furniture.data ? groupChoices(accessories.data, furniture.data) : []), [accessories.data, furniture.data]);
}

const NO_GROUP = { cdGrupo: 0, cdDiv: 'A' } as const;

/** The families of the chosen group; [] without a group or until loaded. */
export function useProductFamilies(group: Pick<ProductGroup, 'cdGrupo' | 'cdDiv'> | null): ProductFamily[] {
  const chosen = group ?? NO_GROUP;
  const { data } = useProviderQuery<HistoricoMethods, 'families'>('historico', 'families', { cdGrupo: chosen.cdGrupo, cdDiv: chosen.cdDiv }, { ...ONCE, enabled: group !== null });
  return group && data ? data : [];
}
