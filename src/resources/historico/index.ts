import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Scheduling history (/historico-de-agendamento), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const historicoResource = {
  name: 'historico',
  list: lazyScreen(() => import('./HistoricoList'), 'HistoricoList'),
  icon: HistoryIcon,
} satisfies ResourceProps;
