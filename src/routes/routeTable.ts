import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ContactsIcon from '@mui/icons-material/Contacts';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaletteIcon from '@mui/icons-material/Palette';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PercentIcon from '@mui/icons-material/Percent';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import SavingsIcon from '@mui/icons-material/Savings';
import SecurityIcon from '@mui/icons-material/Security';
import TerminalIcon from '@mui/icons-material/Terminal';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { PermissionKey } from '../permissions/keys';
import { comunicadoArquivoScreen, comunicadosResource } from '../resources/comunicados';
import { contatoArquivoScreen, contatosResource } from '../resources/contatos';
import { gruposResource } from '../resources/grupos';
import { gruposOpcoesRecebimentoResource } from '../resources/gruposOpcoesRecebimento';
import { historicoResource } from '../resources/historico';
import { condicoesPagamentoResource } from '../resources/condicoesPagamento';
import { opcoesRecebimentoResource } from '../resources/opcoesRecebimento';
import { notasResource } from '../resources/notas';
import { pagamentosResource } from '../resources/pagamentos';
import { logsResource } from '../resources/logs';
import { pedidosAgendadosResource, pedidosPendentesResource } from '../resources/pedidos';
import { permissaoResource } from '../resources/permissao';
import { usuariosResource } from '../resources/usuarios';
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

const ORDER_TAB_KEYS = [
  'gerenciar-pedidos.todos-pedidos',
  'gerenciar-pedidos.todos-pedidos.features-adicionais',
  'gerenciar-pedidos.pendentes',
  'gerenciar-pedidos.confirmados',
  'gerenciar-pedidos.recusados',
  'gerenciar-pedidos.protocolo-agendamento',
  'gerenciar-pedidos.entregas-concluidas',
  'gerenciar-pedidos.retiradas-pendentes',
  'gerenciar-pedidos.recusa-confirmacao',
] as const satisfies readonly PermissionKey[];

