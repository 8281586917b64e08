import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import { useAccessCheck } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { useSessionUser } from '../../session/SessionUserContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ORDER_TABS } from './tabList';
import { initialTab, permittedTabs, tabsSupplier } from './tabRules';
import { SUPPLIERS_RESOURCE } from './useSupplierLabel';
import type { OrderTabBadge } from './orderTabs';
import { useTabBadges } from './useTabBadges';

/**
 * Order management (/gerenciarPedidos, /gerenciarPedidos/tab/{tabId}): the seven tabs the user's permissions show, in
 * the spec's order, over one supplier. Staff with filtro-fornecedor pick it first; until then the tabs are disabled
 * and a click says 'Selecione o fornecedor'. A new supplier remounts the tab (its filters and selections reset).
 */
export function GerenciarPedidosPage() {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const user = useSessionUser();
  const { tabId } = useParams();
  const title = translate('pages.gerenciarPedidos.title');
  usePageTitle(title);

  const canAccess = useAccessCheck();
  const internalView = useInternalView();
  const permitted = useMemo(() => permittedTabs(ORDER_TABS, (key) => canAccess({ resource: '/gerenciarPedidos', action: key })), [canAccess]);
  const [picked, setPicked] = useState<number | undefined>();
  const [current, setCurrent] = useState(() => initialTab(permitted, tabId));
  const [routeTabId, setRouteTabId] = useState(tabId);
  // The same page serves /gerenciarPedidos and /gerenciarPedidos/tab/{tabId}: a link to another tab id (the home
  // screen's pendências) while the page is open selects that tab without remounting it.
  if (tabId !== routeTabId) {
    setRouteTabId(tabId);
    setCurrent(initialTab(permitted, tabId));
  }
  const personId = tabsSupplier({ codigo: user.codigo, picksSupplier: internalView }, picked);
  const badgesShown = useMemo(() => new Set(permitted.flatMap(({ tab }) => (tab.badge ? [tab.badge] : []))), [permitted]);
  const badges = useTabBadges(personId, badgesShown);

  const pickSupplier = (next: number | undefined) => {
    setPicked(next);
    if (next === undefined) setCurrent(permitted[0]?.index);
  };

  const choose = (index: number) => {
    if (personId === undefined) warn(translate('pages.gerenciarPedidos.chooseSupplier'));
    else setCurrent(index);
  };

  const shown = permitted.find(({ index }) => index === current)?.tab;
  const Panel = shown?.component;
  const label = (key: string, badge: OrderTabBadge | undefined) => {
    const text = translate(`pages.gerenciarPedidos.tabs.${key}`);
    const count = badge ? badges[badge] : 0;
    return count > 0 ? (
      <Badge
        color="error"
        badgeContent={count}
        max={999}
        // In line after the text: a corner badge is clipped by the tab and by the scrolling tab strip.
        sx={{ alignItems: 'center', gap: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        aria-label={`${text}, ${translate('pages.gerenciarPedidos.badge', { count })}`}
      >
        {text}
      </Badge>
    ) : (
      text
    );
  };

  return (
    // minWidth 0: the page takes the room it is given; the tab strip and the tables scroll inside it.
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {internalView && (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
          <SupplierAutocomplete value={picked} onChange={pickSupplier} label={translate('pages.gerenciarPedidos.supplier')} resource={SUPPLIERS_RESOURCE} />
        </Box>
      )}
      {permitted.length === 0 ? (
        <Typography>{translate('pages.gerenciarPedidos.noTabs')}</Typography>
      ) : (
        <Card sx={{ contain: 'inline-size' }}>
          <Tabs value={current ?? false} onChange={(_event, index: number) => choose(index)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
            {permitted.map(({ tab, index }) => (
              <Tab
                key={tab.key}
                value={index}
                label={label(tab.key, tab.badge)}
                aria-disabled={personId === undefined}
                sx={personId === undefined ? { opacity: 0.5 } : undefined}
              />
            ))}
          </Tabs>
          <CardContent>
            {personId === undefined ? (
              <Typography color="text.secondary">{translate('pages.gerenciarPedidos.chooseSupplier')}</Typography>
            ) : (
              Panel && (
                <Suspense fallback={<Loading />}>
                  <Panel key={personId} personId={personId} />
                </Suspense>
              )
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
