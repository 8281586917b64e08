import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../i18n/format';
import { useCanAccessNow, useIsMounted, usePathTo } from '../../kit/access/PortalRoutesContext';
import type { PendingItem } from './home';
import { HomeCard, ItemTitle } from './HomeCard';
import { cardStatus, useHomeCard } from './useHomeCard';

export const pendenciaId = (row: PendingItem): string => `${row.purchaseOrderId}-${row.orderNumber}`;

/** Pendências (gerenciar-pedidos.pendentes): order, deadline, schedule date and order number of GET /pendencias/. */
export function PendenciasCard() {
  const translate = useTranslate();
  const query = useHomeCard('pendencias', 'pendencias', pendenciaId, true);
  // Items are links only once the Gerenciar pedidos screen exists and the user may open it.
  // Spec part 1, "Other route shapes": a pending item opens Gerenciar pedidos on its second tab.
  const target = usePathTo()('gerenciarPedidosTab', { tabId: 1 });
  const isMounted = useIsMounted();
  const clickable = useCanAccessNow({ resource: target }) && isMounted(target);
  const rows = query.data?.rows ?? [];
  const fresh = query.data?.fresh.newIds;

  return (
    <HomeCard
      id="pendencias"
      title={translate('pages.home.pendencias.title')}
      icon={<AssignmentLateIcon color="primary" />}
      newCount={query.data?.fresh.count}
      status={cardStatus(query)}
      empty={rows.length === 0}
    >
      <List dense disablePadding>
        {rows.map((row) => {
          const id = pendenciaId(row);
          const text = (
            <ListItemText
              primary={
                <ItemTitle
                  title={translate('pages.home.pendencias.primary', { pc: String(row.purchaseOrderId), pedido: String(row.orderNumber) })}
                  isNew={Boolean(fresh?.has(id))}
                />
              }
              secondary={translate('pages.home.pendencias.secondary', {
                agenda: formatDate(row.scheduledOn),
                prazo: translate('pages.home.pendencias.days', { smart_count: Number(row.deadlineDays) || 0 }),
              })}
            />
          );
          return clickable ? (
            <ListItem key={id} disablePadding divider>
              <ListItemButton component={RouterLink} to={target}>
                {text}
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={id} divider>
              {text}
            </ListItem>
          );
        })}
      </List>
    </HomeCard>
  );
}
