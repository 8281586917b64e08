import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { isSafeHttpUrl, openExternal } from '../../kit/files/safeUrl';
import { FilterBar, type FilterValues } from '../../kit/filters/FilterBar';
import { defaultDateRange, filterDayOf } from '../../kit/filters/filterValues';
import { SupplierFirst } from '../../kit/filters/SupplierFirst';
import { PortalList } from '../../kit/list/PortalList';
import { ONE_LINE_CELL, PortalTable } from '../../kit/list/PortalTable';
import { useInternalView } from '../../kit/access/useInternalView';
import { useSessionUser } from '../../session/SessionUserContext';
import { cellText, HIDDEN_AT_FIRST, INVOICE_COLUMNS, INVOICE_EXPORT_COLUMNS } from './invoiceColumns';
import type { Invoice, InvoiceFilter, InvoicesMeta } from './invoices';

const TEXT = 'resources.notas';
type InvoiceRecord = Invoice & { id: string };

/** The FilterBar's values as the list's filter (a supplier always queries its own invoices). */
function toFilter(values: FilterValues, ownId: number | undefined): InvoiceFilter {
  return { personId: ownId ?? values.personId, noteType: values.noteType, startDate: filterDayOf(values.startDate), endDate: filterDayOf(values.endDate) };
}

/** Type U (Descargas): the city hall's electronic-invoice site, opened in a new tab (http(s) only). */
function CityHallButton() {
  const translate = useTranslate();
  const { filterValues, meta } = useListContext();
  const cityHall = (meta as Partial<InvoicesMeta> | undefined)?.cityHall;
  if (filterValues.noteType !== 'U' || !cityHall || !isSafeHttpUrl(cityHall.cityHallSite)) return null;
  return (
    <Button
      variant="outlined"
      endIcon={<OpenInNewIcon />}
      onClick={() => openExternal(cityHall.cityHallSite)}
      title={translate(`${TEXT}.cityHallHint`, { name: cityHall.cityHallNfs })}
      sx={{ mb: 1 }}
    >
      {translate(`${TEXT}.cityHall`)}
    </Button>
  );
}

function InvoiceFilters({ internalView, ownId }: { internalView: boolean; ownId: number | undefined }) {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  // Aplicar keeps the table's search.
  return (
    <FilterBar
      supplier
      internalView={internalView}
      supplierResource="fornecedoresAtivos"
      supplierLoadFailure={translate('kit.filters.reportSupplierLoadFailure')}
      noteType="DPU"
      onApply={(values) => setFilters({ ...toFilter(values, ownId), ...(filterValues.q ? { q: filterValues.q } : {}) }, {})}
    />
  );
}

/**
 * /notas (lista-de-notas), 'Notas Fiscais': the filter bar (type D / P / U and issue dates, the supplier for staff),
 * the invoices of InvoicesList (5,000 rows at once; 15 per page, sorted on the client) and, for type U, the city
 * hall's electronic-invoice site.
 */
export function NotaList() {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = useInternalView();
  const ownId = internalView ? undefined : Number(user.codigo);
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const initial = useMemo(() => (ownId === undefined ? {} : toFilter({ ...defaultDateRange(), noteType: 'D' }, ownId)), [ownId]);
  const columns = useMemo(
    () =>
      INVOICE_COLUMNS.map((column) => (
        <PortalTable.Col<InvoiceRecord>
          key={column.field}
          source={column.field}
          render={column.kind === 'text' ? undefined : (row) => cellText(row, column)}
          cellSx={column.kind === 'money' ? ONE_LINE_CELL : undefined}
        />
      )),
    [],
  );
  return (
    <PortalList
      resource="notas"
      title={title}
      sort={{ field: 'issueDate', order: 'DESC' }}
      exportColumns={INVOICE_EXPORT_COLUMNS}
      exportFileName="notas-fiscais"
      filterDefaultValues={initial}
      loadFailure={translate('app.errors.loadFailure')}
      disableSyncWithLocation
      empty={false}
    >
      <InvoiceFilters internalView={internalView} ownId={ownId} />
      <SupplierFirst internalView={internalView}>
        <CityHallButton />
        <PortalTable<InvoiceRecord> rowClick={false} hiddenColumns={HIDDEN_AT_FIRST} data-testid="notas-table">
          {columns}
        </PortalTable>
      </SupplierFirst>
    </PortalList>
  );
}
