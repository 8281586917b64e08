import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { Pagination, useListContext } from 'react-admin';

export const LIST_ROWS_PER_PAGE_OPTIONS = [15, 25, 50];

export interface ListPaginationProps {
  /** The page sizes offered (default 15, 25, 50). */
  rowsPerPageOptions?: readonly number[];
  /** The screen's own words for 'Linhas por página:' and for the range ('1-15 de 40'). */
  labelRowsPerPage?: ReactNode;
  labelDisplayedRows?: (range: LabelDisplayedRowsArgs) => ReactNode;
}

/**
 * react-admin's pager (15, 25, 50 rows by default), hidden when the list failed to load: without a total it would
 * count the rows of a page that never came ('1-15 de 15' under 'Erro ao carregar dados!').
 */
export function ListPagination({ rowsPerPageOptions = LIST_ROWS_PER_PAGE_OPTIONS, ...labels }: ListPaginationProps) {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination rowsPerPageOptions={[...rowsPerPageOptions]} {...labels} />;
}
