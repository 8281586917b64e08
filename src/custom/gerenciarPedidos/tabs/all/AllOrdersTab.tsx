import FilterListIcon from '@mui/icons-material/FilterList';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { toldElsewhere } from '../../../../kit/data/failures';
import { historyParams, type OrderFilter, type OrderListMeta, type OrderRecord } from '../../orderManagement';
import { ColumnGroupsContext } from '../../../../kit/list/columnGroups';
import { ExportCsvButton } from '../../../../kit/list/ExportCsvButton';
import { GroupedColumnsButton } from '../../../../kit/list/GroupedColumnsButton';
import { GroupedTableHead } from '../../../../kit/list/GroupedTableHead';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { PortalTable } from '../../../../kit/list/PortalTable';
import { PreferenceKeyContext } from '../../../../kit/list/preferenceKey';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import { ERROR_DURATION_MS } from '../../../../kit/snackbar/queue';
import { usePathTo } from '../../../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../../../kit/access/useInternalView';
import type { OrderTabProps } from '../../orderTabs';
import { useSupplierLabel } from '../../useSupplierLabel';
import { DEFAULT_HIDDEN_COLUMNS, ORDER_COLUMN_GROUPS, orderExportColumns, orderTableColumns } from './allOrdersColumns';
import { clearedFilter, initialFilter, withoutTag } from './allOrdersFilters';
import { AllOrdersEmpty } from './AllOrdersEmpty';
import { AllOrdersFilterDialog } from './AllOrdersFilterDialog';
import { AllOrdersLabelSlot } from './AllOrdersLabelSlot';
import { AllOrdersSearch } from './AllOrdersSearch';
import { AllOrdersTags } from './AllOrdersTags';
import { StatusFilter } from './StatusFilter';
import { useOrderChoices } from './useOrderChoices';

const TEXT = 'pages.gerenciarPedidos.all';
/** Spec part 2, section 9: management pages start at 5 rows (5, 10, 25, 50, 100). */
const PER_PAGE = 5;
const ROWS_PER_PAGE = [5, 10, 25, 50, 100];
/** Where the column choices are kept (react-admin's store). */
export const ALL_ORDERS_COLUMNS_KEY = 'gerenciarPedidos.todosPedidos.columns';
export const ALL_ORDERS_CSV = 'TodosPedidos.csv';

function HistoryLink({ line }: { line: OrderRecord }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const label = translate(`${TEXT}.history`, { order: line.purchaseOrderId, product: line.productId });
  return (
    <IconButton size="small" component={RouterLink} to={pathTo('historicoDetalhe', historyParams(line))} aria-label={label} title={label}>
      <HistoryIcon fontSize="small" />
    </IconButton>
  );
}

function AllOrdersView({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const supplierLabel = useSupplierLabel(personId);
  const choices = useOrderChoices(personId);
  const { filterValues, setFilters } = useListContext<OrderRecord>();
  const filter = filterValues as OrderFilter;
  const [filtering, setFiltering] = useState(false);
  // Whoever picks the supplier (filtro-fornecedor) sees it as a tag, as the page's picker and tabs go by that key.
  const picksSupplier = useInternalView();
  const [supplierTag, setSupplierTag] = useState(picksSupplier);

  const payments = useMemo(() => new Map(choices.payments.map((row) => [row.paymentId, row.nameConditionPayment])), [choices.payments]);
  const columns = useMemo(() => orderTableColumns(payments), [payments]);
  const exportColumns = useMemo(() => orderExportColumns(payments), [payments]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <AllOrdersSearch />
        <StatusFilter />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button size="small" startIcon={<FilterListIcon />} onClick={() => setFiltering(true)} aria-haspopup="dialog">
            {translate(`${TEXT}.filters`)}
          </Button>
          <GroupedColumnsButton
            groups={ORDER_COLUMN_GROUPS}
            storeKey={ALL_ORDERS_COLUMNS_KEY}
            defaultHidden={DEFAULT_HIDDEN_COLUMNS}
            label={`${TEXT}.columnsButton`}
            title={`${TEXT}.columnsTitle`}
          />
          <ExportCsvButton columns={exportColumns} fileName={ALL_ORDERS_CSV} />
        </Stack>
        <AllOrdersLabelSlot personId={personId} />
      </Stack>
      <AllOrdersTags
        filter={filter}
        choices={choices}
        supplier={supplierTag ? supplierLabel : undefined}
        onRemove={(tag) => setFilters(withoutTag(filter, tag))}
        onClearAll={() => {
          setSupplierTag(false);
          setFilters(clearedFilter(filter));
        }}
      />
      <ColumnGroupsContext.Provider value={ORDER_COLUMN_GROUPS}>
        <PreferenceKeyContext.Provider value={ALL_ORDERS_COLUMNS_KEY}>
          <PortalTable<OrderRecord>
            head={GroupedTableHead}
            hiddenColumns={DEFAULT_HIDDEN_COLUMNS as string[]}
            bulkActionButtons
            bulkActionsToolbar={false}
            rowClick={false}
            empty={<AllOrdersEmpty />}
            aria-label={translate(`${TEXT}.table`)}
          >
            <PortalTable.Col<OrderRecord> label={`${TEXT}.columns.history`} disableSort render={(line) => <HistoryLink line={line} />} />
            {columns}
          </PortalTable>
        </PreferenceKeyContext.Provider>
      </ColumnGroupsContext.Provider>
      <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
      {filtering && (
        <AllOrdersFilterDialog
          filter={filter}
          choices={choices}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            setFiltering(false);
            setSupplierTag(picksSupplier);
            setFilters(next);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Tab 0, Todos pedidos (spec part 2, 2.3): the supplier's order lines from GET /orders, 5 per page, opening on the
 * issue dates of the previous 730 days; 35 columns in five groups with a chooser by group; search, status, filter
 * panel and tags; CSV of every row of the filters; a link to each line's scheduling history; rows selectable for
 * the shipping labels. A 404 is the server's message as a warning over an empty table.
 */
export function AllOrdersTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const initial = useMemo(() => initialFilter(), []);
  const permanent = useMemo(() => ({ personId }), [personId]);
  const queryOptions = useMemo(
    () => ({
      onSuccess: (result: { meta?: OrderListMeta }) => {
        if (result.meta?.notFound) snackbar.warning(result.meta.notFound);
      },
      onError: (error: unknown) => {
        if (toldElsewhere(error)) return;
        snackbar.error(translate(`${TEXT}.loadFailure`), { durationMs: ERROR_DURATION_MS });
      },
    }),
    [snackbar, translate],
  );

  return (
    <ListBase<OrderRecord>
      resource="pedidos"
      filter={permanent}
      filterDefaultValues={initial}
      perPage={PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={queryOptions}
    >
      <AllOrdersView personId={personId} />
    </ListBase>
  );
}
