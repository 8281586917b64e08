import { toNumber } from '../../i18n/format';
import type { CityHall, Invoice } from '../../resources/notas/invoices';

/**
 * An invoice line (GraphQL InvoicesList): the area's record but for the amounts, which the server sends with a comma
 * decimal, and the NFS-e number's wire name.
 */
export interface InvoiceRow extends Omit<Invoice, 'totalAmount' | 'netValue' | 'serviceInvoiceNumber'> {
  totalAmount: string;
  netValue: string;
  nrNfeServico: string | null;
}

/** The supplier's city hall electronic-invoice site (type U invoices), sent under the area's names. */
export type CityHallInfo = CityHall;

/** The answer of the InvoicesList operation. */
export interface InvoicesListData {
  invoicesList: InvoiceRow[];
  cityHallInfo: CityHallInfo | null;
}

/** An invoice line as the area's record: the comma decimals as numbers, the NFS-e number by its domain name. */
export const toInvoice = ({ totalAmount, netValue, nrNfeServico, ...invoice }: InvoiceRow): Invoice => ({
  ...invoice,
  totalAmount: toNumber(totalAmount),
  netValue: toNumber(netValue),
  serviceInvoiceNumber: nrNfeServico,
});

export const toCityHall = (info: CityHallInfo | null | undefined): CityHall | null =>
  info ? { cityHallSite: info.cityHallSite, cityHallNfs: info.cityHallNfs } : null;
