import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListPagination } from '../../../kit/list/ListPagination';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { ORDER_LISTS } from '../orderManagement';
import type { Label } from './labels';

/** Spec part 2, section 9: the labels list shows 10 rows by default. */
export const LABEL_ROWS_PER_PAGE = [10, 25, 50];
// The list tells a failed read itself, not react-admin's notification.
const QUERY_OPTIONS = { onError: () => {} };

/** The Etiquetas list (spec 2.9): ID and Código of the supplier's labels, paged by the server (GET /etiquetas). */
export function LabelList({ personId }: { personId?: number }) {
  const permanent = useMemo(() => (personId === undefined ? {} : { personId }), [personId]);
  return (
    // Shown from tabs the page already checked; the list resource has no route line of its own.
    <ListBase<Label>
      resource={ORDER_LISTS.labels}
      filter={permanent}
      perPage={LABEL_ROWS_PER_PAGE[0]}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
      queryOptions={QUERY_OPTIONS}
    >
      <LabelTable />
    </ListBase>
  );
}

function LabelTable() {
  const translate = useTranslate();
  const { data, error, isFetching } = useListContext<Label>();
  const failure = useReadFailure(error);
  if (error) return failure === undefined ? null : <Alert severity="error">{failure || translate('app.errors.loadFailure')}</Alert>;
  if (!data) return <LinearProgress />;
  return (
    <Box aria-busy={isFetching}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.gerenciarPedidos.labels.id')}</TableCell>
              <TableCell>{translate('pages.gerenciarPedidos.labels.code')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2} align="center">
                  {translate('kit.list.empty')}
                </TableCell>
              </TableRow>
            ) : (
              data.map((row) => (
                <TableRow key={row.code} hover>
                  <TableCell>{row.id}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.code}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        rowsPerPageOptions={LABEL_ROWS_PER_PAGE}
        labelDisplayedRows={({ from, to, count }) => translate('pages.gerenciarPedidos.labels.shown', { from, to, count })}
      />
    </Box>
  );
}
