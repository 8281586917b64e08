import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

const registration = lazyScreen(() => import('./CadastroComplementarPage'), 'CadastroComplementarPage');

/** Cadastro Complementar (spec part 3, section 2; permission documentos.cadastro-compl): `pathTo('cadastroComplementar')`. */
export const cadastroComplementarRoutes: readonly RouteLine[] = [
  {
    path: '/cadastroComplementar',
    name: 'cadastroComplementar',
    access: ['documentos.cadastro-compl'],
    screen: registration,
    menu: { label: 'supplementaryRegistration', icon: HowToRegIcon, position: 17, group: 'documents' },
  },
];
