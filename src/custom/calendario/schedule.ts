import type { CustomMethod } from '../../types/providerMethods';
import type { Selections } from './timelineModel';

/**
 * The calendar's data (spec part 2, sections 2.1 and 3): the resource whose getList is one page of the supplier's lines
 * waiting for a date, each with its available days (filter `personId`), and the write that schedules the chosen days.
 */
export const CALENDAR_RESOURCE = 'calendario';

/** A chosen day the server could not schedule, with its reason (dates DD/MM/YYYY as the server wrote them). */
export interface ScheduleRefusal {
  purchaseOrderId: number;
  scheduleDate: string;
  productId: number;
  deliveryDate: string;
  volumes: number;
  reason: string;
}

export interface ScheduleParams {
  personId: number;
  selections: Selections;
}

export interface CalendarioMethods {
  /** Sends the chosen days; resolves with the server's message and the days it refused. */
  schedule: CustomMethod<ScheduleParams, { message: string; refusals: ScheduleRefusal[] }>;
}
