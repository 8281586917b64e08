import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { labelPage } from '../../../dataProviders/gerenciarPedidos/labels';

/** Spec part 2, section 9: the labels list shows 10 rows by default. */
export const LABEL_ROWS_PER_PAGE = [10, 25, 50];

/** The Etiquetas list (spec 2.9): ID and Código of the supplier's labels, paged by the server (GET /etiquetas). */
export function LabelList({ personId }: { personId?: number }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(LABEL_ROWS_PER_PAGE[0]);
  const labels = useQuery({
    queryKey: ['gerenciarPedidos', 'labels', personId, page, perPage],
    queryFn: ({ signal }) => labelPage({ page: page + 1, perPage, personId }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (labels.isError) return <Alert severity="error">{labels.error.message || translate('app.errors.loadFailure')}</Alert>;
  if (!labels.data) return <LinearProgress />;
  const { rows, total } = labels.data;
  return (
    <Box aria-busy={labels.isFetching}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.gerenciarPedidos.labels.id')}</TableCell>
              <TableCell>{translate('pages.gerenciarPedidos.labels.code')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2} align="center">
                  {translate('kit.list.empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.codigo} hover>
                  <TableCell>{row.id}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.codigo}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={LABEL_ROWS_PER_PAGE}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
