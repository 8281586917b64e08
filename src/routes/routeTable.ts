import type { SvgIconComponent } from '@mui/icons-material';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import PaletteIcon from '@mui/icons-material/Palette';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { PermissionKey } from '../permissions/keys';
import { complianceRoutes } from '../resources/compliance/routes';
import { comunicadosRoutes } from '../resources/comunicados/routes';
import { formulariosRoutes } from '../resources/formularios/routes';
import { contatosRoutes } from '../resources/contatos/routes';
import { gruposRoutes } from '../resources/grupos/routes';
import { gruposOpcoesRecebimentoRoutes } from '../resources/gruposOpcoesRecebimento/routes';
import { historicoRoutes } from '../resources/historico/routes';
import { condicoesPagamentoRoutes } from '../resources/condicoesPagamento/routes';
import { opcoesRecebimentoRoutes } from '../resources/opcoesRecebimento/routes';
import { notasRoutes } from '../resources/notas/routes';
import { pagamentosRoutes } from '../resources/pagamentos/routes';
import { logsRoutes } from '../resources/logs/routes';
import { permissaoRoutes } from '../resources/permissao/routes';
import { usuariosRoutes } from '../resources/usuarios/routes';
import { calendarioRoutes } from '../custom/calendario/routes';
import { gerenciarPedidosRoutes } from '../custom/gerenciarPedidos/routes';
import { pedidoCompraRoutes } from '../custom/pedidoCompra/routes';
import { faleConoscoRoutes } from '../custom/faleConosco/routes';
import { qualidadeRoutes } from '../custom/qualidade/routes';
import { protocoloLogisticoRoutes } from '../custom/protocoloLogistico/routes';
import { previaNotaRoutes } from '../custom/previaNota/routes';
import { scorecardRoutes } from '../custom/scorecard/routes';
import { protocolosRoutes } from '../custom/protocolos/routes';
import { devolucoesRoutes } from '../custom/devolucoes/routes';
import { cadastroComplementarRoutes } from '../custom/cadastroComplementar/routes';
import { pedidosRoutes } from '../resources/pedidos/routes';
import { lazyScreen } from '../kit/routing/lazyScreen';
import type { MenuGroupName, RouteLine } from '../kit/routing/routeLine';

/** The side menu's groups: each shows with ANY of its own keys and at least one visible entry. */
export const MENU_GROUPS: Record<MenuGroupName, { icon: SvgIconComponent; access: readonly PermissionKey[] }> = {
  quality: { icon: VerifiedIcon, access: ['qualidade', 'devolucao-recebimentos'] },
  documents: { icon: FolderIcon, access: ['manter-comunicados', 'manter-contatos', 'protocolo-logistico'] },
};

/** Keys that act across screens rather than on one route. */
export const SESSION_WIDE_KEYS: Partial<Record<PermissionKey, string>> = {
  'filtro-fornecedor': 'internal view: a supplier is picked before each list',
  'funcionalidades-desenvolvedor': 'developer features (spec: effect not shown)',
};

const profile = lazyScreen(() => import('../custom/profile/ProfilePage'), 'ProfilePage');
const themes = lazyScreen(() => import('../custom/themes/ThemesPage'), 'ThemesPage');

/**
 * Every route of the portal (spec part 1 menu table and other route shapes, parts 2 and 3), declared once:
 * the menu, the home shortcuts, canAccess, the mounted routes and isMounted all derive from it.
 * An area adds its screen or resource to its line.
 */
export const ROUTES: readonly RouteLine[] = [
  {
    path: '/',
    name: 'home',
    access: 'always',
    inside: ['gerenciar-pedidos.pendentes', 'ver-lista-de-comunicados', 'ver-lista-de-contatos', 'user-compliance', 'gerenciar-pedidos.retiradas-pendentes'],
    menu: { label: 'home', icon: HomeIcon, position: 1 },
  },
  { path: '/perfil', name: 'perfil', access: ['alterar-perfil'], screen: profile },
  ...calendarioRoutes,
  ...pedidosRoutes,
  ...pedidoCompraRoutes,
  ...protocolosRoutes,
  ...gerenciarPedidosRoutes,
  ...historicoRoutes,
  ...pagamentosRoutes,
  ...opcoesRecebimentoRoutes,
  ...notasRoutes,
  ...qualidadeRoutes,
  ...devolucoesRoutes,
  ...previaNotaRoutes,
  ...comunicadosRoutes,
  ...contatosRoutes,
  ...protocoloLogisticoRoutes,
  ...complianceRoutes,
  ...cadastroComplementarRoutes,
  ...formulariosRoutes,
  ...gruposRoutes,
  ...scorecardRoutes,
  ...faleConoscoRoutes,
  { path: '/temas', access: 'always', screen: themes, menu: { label: 'themes', icon: PaletteIcon, position: 22 } },
  ...usuariosRoutes,
  ...permissaoRoutes,
  ...gruposOpcoesRecebimentoRoutes,
  ...condicoesPagamentoRoutes,
  ...logsRoutes,
];
