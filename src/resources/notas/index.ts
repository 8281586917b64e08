import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Invoices (/notas), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const notasResource = {
  name: 'notas',
  list: lazy(() => import('./NotaList').then((module) => ({ default: module.NotaList }))),
  icon: ReceiptLongIcon,
} satisfies ResourceProps;
