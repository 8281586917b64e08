import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { AUDIENCE_RESOURCE } from './announcements';

/** Announcements (/comunicados, /comunicados-ae[/{id}]), declared on their line below; views load on first use. */
export const comunicadosResource = {
  name: 'comunicados',
  list: lazyScreen(() => import('./ComunicadoList'), 'ComunicadoList'),
  create: lazyScreen(() => import('./ComunicadoCreate'), 'ComunicadoCreate'),
  edit: lazyScreen(() => import('./ComunicadoEdit'), 'ComunicadoEdit'),
  icon: CampaignIcon,
  recordRepresentation: (record: { titulo?: string }) => record.titulo ?? '',
} satisfies ResourceProps;

/** /comunicados/arquivos/{id}: the announcement's detail page. */
export const comunicadoArquivoScreen = lazyScreen(() => import('./ComunicadoArquivoPage'), 'ComunicadoArquivoPage');

/** The announcements area's route lines (spec part 1 menu table: ver-lista-de-comunicados, manter-comunicados). */
export const comunicadosRoutes: readonly RouteLine[] = [
  {
    path: '/comunicados',
    access: ['ver-lista-de-comunicados', 'manter-comunicados'],
    write: { access: ['manter-comunicados'], create: '/comunicados-ae', edit: '/comunicados-ae/:id' },
    resource: comunicadosResource,
    reads: [AUDIENCE_RESOURCE],
    menu: { label: 'announcements', icon: CampaignIcon, position: 13, group: 'documents' },
  },
  { path: '/comunicados/arquivos/:id', name: 'comunicadoArquivo', access: ['ver-lista-de-comunicados', 'manter-comunicados'], screen: comunicadoArquivoScreen },
];
