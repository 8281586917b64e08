import type { DataProvider } from 'react-admin';
import { toServerDate } from '../../i18n/format';
import { invoiceFilterReady, invoiceId, searchValues, type Invoice, type InvoiceFilter, type InvoicesMeta } from '../../resources/notas/invoices';
import { missingFieldsError } from '../core/errors';
import { graphqlRequest } from '../core/graphql';
import { graphqlListResource } from '../core/graphqlListResource';
import { toCityHall, toInvoice, type InvoicesListData } from './wire';

/** Spec part 2, section 9: the invoices are fetched 5,000 rows from row 0. */
export const INVOICE_ROWS = 5000;

export const INVOICES_QUERY = `query InvoicesList($initialRow: Int, $nextRows: Int, $startIssueDate: String, $endIssueDate: String, $personId: String, $invoiceTypeFilter: String) {
  invoicesList(initialRow: $initialRow, nextRows: $nextRows, startIssueDate: $startIssueDate, endIssueDate: $endIssueDate, personId: $personId, invoiceTypeFilter: $invoiceTypeFilter) {
    invoiceNumber branchId totalAmount issueDate dueDate invoiceNote itemQuantity numericCode alphaId colorAbbreviation carrierName
    netValue itemSeq invoiceOriginNumber invoiceOriginIssueDate purchaseOrderId operationTaxCode operationTaxName productName
    qualityIndicator productDescription providerDocumentId nrNfeServico invoiceKeyCode
  }
  cityHallInfo(personId: $personId) { cityHallSite cityHallNfs }
}`;

/** GraphQL InvoicesList (5,000 rows from row 0) of the filter's supplier, type and issue dates, with the city hall's site. */
export async function fetchInvoices(filter: InvoiceFilter, signal?: AbortSignal): Promise<{ rows: Invoice[]; meta: InvoicesMeta }> {
  const day = (iso: string | undefined) => (iso ? toServerDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : '');
  const data = await graphqlRequest<Partial<InvoicesListData>>({
    query: INVOICES_QUERY,
    variables: {
      initialRow: 0,
      nextRows: INVOICE_ROWS,
      startIssueDate: day(filter.startDate),
      endIssueDate: day(filter.endDate),
      personId: String(filter.personId),
      invoiceTypeFilter: filter.noteType,
    },
    feature: 'InvoicesList',
    supersedeKey: 'notas',
    signal,
  });
  if (!Array.isArray(data.invoicesList)) throw missingFieldsError(data);
  return { rows: data.invoicesList.map(toInvoice), meta: { cityHall: toCityHall(data.cityHallInfo) } };
}

/** The 'notas' resource: one InvoicesList call per filter; the client searches, sorts and pages its rows (15 per page). */
export const notasProvider = graphqlListResource<Invoice, InvoicesMeta>({
  fetchAll: (filter, signal) => fetchInvoices(filter as InvoiceFilter, signal),
  id: invoiceId,
  ready: (filter) => invoiceFilterReady(filter as InvoiceFilter),
  search: searchValues,
});

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { notas: notasProvider };
