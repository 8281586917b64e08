import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { PermissionKey } from '../../permissions/keys';
import { canOpenPath } from '../../permissions/routes';

export interface Shortcut {
  /** Key under pages.home.shortcuts (label; `<key>Text` is its description). */
  key: 'pending' | 'scheduled' | 'payments' | 'invoices' | 'protocols';
  icon: SvgIconComponent;
  route: string | ((held: ReadonlySet<string>) => string);
  anyOf: readonly PermissionKey[];
}

/** The home's shortcut cards (spec part 1, Home screen), with the menu's routes and permissions. */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    key: 'pending',
    icon: PendingActionsIcon,
    route: (held) => (held.has('nova-tela-pedidos-pendentes') ? '/pendentesNova' : '/pendentes'),
    anyOf: ['lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'],
  },
  { key: 'scheduled', icon: EventAvailableIcon, route: '/agendados', anyOf: ['lista-de-pedidos-agendados'] },
  { key: 'payments', icon: PaymentsIcon, route: '/pagamentos', anyOf: ['lista-de-pagamentos'] },
  { key: 'invoices', icon: ReceiptLongIcon, route: '/notas', anyOf: ['lista-de-notas'] },
  { key: 'protocols', icon: AssignmentIcon, route: '/protocolos', anyOf: ['protocolo-de-agendamento'] },
];

export interface VisibleShortcut {
  key: Shortcut['key'];
  icon: SvgIconComponent;
  route: string;
}

/** The shortcuts a user sees: a held permission and a mounted screen the user may open (never a missing page). */
export function visibleShortcuts(held: ReadonlySet<string>, mounted: (route: string) => boolean): VisibleShortcut[] {
  return SHORTCUTS.flatMap((shortcut) => {
    if (!shortcut.anyOf.some((key) => held.has(key))) return [];
    const route = typeof shortcut.route === 'string' ? shortcut.route : shortcut.route(held);
    return mounted(route) && canOpenPath(route, held) ? [{ key: shortcut.key, icon: shortcut.icon, route }] : [];
  });
}
