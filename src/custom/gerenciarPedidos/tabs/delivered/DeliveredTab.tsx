import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { deliveryDatePage, type CompletedFilters } from '../../../../dataProviders/gerenciarPedidos/completed';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../../../kit/data/useBranches';
import { DeliveredFilterPanel } from './DeliveredFilterPanel';
import { DELIVERY_DAY_PAGE_OPTIONS, DELIVERY_DAYS_PER_PAGE } from './deliveredFilters';
import { DeliveryDayGroup } from './DeliveryDayGroup';

/**
 * Tab 5, 'Entregas concluídas': the days with completed deliveries, newest first, 5 per page, each opening to its
 * delivered items; a filter panel for the delivery date, order, product and branch.
 */
export function DeliveredTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`pages.gerenciarPedidos.delivered.${key}`);
  const branches = useBranches();
  const [filters, setFilters] = useState<CompletedFilters>({});
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DELIVERY_DAYS_PER_PAGE);
  const days = useQuery({
    queryKey: ['gerenciarPedidos', 'deliveryDates', personId, filters, page, perPage],
    queryFn: ({ signal }) => deliveryDatePage({ personId, page: page + 1, perPage, filters }, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const failure = useReadFailure(days.error);
  const rows = days.data?.rows ?? [];

  return (
    <Box>
      <DeliveredFilterPanel
        branches={branches}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {days.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!failure && days.data && rows.length === 0 && (
        <Typography sx={{ textAlign: 'center', py: 4 }} color="text.secondary">
          {text('empty')}
        </Typography>
      )}
      <Stack spacing={1}>
        {rows.map((row) => (
          <DeliveryDayGroup key={row.DT_ENTRG} row={row} personId={personId} filters={filters} />
        ))}
      </Stack>
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={days.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={DELIVERY_DAY_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={text('perPage')}
        />
      )}
    </Box>
  );
}
