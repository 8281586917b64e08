import Typography from '@mui/material/Typography';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { ColumnsButton, FilterButton, List, TopToolbar, useResourceContext, useTranslate, type ListProps } from 'react-admin';
import type { CsvColumn } from './csvExport';
import { ExportCsvButton } from './ExportCsvButton';
import { ListEmpty } from './ListEmpty';
import { ListPagination } from './ListPagination';
import { ListSearchInput } from './ListSearchInput';
import { useReadFailureHandler } from '../snackbar/useReadFailure';
import { PreferenceKeyContext } from './preferenceKey';

export const LIST_PER_PAGE = 15;

export interface PortalListProps
  extends Omit<ListProps, 'pagination' | 'exporter' | 'empty' | 'filters' | 'actions'> {
  /** Rows per page choices (the first is `perPage`'s default); the generic tables' 15, 25, 50 unless a screen's own. */
  rowsPerPageOptions?: readonly number[];
  /** What an empty list shows in place of its content (default 'Nenhum registro encontrado'); false keeps the content (a filter bar inside it). */
  empty?: ReactElement | false;
  /** CSV columns; labels may be i18n keys. Without them there is no export button. */
  exportColumns?: CsvColumn[];
  exportFileName?: string;
  /** Filters added after the always-on search input. */
  filters?: ReactElement[];
  /** false hides the search input. */
  search?: boolean;
  /** Extra toolbar buttons, placed before the column chooser. */
  extraActions?: ReactNode;
  /** Store key of the column choices, shared by the column chooser and the PortalTable inside (default `<resource>.datatable`). */
  preferenceKey?: string;
  /** The screen's own words for a failed read (spec part 2, section 8), said in place of react-admin's. */
  loadFailure?: string;
}

/**
 * react-admin `<List>` with the portal's conventions: 15 rows per page (15, 25, 50), an always-on search, a column
 * chooser and a CSV export of every row (fetched in chunks). Its child is a PortalTable.
 * A text `title` is also the page's heading (h1). On a phone the toolbar wraps and the table scrolls in its own box.
 */
export function PortalList({
  exportColumns,
  exportFileName,
  filters = [],
  search = true,
  extraActions,
  preferenceKey,
  rowsPerPageOptions,
  empty = <ListEmpty />,
  loadFailure,
  perPage = rowsPerPageOptions?.[0] ?? LIST_PER_PAGE,
  children,
  ...rest
}: PortalListProps) {
  const translate = useTranslate();
  const resource = useResourceContext(rest);
  const heading = typeof rest.title === 'string' ? translate(rest.title, { _: rest.title }) : null;
  const storeKey = preferenceKey ?? `${resource}.datatable`;
  const failure = useReadFailureHandler(loadFailure ?? '');
  const queryOptions = loadFailure ? { ...rest.queryOptions, ...failure } : rest.queryOptions;

  const allFilters = useMemo(
    () => [...(search ? [<ListSearchInput key="q" source="q" alwaysOn />] : []), ...filters],
    [filters, search],
  );

  const actions = (
    <TopToolbar sx={{ flexWrap: 'wrap' }} data-testid="list-toolbar">
      {filters.length > 0 && <FilterButton />}
      {extraActions}
      <ColumnsButton storeKey={storeKey} />
      {exportColumns && <ExportCsvButton columns={exportColumns} fileName={exportFileName ?? resource ?? 'exportacao'} />}
    </TopToolbar>
  );

  return (
    <PreferenceKeyContext.Provider value={storeKey}>
      {heading && (
        <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
          {heading}
        </Typography>
      )}
      <List
        perPage={perPage}
        pagination={<ListPagination rowsPerPageOptions={rowsPerPageOptions} />}
        exporter={false}
        empty={empty}
        filters={allFilters.length > 0 ? allFilters : undefined}
        actions={actions}
        {...rest}
        queryOptions={queryOptions}
      >
        {children}
      </List>
    </PreferenceKeyContext.Provider>
  );
}
