import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { FilterBar, type FilterValues } from '../../kit/filters/FilterBar';
import { defaultDateRange, filterDayOf } from '../../kit/filters/filterValues';
import { SupplierFirst } from '../../kit/filters/SupplierFirst';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { PortalList } from '../../kit/list/PortalList';
import { ONE_LINE_CELL, PortalTable } from '../../kit/list/PortalTable';
import { useInternalView } from '../../kit/access/useInternalView';
import { useSessionUser } from '../../session/SessionUserContext';
import { PaymentDelayDialog } from './PaymentDelayDialog';
import { PaymentTotalsCard } from './PaymentTotalsCard';
import { cellText, MONEY, PAYMENT_COLUMNS, paymentExportColumns, SORTABLE } from './paymentColumns';
import { productDelay, type Payment, type PaymentFilter } from './payments';

const TEXT = 'resources.pagamentos';
type PaymentRecord = Payment & { id: number };

function toFilter(values: FilterValues, ownId: number | undefined): PaymentFilter {
  return { personId: ownId ?? values.personId, paymentType: values.paymentType, startDate: filterDayOf(values.startDate), endDate: filterDayOf(values.endDate) };
}

function PaymentFilters({ internalView, ownId }: { internalView: boolean; ownId: number | undefined }) {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <FilterBar
      supplier
      internalView={internalView}
      supplierResource="fornecedoresAtivos"
      supplierLoadFailure={translate('kit.filters.reportSupplierLoadFailure')}
      paymentType
      onApply={(values) => setFilters(toFilter(values, ownId), {})}
    />
  );
}

/** The payments' table and, for a row with a product delay, its 'Detalhamento' modal. */
function PaymentsTable() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [delayOf, setDelayOf] = useState<Payment | null>(null);
  const today = new Date();
  const delayButton = (row: Payment) =>
    productDelay(row) > 0 ? (
      <Button
        size="small"
        onClick={() => setDelayOf(row)}
        aria-label={translate(`${TEXT}.delay.open`, { invoice: row.invoiceNumber, days: cellText(row, 'delay', today) })}
        // The days as the spec writes them ('2 dias'), not in the theme's capitals.
        sx={{ textTransform: 'none' }}
      >
        {cellText(row, 'delay', today)}
      </Button>
    ) : (
      ''
    );
  return (
    <>
      <PaymentTotalsCard />
      <PortalTable<PaymentRecord>
        rowClick={false}
        empty={<ListEmpty title={translate(`${TEXT}.empty.title`)} text={translate(`${TEXT}.empty.hint`)} />}
        data-testid="pagamentos-table"
      >
        {PAYMENT_COLUMNS.map((column) =>
          SORTABLE.has(column) ? (
            <PortalTable.Col<PaymentRecord> key={column} source={column} render={(row) => cellText(row, column, today)} cellSx={MONEY.has(column) ? ONE_LINE_CELL : undefined} />
          ) : (
            <PortalTable.Col<PaymentRecord>
              key={column}
              source={column}
              disableSort
              render={column === 'delay' ? delayButton : (row) => cellText(row, column, today)}
            />
          ),
        )}
      </PortalTable>
      <PaymentDelayDialog payment={delayOf} personId={Number(filterValues.personId)} onClose={() => setDelayOf(null)} />
    </>
  );
}

/**
 * /pagamentos (lista-de-pagamentos): the filter bar (Todos/Pendentes/Pagos and the payment dates, the supplier for
 * staff), the financial totals of the listed payments, and the payments of the GraphQL payments call (9,999 rows at
 * once; paid before today, pending otherwise), each delayed one with its 'Detalhamento' modal.
 */
export function PagamentoList() {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = useInternalView();
  const ownId = internalView ? undefined : Number(user.codigo);
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const initial = useMemo(() => (ownId === undefined ? {} : toFilter({ ...defaultDateRange(), paymentType: 'T' }, ownId)), [ownId]);
  const exportColumns = useMemo(() => paymentExportColumns(new Date()), []);
  return (
    <PortalList
      resource="pagamentos"
      title={title}
      search={false}
      sort={{ field: 'paymentDate', order: 'DESC' }}
      exportColumns={exportColumns}
      exportFileName="pagamentos"
      filterDefaultValues={initial}
      loadFailure={translate(`${TEXT}.loadFailure`)}
      disableSyncWithLocation
      empty={false}
    >
      <PaymentFilters internalView={internalView} ownId={ownId} />
      <SupplierFirst internalView={internalView}>
        <PaymentsTable />
      </SupplierFirst>
    </PortalList>
  );
}
