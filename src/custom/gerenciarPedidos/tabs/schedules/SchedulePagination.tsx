import { useTranslate } from 'react-admin';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { CARD_PAGE_OPTIONS } from './scheduleFilters';

/** The pager of the schedule cards: 5 per page by default; 5, 10, 25, 50 or 100 ('Agendamentos por página'). */
export function SchedulePagination() {
  const translate = useTranslate();
  return <ListPagination rowsPerPageOptions={CARD_PAGE_OPTIONS} labelRowsPerPage={translate('pages.gerenciarPedidos.schedule.perPage')} arrows />;
}
