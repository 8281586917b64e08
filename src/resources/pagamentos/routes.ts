import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

/** Payments (/pagamentos); the list loads on first use. */
export const pagamentosResource = {
  name: 'pagamentos',
  list: lazyScreen(() => import('./PagamentoList'), 'PagamentoList'),
  icon: PaymentsIcon,
} satisfies ResourceProps;

/** The payments area's route lines (spec part 1 menu table: lista-de-pagamentos). */
export const pagamentosRoutes: readonly RouteLine[] = [
  { path: '/pagamentos', access: ['lista-de-pagamentos'], resource: pagamentosResource, menu: { label: 'payments', icon: PaymentsIcon, position: 8 }, shortcut: { key: 'payments', position: 3 } },
];
