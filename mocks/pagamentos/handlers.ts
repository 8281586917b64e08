import { isValid, parse } from 'date-fns';
import { readRowWindow } from '../http/paging';
import type { PaymentRow } from '../../src/dataProviders/pagamentos/wire';
import { scopedPersonId } from '../http/endpoint';
import { graphqlEndpoint, graphqlError } from '../http/graphqlEndpoint';
import { delayRowsOf, paymentsFor } from './seed';

export const PAYMENT_FIELDS_MISSING = 'Campos necessários: personId, startDate, endDate (dd/mm/aaaa)';
export const DELAY_FIELDS_MISSING = 'Campos necessários: personId, invoiceNumber';

/** 'dd/MM/yyyy' as 'yyyy-MM-dd', or null. */
const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || !isValid(parse(value, 'dd/MM/yyyy', new Date()))) return null;
  return value.split('/').reverse().join('-');
};

export const paymentHandlers = [
  /** query payments(startDate, endDate, initialRow, nextRows, personId): payments dated in the range, each with totalRows. */
  graphqlEndpoint('query', 'Payments', { permission: 'lista-de-pagamentos' }, ({ variables, caller }) => {
    const start = dayOf(variables.startDate);
    const end = dayOf(variables.endDate);
    if (!start || !end) return graphqlError(PAYMENT_FIELDS_MISSING, 400);
    const personId = Number(scopedPersonId(caller, variables.personId as string | number | undefined));
    const rows = paymentsFor(personId).filter((row) => row.paymentDate.slice(0, 10) >= start && row.paymentDate.slice(0, 10) <= end);
    const { offset, limit } = readRowWindow(variables, 'initialRow');
    const payments = rows.slice(offset, offset + limit).map(({ personId: _person, delayRows: _products, ...row }): PaymentRow => ({ ...row, totalRows: rows.length }));
    return { payments };
  }),

  /** query paymentDelay(invoiceNumber, personId, invoiceSerieDescription, invoiceSubSerieNumber, issueDate): the invoice's delay per product. */
  graphqlEndpoint('query', 'PaymentDelay', { permission: 'lista-de-pagamentos' }, ({ variables, caller }) => {
    const invoice = Number(variables.invoiceNumber);
    if (!Number.isInteger(invoice)) return graphqlError(DELAY_FIELDS_MISSING, 400);
    const personId = Number(scopedPersonId(caller, variables.personId as string | number | undefined));
    const payment = paymentsFor(personId).find((row) => row.invoiceNumber === invoice);
    return { paymentDelay: payment ? delayRowsOf(payment) : [] };
  }),
];
