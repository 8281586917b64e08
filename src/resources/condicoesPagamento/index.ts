import PercentIcon from '@mui/icons-material/Percent';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Payment conditions (/manutencaoCondicoesPagamento, -ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const condicoesPagamentoResource = {
  name: 'condicoesPagamento',
  list: lazyScreen(() => import('./CondicaoList'), 'CondicaoList'),
  create: lazyScreen(() => import('./CondicaoCreate'), 'CondicaoCreate'),
  edit: lazyScreen(() => import('./CondicaoEdit'), 'CondicaoEdit'),
  icon: PercentIcon,
  recordRepresentation: (record: { nameConditionPayment?: string; name?: string }) => record.nameConditionPayment ?? record.name ?? '',
} satisfies ResourceProps;
