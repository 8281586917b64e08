import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Scheduling history (/historico-de-agendamento), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const historicoResource = {
  name: 'historico',
  list: lazy(() => import('./HistoricoList').then((module) => ({ default: module.HistoricoList }))),
  icon: HistoryIcon,
} satisfies ResourceProps;
