import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';

/** Announcements (/comunicados, /comunicados-ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const comunicadosResource = {
  name: 'comunicados',
  list: lazy(() => import('./ComunicadoList').then((module) => ({ default: module.ComunicadoList }))),
  create: lazy(() => import('./ComunicadoCreate').then((module) => ({ default: module.ComunicadoCreate }))),
  edit: lazy(() => import('./ComunicadoEdit').then((module) => ({ default: module.ComunicadoEdit }))),
  icon: CampaignIcon,
  recordRepresentation: (record: { titulo?: string }) => record.titulo ?? '',
} satisfies ResourceProps;

/** /comunicados/arquivos/{id}: the announcement's detail page. */
export const comunicadoArquivoScreen = lazyScreen(() => import('./ComunicadoArquivoPage'), 'ComunicadoArquivoPage');
