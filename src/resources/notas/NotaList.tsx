import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { usePageTitle } from '../../custom/routing/usePageTitle';
import type { Invoice, InvoiceFilter } from '../../dataProviders/notas';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { isSafeHttpUrl, openExternal } from '../../kit/files/safeUrl';
import { FilterBar, type FilterValues } from '../../kit/filters/FilterBar';
import { defaultDateRange, filterDayOf } from '../../kit/filters/filterValues';
import { SupplierFirst } from '../../kit/filters/SupplierFirst';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { useSessionUser } from '../../session/SessionUserContext';
import type { CityHallInfo } from '../../types/api';

const TEXT = 'resources.notas';
type InvoiceRecord = Invoice & { id: string };

/** The FilterBar's values as the list's filter (a supplier always queries its own invoices). */
function toFilter(values: FilterValues, ownId: number | undefined): InvoiceFilter {
  return { personId: ownId ?? values.personId, noteType: values.noteType, startDate: filterDayOf(values.startDate), endDate: filterDayOf(values.endDate) };
}

const HIDDEN = ['itemSeq', 'productDescription', 'numericCode', 'alphaId', 'colorAbbreviation', 'operationTaxCode', 'invoiceNote', 'invoiceOriginNumber', 'invoiceOriginIssueDate', 'qualityIndicator', 'providerDocumentId', 'nrNfeServico', 'invoiceKeyCode'];

/** Type U (Descargas): the city hall's electronic-invoice site, opened in a new tab (http(s) only). */
function CityHallButton() {
  const translate = useTranslate();
  const { filterValues, meta } = useListContext();
  const cityHall = (meta as { cityHall?: CityHallInfo | null } | undefined)?.cityHall;
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
  const { setFilters } = useListContext();
  return <FilterBar supplier internalView={internalView} noteType="DPU" onApply={(values) => setFilters(toFilter(values, ownId), {})} />;
}

/**
 * /notas (lista-de-notas), 'Notas Fiscais': the filter bar (type D / P / U and issue dates, the supplier for staff),
 * the invoices of InvoicesList (5,000 rows at once; 15 per page, sorted on the client) and, for type U, the city
 * hall's electronic-invoice site.
 */
export function NotaList() {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = user.permissions.includes('filtro-fornecedor');
  const ownId = internalView ? undefined : Number(user.codigo);
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const initial = useMemo(() => (ownId === undefined ? {} : toFilter({ ...defaultDateRange(), noteType: 'D' }, ownId)), [ownId]);
  const columns = useMemo(
    () => [
      <PortalTable.Col<InvoiceRecord> key="invoiceNumber" source="invoiceNumber" />,
      <PortalTable.Col<InvoiceRecord> key="itemSeq" source="itemSeq" />,
      <PortalTable.Col<InvoiceRecord> key="issueDate" source="issueDate" render={(row) => formatDate(row.issueDate)} />,
      <PortalTable.Col<InvoiceRecord> key="dueDate" source="dueDate" render={(row) => formatDate(row.dueDate)} />,
      <PortalTable.Col<InvoiceRecord> key="branchId" source="branchId" />,
      <PortalTable.Col<InvoiceRecord> key="purchaseOrderId" source="purchaseOrderId" />,
      <PortalTable.Col<InvoiceRecord> key="productName" source="productName" />,
      <PortalTable.Col<InvoiceRecord> key="productDescription" source="productDescription" />,
      <PortalTable.Col<InvoiceRecord> key="numericCode" source="numericCode" />,
      <PortalTable.Col<InvoiceRecord> key="alphaId" source="alphaId" />,
      <PortalTable.Col<InvoiceRecord> key="colorAbbreviation" source="colorAbbreviation" />,
      <PortalTable.Col<InvoiceRecord> key="itemQuantity" source="itemQuantity" render={(row) => formatNumber(row.itemQuantity)} />,
      <PortalTable.Col<InvoiceRecord> key="totalAmount" source="totalAmount" render={(row) => formatMoney(row.totalAmount)} />,
      <PortalTable.Col<InvoiceRecord> key="netValue" source="netValue" render={(row) => formatMoney(row.netValue)} />,
      <PortalTable.Col<InvoiceRecord> key="operationTaxCode" source="operationTaxCode" />,
      <PortalTable.Col<InvoiceRecord> key="operationTaxName" source="operationTaxName" />,
      <PortalTable.Col<InvoiceRecord> key="carrierName" source="carrierName" />,
      <PortalTable.Col<InvoiceRecord> key="invoiceNote" source="invoiceNote" />,
      <PortalTable.Col<InvoiceRecord> key="invoiceOriginNumber" source="invoiceOriginNumber" />,
      <PortalTable.Col<InvoiceRecord> key="invoiceOriginIssueDate" source="invoiceOriginIssueDate" render={(row) => (row.invoiceOriginIssueDate ? formatDate(row.invoiceOriginIssueDate) : '')} />,
      <PortalTable.Col<InvoiceRecord> key="qualityIndicator" source="qualityIndicator" />,
      <PortalTable.Col<InvoiceRecord> key="providerDocumentId" source="providerDocumentId" />,
      <PortalTable.Col<InvoiceRecord> key="nrNfeServico" source="nrNfeServico" />,
      <PortalTable.Col<InvoiceRecord> key="invoiceKeyCode" source="invoiceKeyCode" />,
    ],
    [],
  );
  return (
    <PortalList
      resource="notas"
      title={title}
      search={false}
      sort={{ field: 'issueDate', order: 'DESC' }}
      filterDefaultValues={initial}
      disableSyncWithLocation
      empty={false}
    >
      <InvoiceFilters internalView={internalView} ownId={ownId} />
      <SupplierFirst internalView={internalView}>
        <CityHallButton />
        <PortalTable<InvoiceRecord> rowClick={false} hiddenColumns={HIDDEN} data-testid="notas-table">
          {columns}
        </PortalTable>
      </SupplierFirst>
    </PortalList>
  );
}
