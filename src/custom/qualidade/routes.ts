import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { SHEETS_RESOURCE } from './technicalSheets';

const technicalSheets = lazyScreen(() => import('./FichaTecnicaPage'), 'FichaTecnicaPage');
const addSheet = lazyScreen(() => import('./add/AddSheetPage'), 'AddSheetPage');

/**
 * Technical sheets (spec part 3, section 2): the list at /qualidade (`pathTo('fichasTecnicas')`, the resource's name)
 * and the accessory sheet form at /qualidade/adicionar-ficha-tecnica (`pathTo('adicionarFichaTecnica')`).
 */
export const qualidadeRoutes: readonly RouteLine[] = [
  {
    path: '/qualidade',
    access: ['qualidade'],
    screen: technicalSheets,
    resource: SHEETS_RESOURCE,
    menu: { label: 'technicalSheet', icon: FactCheckIcon, position: 11, group: 'quality' },
  },
  { path: '/qualidade/adicionar-ficha-tecnica', name: 'adicionarFichaTecnica', access: ['qualidade'], screen: addSheet },
];
