import PercentIcon from '@mui/icons-material/Percent';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Payment conditions (/manutencaoCondicoesPagamento, -ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const condicoesPagamentoResource = {
  name: 'condicoesPagamento',
  list: lazy(() => import('./CondicaoList').then((module) => ({ default: module.CondicaoList }))),
  create: lazy(() => import('./CondicaoCreate').then((module) => ({ default: module.CondicaoCreate }))),
  edit: lazy(() => import('./CondicaoEdit').then((module) => ({ default: module.CondicaoEdit }))),
  icon: PercentIcon,
  recordRepresentation: (record: { nameConditionPayment?: string; name?: string }) => record.nameConditionPayment ?? record.name ?? '',
} satisfies ResourceProps;
