import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { ORDER_LISTS } from '../../orderManagement';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../../../kit/data/useBranches';
import type { DeliveryDay } from './completedDeliveries';
import { DeliveredFilterPanel } from './DeliveredFilterPanel';
import { completedFiltersOf, DELIVERY_DAY_PAGE_OPTIONS, DELIVERY_DAYS_PER_PAGE, listFilterOf } from './deliveredFilters';
import { DeliveryDayGroup } from './DeliveryDayGroup';

// The tab tells a failed read itself (panel and snackbar), not react-admin's notification.
const QUERY_OPTIONS = { onError: () => {}, refetchOnWindowFocus: false };

/**
 * Tab 5, 'Entregas concluídas': the days with completed deliveries, newest first, 5 per page, each opening to its
 * delivered items; a filter panel for the delivery date, order, product and branch (the list controller's filters).
 */
export function DeliveredTab({ personId }: OrderTabProps) {
  const permanent = useMemo(() => ({ personId }), [personId]);
  return (
    // The page checked the tab's access; the list resource has no route line of its own.
    <ListBase<DeliveryDay>
      resource={ORDER_LISTS.deliveryDates}
      filter={permanent}
      perPage={DELIVERY_DAYS_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
      queryOptions={QUERY_OPTIONS}
    >
      <DeliveredDays personId={personId} />
    </ListBase>
  );
}

function DeliveredDays({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.delivered.${key}`, vars);
  const branches = useBranches();
  const { data, error, isFetching, filterValues, setFilters } = useListContext<DeliveryDay>();
  const failure = useReadFailure(error);
  const filters = useMemo(() => completedFiltersOf(filterValues), [filterValues]);
  const rows = data ?? [];

  return (
    <Box>
      <DeliveredFilterPanel branches={branches} onApply={(next) => setFilters(listFilterOf(next), undefined)} />
      {isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!failure && data && rows.length === 0 && (
        <Typography sx={{ textAlign: 'center', py: 4 }} color="text.secondary">
          {text('empty')}
        </Typography>
      )}
      <Stack spacing={1}>
        {rows.map((row) => (
          <DeliveryDayGroup key={row.id} row={row} personId={personId} filters={filters} />
        ))}
      </Stack>
      {rows.length > 0 && (
        <ListPagination
          rowsPerPageOptions={DELIVERY_DAY_PAGE_OPTIONS}
          labelRowsPerPage={text('perPage')}
          labelDisplayedRows={({ from, to, count }) => text('shown', { from, to, count })}
        />
      )}
    </Box>
  );
}
