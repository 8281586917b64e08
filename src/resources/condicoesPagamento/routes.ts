import PercentIcon from '@mui/icons-material/Percent';
import type { RouteLine } from '../../kit/routing/routeLine';
import { condicoesPagamentoResource } from './index';

/** Payment conditions (spec part 2, section 5): the list and the add/edit form. */
export const condicoesPagamentoRoutes: readonly RouteLine[] = [
  {
    path: '/manutencaoCondicoesPagamento',
    access: ['condicoes-de-pagamento'],
    write: { access: ['condicoes-de-pagamento'], create: '/manutencaoCondicoesPagamento-ae', edit: '/manutencaoCondicoesPagamento-ae/:id' },
    resource: condicoesPagamentoResource,
    menu: { label: 'paymentConditions', icon: PercentIcon, position: 26 },
  },
];
