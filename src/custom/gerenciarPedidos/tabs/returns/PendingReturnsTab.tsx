import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useMemo } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { config } from '../../../../config';
import { formatNumber } from '../../../../i18n/format';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { ORDER_LISTS } from '../../orderManagement';
import type { OrderTabProps } from '../../orderTabs';
import type { PendingReturn } from './pendingReturns';
import { SCROLLS_SIDEWAYS } from '../../../../kit/layout/scrollsSideways';

/** Spec: management tables start with 5 rows (5, 10, 25, 50, 100). */
export const RETURNS_PER_PAGE = 5;
const PAGE_OPTIONS = [5, 10, 25, 50, 100];
const COLUMNS = ['personId', 'personName', 'productId', 'productName', 'volume', 'itemQuantity'] as const;
const NUMERIC = new Set<string>(['volume', 'itemQuantity']);
// The tab tells a failed read itself, not react-admin's notification.
const QUERY_OPTIONS = { onError: () => {}, refetchOnWindowFocus: false };

/** Tab 6, 'Retiradas pendentes': the products waiting to be picked up (GraphQL pendingReturnProducts), server-paged. */
export function PendingReturnsTab({ personId }: OrderTabProps) {
  const permanent = useMemo(() => ({ personId }), [personId]);
  return (
    // The page checked the tab's access; the list resource has no route line of its own.
    <ListBase<PendingReturn>
      resource={ORDER_LISTS.pendingReturns}
      filter={permanent}
      perPage={RETURNS_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
      queryOptions={QUERY_OPTIONS}
    >
      <PendingReturnsTable />
    </ListBase>
  );
}

function PendingReturnsTable() {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.returns.${key}`, vars);
  const { data, error, isFetching } = useListContext<PendingReturn>();
  // The snackbar says the failure; the table says the spec's support text.
  const failed = useReadFailure(error) !== undefined;
  useEffect(() => {
    // Spec: the failure goes to the console in debug mode.
    if (error && config.debug) console.error(error);
  }, [error]);
  const rows = failed ? [] : (data ?? []);
  const message = failed ? text('failure') : data && rows.length === 0 ? text('empty') : undefined;

  return (
    <Box>
      {isFetching && <LinearProgress />}
      <Box sx={SCROLLS_SIDEWAYS}>
        <Table size="small" aria-label={translate('pages.gerenciarPedidos.tabs.returns')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                  {text(`columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.personId}</TableCell>
                <TableCell>{row.personName}</TableCell>
                <TableCell>{row.productId}</TableCell>
                <TableCell>{row.productName}</TableCell>
                <TableCell align="right">{formatNumber(row.volume, 2)}</TableCell>
                <TableCell align="right">{formatNumber(row.itemQuantity)}</TableCell>
              </TableRow>
            ))}
            {message && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  {message}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <ListPagination
        rowsPerPageOptions={PAGE_OPTIONS}
        labelRowsPerPage={text('perPage')}
        labelDisplayedRows={({ from, to, count }) => text('shown', { from, to, count })}
      />
    </Box>
  );
}
