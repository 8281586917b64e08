import TablePaginationActions from '@mui/material/TablePaginationActions';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import type { FC, ReactNode } from 'react';
import { Pagination, useListContext, type PaginationActionsProps } from 'react-admin';

export const LIST_ROWS_PER_PAGE_OPTIONS = [15, 25, 50];

export interface ListPaginationProps {
  /** The page sizes offered (default 15, 25, 50; none: no size choice). */
  rowsPerPageOptions?: readonly number[];
  /** The screen's own words for 'Linhas por página:' ('Agendamentos por página') and for the range ('1-15 de 40'). */
  labelRowsPerPage?: ReactNode;
  labelDisplayedRows?: (range: LabelDisplayedRowsArgs) => ReactNode;
  /**
   * MUI's own pager look, as the order-management cards and item tables had it: the range as '1–4 de 5' and only
   * the previous/next arrows (react-admin's: '1-4 de 5' and page numbers).
   */
  arrows?: boolean;
}

/** The range as MUI words it in Portuguese: '1–4 de 5'. */
export const arrowsRange = ({ from, to, count }: LabelDisplayedRowsArgs): string => `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`;

// react-admin passes MUI's own props through to its TablePagination.
const muiProps = ({ labelRowsPerPage, labelDisplayedRows, arrows }: Omit<ListPaginationProps, 'rowsPerPageOptions'>): object => ({
  ...(labelRowsPerPage === undefined ? {} : { labelRowsPerPage }),
  ...(arrows ? { labelDisplayedRows: arrowsRange, actions: TablePaginationActions as unknown as FC<PaginationActionsProps> } : {}),
  ...(labelDisplayedRows ? { labelDisplayedRows } : {}),
});

/**
 * react-admin's pager (15, 25, 50 rows by default), hidden when the list failed to load: without a total it would
 * count the rows of a page that never came ('1-15 de 15' under 'Erro ao carregar dados!').
 */
export function ListPagination({ rowsPerPageOptions = LIST_ROWS_PER_PAGE_OPTIONS, ...looks }: ListPaginationProps) {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination rowsPerPageOptions={[...rowsPerPageOptions]} {...muiProps(looks)} />;
}
