import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectColumnsButton,
  TopToolbar,
  useTranslate,
  type ListProps,
} from 'react-admin';
import { makeExporter, type CsvColumn } from './csvExport';
import { ListEmpty } from './ListEmpty';

export const LIST_PER_PAGE = 15;
export const LIST_ROWS_PER_PAGE_OPTIONS = [15, 25, 50];
/** react-admin's ExportButton stops at 1000 rows by default. */
export const EXPORT_MAX_RESULTS = 100_000;

export interface PortalListProps
  extends Omit<ListProps, 'perPage' | 'pagination' | 'exporter' | 'empty' | 'filters' | 'actions'> {
  /** CSV columns; labels may be i18n keys. Without them there is no export button. */
  exportColumns?: CsvColumn[];
  exportFileName?: string;
  /** Filters added after the always-on search input. */
  filters?: ReactElement[];
  /** false hides the search input. */
  search?: boolean;
  /** Extra toolbar buttons, placed before the column chooser. */
  extraActions?: ReactNode;
  /** Preference key of the PortalDatagrid inside, when it sets its own. */
  preferenceKey?: string;
}

/** react-admin `<List>` with the portal's conventions (15 per page, search, column chooser, CSV). */
export function PortalList({
  exportColumns,
  exportFileName,
  filters = [],
  search = true,
  extraActions,
  preferenceKey,
  children,
  ...rest
}: PortalListProps) {
  const translate = useTranslate();
  const resource = rest.resource;

  const exporter = useMemo(() => {
    if (!exportColumns) return false as const;
    const columns = exportColumns.map((column) => ({ ...column, label: translate(column.label, { _: column.label }) }));
    return makeExporter(columns, exportFileName ?? resource ?? 'exportacao');
  }, [exportColumns, exportFileName, resource, translate]);

  const allFilters = useMemo(
    () => [
      ...(search
        ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('kit.list.search')} />]
        : []),
      ...filters,
    ],
    [filters, search, translate],
  );

  const actions = (
    <TopToolbar>
      {filters.length > 0 && <FilterButton />}
      {extraActions}
      <SelectColumnsButton preferenceKey={preferenceKey} />
      {exporter && <ExportButton maxResults={EXPORT_MAX_RESULTS} />}
    </TopToolbar>
  );

  return (
    <List
      perPage={LIST_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={LIST_ROWS_PER_PAGE_OPTIONS} />}
      exporter={exporter}
      empty={<ListEmpty />}
      filters={allFilters.length > 0 ? allFilters : undefined}
      actions={actions}
      {...rest}
    >
      {children}
    </List>
  );
}
