import TablePagination from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';
import { CARD_PAGE_OPTIONS } from './scheduleFilters';

export interface SchedulePagerProps {
  total: number;
  /** From 0. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** The pager of the schedule cards: 5 per page by default; 5, 10, 25, 50 or 100. */
export function SchedulePager({ total, page, perPage, onPage, onPerPage }: SchedulePagerProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={perPage}
      rowsPerPageOptions={CARD_PAGE_OPTIONS}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('pages.gerenciarPedidos.schedule.perPage')}
    />
  );
}
