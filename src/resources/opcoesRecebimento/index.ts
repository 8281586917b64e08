import SavingsIcon from '@mui/icons-material/Savings';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Receiving options (/opcoesRecebimento), declared on its line of src/routes/routeTable.ts; the list loads on first use. */
export const opcoesRecebimentoResource = {
  name: 'opcoesRecebimento',
  list: lazyScreen(() => import('./OpcoesRecebimentoList'), 'OpcoesRecebimentoList'),
  icon: SavingsIcon,
} satisfies ResourceProps;
