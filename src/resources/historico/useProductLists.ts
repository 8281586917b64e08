import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HistoricoProvider } from '../../dataProviders/historico';
import type { ProductFamily, ProductGroup } from '../../types/api';
import { groupChoices } from './historyFilters';

/** The group list of the history's filter: divisions A and P merged and sorted, without '15 - .'; [] until loaded. */
export function useProductGroups(): ProductGroup[] {
  const dataProvider = useDataProvider<DataProvider & HistoricoProvider>();
  const { data } = useQuery({
    queryKey: ['historico', 'groups'],
    queryFn: async () => {
      const [accessories, furniture] = await Promise.all([dataProvider.groups('historico', { division: 'A' }), dataProvider.groups('historico', { division: 'P' })]);
      return groupChoices(accessories, furniture);
    },
    staleTime: Infinity,
    retry: false,
  });
  return data ?? [];
}

/** The families of the chosen group; [] without a group or until loaded. */
export function useProductFamilies(group: Pick<ProductGroup, 'cdGrupo' | 'cdDiv'> | null): ProductFamily[] {
  const dataProvider = useDataProvider<DataProvider & HistoricoProvider>();
  const { data } = useQuery({
    queryKey: ['historico', 'families', group?.cdGrupo, group?.cdDiv],
    queryFn: () => dataProvider.families('historico', { cdGrupo: group!.cdGrupo, cdDiv: group!.cdDiv }),
    enabled: group !== null,
    staleTime: Infinity,
    retry: false,
  });
  return group && data ? data : [];
}
