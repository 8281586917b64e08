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

export interface MenuEntry {
  kind: 'entry';
  /** i18n key under app.menu. */
  label: string;
  icon: SvgIconComponent;
  /** The route, or a choice made from the user's permissions (Pedidos não agendados). */
  route: string | ((held: ReadonlySet<string>) => string);
  /** Shown with ANY of these keys; empty = always. */
  anyOf: readonly PermissionKey[];
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: SvgIconComponent;
  /** The group shows with ANY of these keys (and at least one visible entry). */
  anyOf: readonly PermissionKey[];
  entries: readonly MenuEntry[];
}

const entry = (label: string, icon: SvgIconComponent, route: MenuEntry['route'], anyOf: readonly PermissionKey[] = []): MenuEntry => ({
  kind: 'entry',
  label,
  icon,
  route,
  anyOf,
});

/** The side menu of spec part 1, section 2, in its order. */
export const MENU_TABLE: readonly (MenuEntry | MenuGroup)[] = [
  entry('home', HomeIcon, '/'),
  entry(
    'pending',
    PendingActionsIcon,
    (held) => (held.has('nova-tela-pedidos-pendentes') ? '/pendentesNova' : '/pendentes'),
    ['lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'],
  ),
  entry('scheduled', EventAvailableIcon, '/agendados', ['lista-de-pedidos-agendados']),
  entry('protocols', AssignmentIcon, '/protocolos', ['protocolo-de-agendamento']),
  entry('manageOrders', ListAltIcon, '/gerenciarPedidos', ['gerenciar-pedidos']),
  entry('schedulingHistory', HistoryIcon, '/historico-de-agendamento', ['historico-de-agendamento']),
  entry('payments', PaymentsIcon, '/pagamentos', ['lista-de-pagamentos']),
  entry('receivingOptions', SavingsIcon, '/opcoesRecebimento', ['opcoes-de-recebimento']),
  entry('invoices', ReceiptLongIcon, '/notas', ['lista-de-notas']),
  {
    kind: 'group',
    label: 'quality',
    icon: VerifiedIcon,
    anyOf: ['qualidade', 'devolucao-recebimentos'],
    entries: [
      entry('technicalSheet', FactCheckIcon, '/qualidade', ['qualidade']),
      entry('returns', UndoIcon, '/qualidade/devolucao', ['devolucao-recebimentos']),
    ],
  },
  {
    kind: 'group',
    label: 'documents',
    icon: FolderIcon,
    anyOf: ['manter-comunicados', 'manter-contatos', 'protocolo-logistico'],
    entries: [
      entry('announcements', CampaignIcon, '/comunicados', ['ver-lista-de-comunicados', 'manter-comunicados']),
      entry('contacts', ContactsIcon, '/contatos', ['ver-lista-de-contatos', 'manter-contatos']),
      entry('logisticsProtocol', LocalShippingIcon, '/protocoloLogistico', ['protocolo-logistico', 'manter-protocolo-logistico']),
      entry('compliance', SecurityIcon, '/compliance', ['user-compliance']),
      entry('supplementaryRegistration', HowToRegIcon, '/cadastroComplementar', ['documentos.cadastro-compl']),
      entry('forms', PlaylistAddCheckIcon, '/formularios', ['listar-formularios']),
    ],
  },
  entry('contactGroups', GroupsIcon, '/grupos', ['manter-grupos']),
  entry('scorecard', BarChartIcon, '/scorecard', ['user-scorecard']),
  entry('contactUs', ContactMailIcon, '/contact', ['fale-conosco']),
  entry('themes', PaletteIcon, '/temas'),
  entry('accessRelease', ManageAccountsIcon, '/usuarios', ['lista-de-usuarios']),
  entry('accessTypes', RuleIcon, '/permissao', ['manter-permissoes']),
  entry('receivingOptionGroups', WorkspacesIcon, '/grupoOpcoesRecebimento', ['grupos-opcoes-de-recebimento']),
  entry('paymentConditions', PercentIcon, '/manutencaoCondicoesPagamento', ['condicoes-de-pagamento']),
  entry('logs', TerminalIcon, '/logs', ['logs']),
];

export interface VisibleEntry {
  label: string;
  icon: SvgIconComponent;
  route: string;
}

export type VisibleItem = ({ kind: 'entry' } & VisibleEntry) | { kind: 'group'; label: string; icon: SvgIconComponent; entries: VisibleEntry[] };

const holds = (held: ReadonlySet<string>, anyOf: readonly string[]) => anyOf.length === 0 || anyOf.some((key) => held.has(key));

function visibleEntry(item: MenuEntry, held: ReadonlySet<string>, mounted: (route: string) => boolean): VisibleEntry | null {
  if (!holds(held, item.anyOf)) return null;
  const route = typeof item.route === 'string' ? item.route : item.route(held);
  return mounted(route) ? { label: item.label, icon: item.icon, route } : null;
}

/**
 * The entries a user sees: held permission AND a screen mounted behind the route
 * (an entry never leads to a missing page), groups only with their own keys and a visible entry.
 */
export function visibleMenu(held: ReadonlySet<string>, mounted: (route: string) => boolean): VisibleItem[] {
  return MENU_TABLE.flatMap((item): VisibleItem[] => {
    if (item.kind === 'entry') {
      const visible = visibleEntry(item, held, mounted);
      return visible ? [{ kind: 'entry', ...visible }] : [];
    }
    if (!holds(held, item.anyOf)) return [];
    const entries = item.entries.flatMap((child) => visibleEntry(child, held, mounted) ?? []);
    return entries.length ? [{ kind: 'group', label: item.label, icon: item.icon, entries }] : [];
  });
}
