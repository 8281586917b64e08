import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { config } from '../../../../config';
import { endsSession } from '../../../../dataProviders/core/errors';
import { pendingReturnPage } from '../../../../dataProviders/gerenciarPedidos/returns';
import { formatNumber } from '../../../../i18n/format';
import type { OrderTabProps } from '../../orderTabs';

/** Spec: management tables start with 5 rows (5, 10, 25, 50, 100). */
export const RETURNS_PER_PAGE = 5;
const PAGE_OPTIONS = [5, 10, 25, 50, 100];
const COLUMNS = ['personId', 'personName', 'productId', 'productName', 'volume', 'itemQuantity'] as const;
const NUMERIC = new Set<string>(['volume', 'itemQuantity']);

/** Tab 6, 'Retiradas pendentes': the products waiting to be picked up (GraphQL pendingReturnProducts), server-paged. */
export function PendingReturnsTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.returns.${key}`, vars);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(RETURNS_PER_PAGE);
  const returns = useQuery({
    queryKey: ['gerenciarPedidos', 'pendingReturns', personId, page, perPage],
    queryFn: ({ signal }) => pendingReturnPage({ personId, page: page + 1, perPage }, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { error } = returns;
  useEffect(() => {
    // Spec: the failure goes to the console in debug mode.
    if (error && config.debug) console.error(error);
  }, [error]);
  const failed = error !== null && !endsSession(error);
  const rows = failed ? [] : (returns.data?.rows ?? []);
  const message = failed ? text('failure') : returns.data && rows.length === 0 ? text('empty') : undefined;

  return (
    <Box>
      {returns.isFetching && <LinearProgress />}
      <Box sx={{ overflowX: 'auto' }}>
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
              <TableRow key={`${row.personId}-${row.productId}`}>
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
      {!failed && (
        <TablePagination
          component="div"
          count={returns.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={text('perPage')}
          labelDisplayedRows={({ from, to, count }) => text('shown', { from, to, count })}
        />
      )}
    </Box>
  );
}
