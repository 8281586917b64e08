import type { DataProvider, GetListParams } from 'react-admin';
import type { CalendarioMethods } from '../../custom/calendario/schedule';
import { orderLineId } from '../../resources/pedidos/orderLines';
import type { PendingOrderLine } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import { legacyMutation } from '../core/mutation';
import { rowWindow } from '../core/paging';
import type { ScheduleAnswer } from '../pedidos/wire';
import { scheduleDates, scheduleRefusal } from './wire';

const personOf = (filter: Record<string, unknown> | undefined): number | undefined => {
  const value = filter?.personId;
  return value === undefined || value === null || value === '' ? undefined : Number(value);
};

/**
 * Resource calendario (/pendentesNova): getList is GET /pedidos/pendentesAutomatico, one page of the lines waiting for
 * a date, each with its available days (filter `personId`). The spec has it answer an array; the legacy envelope is
 * read too. The total is the rows' totalRows.
 */
const calendarLines: DataProvider = {
  ...legacyResource<PendingOrderLine>({ path: '/pedidos/pendentesAutomatico', id: orderLineId }),
  getList: (async (_resource: string, params: GetListParams) => {
    const pagination = params.pagination ?? { page: 1, perPage: 7 };
    const { body } = await request('/pedidos/pendentesAutomatico', {
      query: { personId: personOf(params.filter), ...rowWindow(pagination, 'initialRow'), scheduleIs: 'N', retAvailableDates: 'S' },
      supersedeKey: 'pedidos:calendar',
    });
    const rows = Array.isArray(body) ? (body as PendingOrderLine[]) : legacyRows<PendingOrderLine>(body);
    return { data: rows.map((row) => ({ ...row, id: orderLineId(row) })), total: rows.length ? Number(rows[0].totalRows) || rows.length : 0 };
  }) as DataProvider['getList'],
};

const calendarCalls = {
  /** POST /pedidos/agendar: the chosen dates; resolves with the selections the server could not schedule. */
  schedule: async (_resource: string, params: Parameters<CalendarioMethods['schedule']>[1]) => {
    const body = { personId: params.personId, datas: scheduleDates(params.selections) };
    const answer = await legacyMutation({ method: 'POST', path: '/pedidos/agendar', body, key: 'pedidos:schedule' });
    const failures = (answer.body as Partial<ScheduleAnswer>).retornoPedidos;
    if (!Array.isArray(failures)) throw missingFieldsError(answer.body);
    return { message: answer.message, refusals: failures.map(scheduleRefusal) };
  },
} satisfies CalendarioMethods;

export const calendarioProvider = withCustomMethods(calendarLines, calendarCalls);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { calendario: calendarioProvider as DataProvider };
