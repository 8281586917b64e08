import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

/** Invoices (/notas); the list loads on first use. */
export const notasResource = {
  name: 'notas',
  list: lazyScreen(() => import('./NotaList'), 'NotaList'),
  icon: ReceiptLongIcon,
} satisfies ResourceProps;

/** The invoices area's route lines (spec part 1 menu table: lista-de-notas). */
export const notasRoutes: readonly RouteLine[] = [
  { path: '/notas', access: ['lista-de-notas'], resource: notasResource, menu: { label: 'invoices', icon: ReceiptLongIcon, position: 10 }, shortcut: { key: 'invoices', position: 4 } },
];
