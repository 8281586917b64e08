import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchPendencias } from '../../dataProviders/home';
import { formatDate } from '../../i18n/format';
import { canOpenPath, isMounted } from '../../routes/access';
import { useSessionUser } from '../../session/SessionUserContext';
import type { PendenciaRow } from '../../types/api';
import { HomeCard, ItemTitle } from './HomeCard';
import { cardStatus, useHomeCard } from './useHomeCard';

/** Spec part 1, "Other route shapes": a pending item opens Gerenciar pedidos on its second tab. */
export const PENDENCIA_TARGET = '/gerenciarPedidos/tab/1';

export const pendenciaId = (row: PendenciaRow): string => `${row.NR_PC}-${row.NR_PEDIDO}`;

/** Pendências (gerenciar-pedidos.pendentes): NR_PC, QT_DIAS_PRAZO, DT_AGENDA and NR_PEDIDO of GET /pendencias/. */
export function PendenciasCard() {
  const translate = useTranslate();
  const user = useSessionUser();
  const query = useHomeCard('pendencias', fetchPendencias, pendenciaId, true);
  // Items are links only once the Gerenciar pedidos screen exists and the user may open it.
  const clickable = isMounted(PENDENCIA_TARGET) && canOpenPath(PENDENCIA_TARGET, new Set(user.permissions));
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
                  title={translate('pages.home.pendencias.primary', { pc: String(row.NR_PC), pedido: String(row.NR_PEDIDO) })}
                  isNew={Boolean(fresh?.has(id))}
                />
              }
              secondary={translate('pages.home.pendencias.secondary', {
                agenda: formatDate(row.DT_AGENDA),
                prazo: translate('pages.home.pendencias.days', { smart_count: Number(row.QT_DIAS_PRAZO) || 0 }),
              })}
            />
          );
          return clickable ? (
            <ListItemButton key={id} component={RouterLink} to={PENDENCIA_TARGET} divider>
              {text}
            </ListItemButton>
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
