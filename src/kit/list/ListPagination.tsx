import { Pagination, useListContext } from 'react-admin';

export const LIST_ROWS_PER_PAGE_OPTIONS = [15, 25, 50];

/**
 * react-admin's pager (15, 25, 50 rows), hidden when the list failed to load: without a total it would count the
 * rows of a page that never came ('1-15 de 15' under 'Erro ao carregar dados!').
 */
export function ListPagination() {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination rowsPerPageOptions={LIST_ROWS_PER_PAGE_OPTIONS} />;
}
