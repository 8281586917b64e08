import { isValid, parse } from 'date-fns';
import { readRowWindow } from '../http/paging';
import type { InvoiceRow, InvoicesListData } from '../../src/dataProviders/notas/wire';
import { graphqlEndpoint, graphqlError } from '../http/graphqlEndpoint';
import { scopedPersonId } from '../http/endpoint';
import { CITY_HALL, invoicesFor, type InvoiceType } from './seed';

/** 'dd/MM/yyyy' as 'yyyy-MM-dd', or null. */
const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || !isValid(parse(value, 'dd/MM/yyyy', new Date()))) return null;
  return value.split('/').reverse().join('-');
};

export const INVOICE_FIELDS_MISSING = 'Campos necessários: personId, invoiceTypeFilter (D, P ou U), startIssueDate, endIssueDate (dd/mm/aaaa)';

/**
 * query InvoicesList(initialRow, nextRows, startIssueDate, endIssueDate, personId, invoiceTypeFilter): the supplier's
 * invoices of a type issued in the range, newest first, and the city hall's electronic-invoice site.
 */
export const invoiceHandlers = [
  graphqlEndpoint('query', 'InvoicesList', { permission: 'lista-de-notas' }, ({ variables, caller }) => {
    const start = dayOf(variables.startIssueDate);
    const end = dayOf(variables.endIssueDate);
    const type = variables.invoiceTypeFilter as InvoiceType;
    if (!start || !end || !['D', 'P', 'U'].includes(type)) return graphqlError(INVOICE_FIELDS_MISSING, 400);
    const personId = Number(scopedPersonId(caller, variables.personId as string | number | undefined));
    const { offset, limit } = readRowWindow(variables, 'initialRow');
    const rows = invoicesFor(personId)
      .filter((row) => row.type === type && row.issueDate.slice(0, 10) >= start && row.issueDate.slice(0, 10) <= end)
      .slice(offset, offset + limit)
      .map(({ personId: _person, type: _type, ...row }): InvoiceRow => row);
    return { invoicesList: rows, cityHallInfo: CITY_HALL } satisfies InvoicesListData;
  }),
];
