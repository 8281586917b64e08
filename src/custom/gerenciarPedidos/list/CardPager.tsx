import TablePaginationActions from '@mui/material/TablePaginationActions';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import type { FC } from 'react';
import { Pagination, type PaginationActionsProps } from 'react-admin';

export interface CardPagerProps {
  /** The page sizes offered. */
  options: readonly number[];
  /** 'Agendamentos por página', 'Protocolos por página'… (MUI's own when omitted). */
  label?: string;
  /** The range text; '1–4 de 5' by default. */
  shown?: (args: LabelDisplayedRowsArgs) => string;
}

const defaultShown = ({ from, to, count }: LabelDisplayedRowsArgs): string => `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`;

// react-admin passes MUI's own props through to its TablePagination.
const muiLabels = (shown: CardPagerProps['shown'], label: string | undefined): object => ({ labelDisplayedRows: shown, ...(label === undefined ? {} : { labelRowsPerPage: label }) });

/**
 * The pager of the order-management cards and tables: react-admin's, over the list context (server pages of a
 * getList, or the client pages of useList), with the tab's own words and the first/previous/next arrows.
 */
export function CardPager({ options, label, shown = defaultShown }: CardPagerProps) {
  return (
    <Pagination rowsPerPageOptions={[...options]} actions={TablePaginationActions as unknown as FC<PaginationActionsProps>} {...muiLabels(shown, label)} />
  );
}
