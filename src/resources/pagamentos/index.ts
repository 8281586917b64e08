import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Payments (/pagamentos), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const pagamentosResource = {
  name: 'pagamentos',
  list: lazy(() => import('./PagamentoList').then((module) => ({ default: module.PagamentoList }))),
  icon: PaymentsIcon,
} satisfies ResourceProps;
