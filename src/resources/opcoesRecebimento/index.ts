import SavingsIcon from '@mui/icons-material/Savings';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Receiving options (/opcoesRecebimento), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const opcoesRecebimentoResource = {
  name: 'opcoesRecebimento',
  list: lazy(() => import('./OpcoesRecebimentoList').then((module) => ({ default: module.OpcoesRecebimentoList }))),
  icon: SavingsIcon,
} satisfies ResourceProps;
