import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type ReactElement } from 'react';
import { Menu, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canOpenPath, isMounted } from '../routes/access';
import { useSessionUser } from '../session/SessionUserContext';
import { visibleMenu, type VisibleEntry, type VisibleItem } from './menuTable';
import { menuName } from './menuName';
import { VISUALLY_HIDDEN } from '../kit/layout/visuallyHidden';

function MenuHeader() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const canOpenProfile = canOpenPath('/perfil', new Set(user.permissions)) && isMounted('/perfil');
  // A collapsed drawer (medium screens) has no room for the name: the profile stays one tap away.
  if (!open) {
    return canOpenProfile ? (
      <ListItemButton onClick={() => navigate('/perfil')} aria-label={translate('app.menu.openProfile')} sx={{ py: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <AccountCircleIcon />
        </ListItemIcon>
      </ListItemButton>
    ) : null;
  }
  return (
    <ButtonBase
      onClick={() => canOpenProfile && navigate('/perfil')}
      disabled={!canOpenProfile}
      data-testid="menu-header"
      sx={{ display: 'block', width: '100%', textAlign: 'left', px: 2, py: 1.5 }}
    >
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {translate('app.menu.openProfile')}:{' '}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {user.codigo}
      </Typography>
      <Typography variant="subtitle2" component="div" title={user.nome} noWrap>
        {menuName(user.nome)}
      </Typography>
    </ButtonBase>
  );
}

/**
 * An open drawer (220 px) shows each label whole, on two lines where needed ('Histórico de agendamento'): a block
 * that wraps inside react-admin's one-line label, which then has nothing to cut. A collapsed drawer keeps the plain
 * label, shown by its tooltip.
 */
function EntryItem({ entry, dense }: { entry: VisibleEntry; dense?: boolean }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const Icon = entry.icon;
  const label = translate(`app.menu.${entry.label}`);
  return (
    <Menu.Item
      to={entry.route}
      primaryText={
        open ? (
          <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {label}
          </Box>
        ) : (
          label
        )
      }
      leftIcon={<Icon />}
      dense={dense}
    />
  );
}

/** A folded drawer (icons only) tells a row's label in a tooltip, as react-admin's own entries do. */
function FoldedTooltip({ label, folded, children }: { label: string; folded: boolean; children: ReactElement }) {
  return folded ? (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

/**
 * A group inside react-admin's menu (role menu, which owns only menu items and groups): its header is a menu item
 * that unfolds a role group of entries.
 */
function GroupItem({ item }: { item: Extract<VisibleItem, { kind: 'group' }> }) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const [open] = useSidebarState();
  const Icon = item.icon;
  const label = translate(`app.menu.${item.label}`);
  return (
    <>
      <FoldedTooltip label={label} folded={!open}>
        <ListItemButton role="menuitem" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} sx={{ py: 0.75 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} />
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
      </FoldedTooltip>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding role="group" aria-label={label} sx={{ pl: 1.5 }}>
          {item.entries.map((entry) => (
            <EntryItem key={entry.route} entry={entry} dense />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/**
 * react-admin's <Logout> is a MenuItem, which MUI 9 allows only inside a MenuList. A one-line row: ListItemButton
 * grows by default, which in this column would make the blank space under the menu a logout button.
 */
function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const [open] = useSidebarState();
  const label = translate('app.menu.logout');
  return (
    <FoldedTooltip label={label} folded={!open}>
    <ListItemButton
      onClick={() => {
        setLeaving(true);
        void logout();
      }}
      disabled={leaving}
      data-testid="logout"
      sx={{ py: 1, flexGrow: 0 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <ExitToAppIcon />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
    </FoldedTooltip>
  );
}

/** The side menu: header, the spec's entries each behind its permission, logout at the bottom. */
export function PortalMenu() {
  const user = useSessionUser();
  const items = useMemo(() => visibleMenu(new Set(user.permissions)), [user.permissions]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }} data-testid="side-menu">
      <MenuHeader />
      <Menu sx={{ mt: 0 }}>
        {items.map((item) =>
          item.kind === 'entry' ? <EntryItem key={item.route} entry={item} /> : <GroupItem key={item.label} item={item} />,
        )}
      </Menu>
      <Box sx={{ flex: 1 }} />
      <LogoutItem />
    </Box>
  );
}