const profile = lazyScreen(() => import('../custom/profile/ProfilePage'), 'ProfilePage');
const themes = lazyScreen(() => import('../custom/themes/ThemesPage'), 'ThemesPage');
const contactUs = lazyScreen(() => import('../custom/contact/ContactPage'), 'ContactPage');
const calendario = lazyScreen(() => import('../custom/calendario/CalendarioPage'), 'CalendarioPage');
const paymentOptionChange = lazyScreen(() => import('../custom/opcaoRecebimento/OpcaoRecebimentoPage'), 'OpcaoRecebimentoPage');
const orderPdf = lazyScreen(() => import('../custom/pedidoCompra/PedidoCompraPdfPage'), 'PedidoCompraPdfPage');
const orderFile = lazyScreen(() => import('../custom/pedidoCompra/PedidoCompraArquivoPage'), 'PedidoCompraArquivoPage');
const gerenciarPedidos = lazyScreen(() => import('../custom/gerenciarPedidos/GerenciarPedidosPage'), 'GerenciarPedidosPage');
const groupConditions = lazyScreen(() => import('../resources/gruposOpcoesRecebimento/GroupConditionsPage'), 'GroupConditionsPage');
const groupSuppliers = lazyScreen(() => import('../resources/gruposOpcoesRecebimento/GroupSuppliersPage'), 'GroupSuppliersPage');
const historyDetail = lazyScreen(() => import('../resources/historico/HistoricoDetalhePage'), 'HistoricoDetalhePage');
const groupSuppliersEdit = lazyScreen(() => import('../resources/gruposOpcoesRecebimento/GroupSuppliersEditPage'), 'GroupSuppliersEditPage');

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
  { path: '/pendentesNova', access: ['nova-tela-pedidos-pendentes'], screen: calendario, menu: { label: 'pending', icon: PendingActionsIcon, position: 2 }, shortcut: { key: 'pending', position: 1 } },
  {
    path: '/pendentes',
    access: ['lista-de-pedidos-pendentes'],
    resource: pedidosPendentesResource,
    menu: { label: 'pending', icon: PendingActionsIcon, position: 3, unless: 'nova-tela-pedidos-pendentes' },
    shortcut: { key: 'pending', position: 1 },
  },
  { path: '/agendados', access: ['lista-de-pedidos-agendados'], resource: pedidosAgendadosResource, menu: { label: 'scheduled', icon: EventAvailableIcon, position: 4 }, shortcut: { key: 'scheduled', position: 2 } },
  { path: '/pedidoCompra/:cdFil/:nrPc/:language', access: ['lista-de-pedidos-agendados', 'lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'], screen: orderPdf },
  { path: '/pedidoCompra/arquivos/:cdFil/:cdPedido', access: ['lista-de-pedidos-agendados', 'lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'], screen: orderFile },
  { path: '/protocolos', access: ['protocolo-de-agendamento'], menu: { label: 'protocols', icon: AssignmentIcon, position: 5 }, shortcut: { key: 'protocols', position: 5 } },
  { path: '/gerenciarPedidos', access: ['gerenciar-pedidos'], inside: ORDER_TAB_KEYS, screen: gerenciarPedidos, resource: 'pedidos', menu: { label: 'manageOrders', icon: ListAltIcon, position: 6 } },
  { path: '/gerenciarPedidos/tab/:tabId', access: ['gerenciar-pedidos'], inside: ORDER_TAB_KEYS, screen: gerenciarPedidos },
  { path: '/gerenciarPedidos/protocoloagendamento/opcaorecebimento', access: ['opcoes-de-recebimento'], screen: paymentOptionChange },
  { path: '/historico-de-agendamento', access: ['historico-de-agendamento'], resource: historicoResource, menu: { label: 'schedulingHistory', icon: HistoryIcon, position: 7 } },
  { path: '/historico-de-agendamento/detalhes/:purchaseOrderId/:productId/:deliveryDate/:branchId', access: ['historico-de-agendamento', 'gerenciar-pedidos'], screen: historyDetail, reads: ['historicoDetalhe', 'historicoEventos'] },
  { path: '/pagamentos', access: ['lista-de-pagamentos'], resource: pagamentosResource, menu: { label: 'payments', icon: PaymentsIcon, position: 8 }, shortcut: { key: 'payments', position: 3 } },
  { path: '/opcoesRecebimento', access: ['opcoes-de-recebimento'], resource: opcoesRecebimentoResource, menu: { label: 'receivingOptions', icon: SavingsIcon, position: 9 } },
  { path: '/notas', access: ['lista-de-notas'], resource: notasResource, menu: { label: 'invoices', icon: ReceiptLongIcon, position: 10 }, shortcut: { key: 'invoices', position: 4 } },
  { path: '/qualidade', access: ['qualidade'], menu: { label: 'technicalSheet', icon: FactCheckIcon, position: 11, group: 'quality' } },
  { path: '/qualidade/adicionar-ficha-tecnica', access: ['qualidade'] },
  { path: '/qualidade/devolucao', access: ['devolucao-recebimentos'], resource: 'devolucoes', menu: { label: 'returns', icon: UndoIcon, position: 12, group: 'quality' } },
  { path: '/qualidade/devolucao/novo-relatorio', access: ['devolucao-recebimentos'] },
  { path: '/qualidade/devolucao/relatorio/:personId/:returnReceiptId', access: ['devolucao-recebimentos'] },
  {
    path: '/comunicados',
    access: ['ver-lista-de-comunicados', 'manter-comunicados'],
    write: { access: ['manter-comunicados'], create: '/comunicados-ae', edit: '/comunicados-ae/:id' },
    resource: comunicadosResource,
    menu: { label: 'announcements', icon: CampaignIcon, position: 13, group: 'documents' },
  },
  { path: '/comunicados/arquivos/:id', name: 'comunicadoArquivo', access: ['ver-lista-de-comunicados', 'manter-comunicados'], screen: comunicadoArquivoScreen },
  {
    path: '/contatos',
    access: ['ver-lista-de-contatos', 'manter-contatos'],
    write: { access: ['manter-contatos'], create: '/contatos-ae', edit: '/contatos-ae/:id' },
    resource: contatosResource,
    menu: { label: 'contacts', icon: ContactsIcon, position: 14, group: 'documents' },
  },
  { path: '/contatos/arquivos/:id', name: 'contatoArquivo', access: ['ver-lista-de-contatos', 'manter-contatos'], screen: contatoArquivoScreen },
  {
    path: '/protocoloLogistico',
    access: ['protocolo-logistico', 'manter-protocolo-logistico'],
    inside: ['manter-protocolo-logistico'],
    menu: { label: 'logisticsProtocol', icon: LocalShippingIcon, position: 15, group: 'documents' },
  },
  {
    path: '/compliance',
    access: ['user-compliance'],
    write: { access: ['admin-compliance'], create: '/compliance-ae', edit: '/compliance-ae/:id' },
    resource: 'compliance',
    inside: ['admin-compliance'],
    menu: { label: 'compliance', icon: SecurityIcon, position: 16, group: 'documents' },
  },
  { path: '/document-signature/:documentId', access: ['user-compliance'] },
  {
    path: '/cadastroComplementar',
    access: ['documentos.cadastro-compl'],
    menu: { label: 'supplementaryRegistration', icon: HowToRegIcon, position: 17, group: 'documents' },
  },
  { path: '/formularios', access: ['listar-formularios'], inside: ['gerenciar-formularios'], resource: 'formularios', menu: { label: 'forms', icon: PlaylistAddCheckIcon, position: 18, group: 'documents' } },
  { path: '/formularios/responder/:id', access: ['listar-formularios'] },
  { path: '/formularios/cadastrar', access: ['gerenciar-formularios'] },
  { path: '/formularios/editar/:id', access: ['gerenciar-formularios'] },
  { path: '/grupos', access: ['manter-grupos'], write: { access: ['manter-grupos'], create: '/grupos-ae', edit: '/grupos-ae/:id' }, resource: gruposResource, menu: { label: 'contactGroups', icon: GroupsIcon, position: 19 } },
  { path: '/scorecard', access: ['user-scorecard'], inside: ['admin-scorecard'], menu: { label: 'scorecard', icon: BarChartIcon, position: 20 } },
  { path: '/contact', name: 'faleConosco', access: ['fale-conosco'], screen: contactUs, menu: { label: 'contactUs', icon: ContactMailIcon, position: 21 } },
  { path: '/temas', access: 'always', screen: themes, menu: { label: 'themes', icon: PaletteIcon, position: 22 } },
  { path: '/usuarios', access: ['lista-de-usuarios'], resource: usuariosResource, menu: { label: 'accessRelease', icon: ManageAccountsIcon, position: 23 } },
  { path: '/permissao', access: ['manter-permissoes'], write: { access: ['manter-permissoes'], create: '/permissao-ae', edit: '/permissao-ae/:id' }, resource: permissaoResource, menu: { label: 'accessTypes', icon: RuleIcon, position: 24 } },
  {
    path: '/grupoOpcoesRecebimento',
    access: ['grupos-opcoes-de-recebimento'],
    write: { access: ['grupos-opcoes-de-recebimento'], create: '/grupoOpcoesRecebimento-ae', edit: '/grupoOpcoesRecebimento-ae/:id' },
    resource: gruposOpcoesRecebimentoResource,
    menu: { label: 'receivingOptionGroups', icon: WorkspacesIcon, position: 25 },
  },
  { path: '/confOpcoesRecebimento/:id', access: ['grupos-opcoes-de-recebimento'], screen: groupConditions },
  { path: '/fornecedoresGrupo/:id', access: ['grupos-opcoes-de-recebimento'], screen: groupSuppliers },
  { path: '/fornecedoresGrupo-ae/:id', access: ['grupos-opcoes-de-recebimento'], screen: groupSuppliersEdit },
  {
    path: '/manutencaoCondicoesPagamento',
    access: ['condicoes-de-pagamento'],
    write: { access: ['condicoes-de-pagamento'], create: '/manutencaoCondicoesPagamento-ae', edit: '/manutencaoCondicoesPagamento-ae/:id' },
    resource: condicoesPagamentoResource,
    menu: { label: 'paymentConditions', icon: PercentIcon, position: 26 },
  },
  { path: '/logs', access: ['logs'], resource: logsResource, menu: { label: 'logs', icon: TerminalIcon, position: 27 } },
];
