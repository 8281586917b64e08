/** The order servers' wire shapes for the order lines (GET /pedidos, /pedidos/agendar, /pedidos/cancelar). */

/** The line's schedule stage in GET /pedidos: N waiting for a date, A scheduled. */
export type ScheduleStage = 'N' | 'A';

/** One chosen delivery date, as the calendar sends it (dates DD/MM/YYYY). */
export interface ScheduleDateSelection {
  Dt_agenda: string;
  Cd_fil: number;
  Nr_pc: number;
  Id_prod: number;
  Dt_entrg: string;
  Qt_vol: number;
  Qt_age: number;
  Id_ccaf: number;
  In_tipo_ped: string;
}

export interface SchedulePayload {
  personId: number;
  datas: ScheduleDateSelection[];
}

/** A selection the server could not schedule, with its reason. */
export interface ScheduleFailure {
  nr_pc: number;
  dt_agenda: string;
  id_prod: number;
  dt_entrg: string;
  qt_vol: number;
  retorno: string;
}

export interface ScheduleAnswer {
  status: boolean;
  message: string;
  retornoPedidos: ScheduleFailure[];
}

/** The scheduled line to cancel (dt_entrg DD/MM/YYYY). */
export interface CancelSchedulePayload {
  cd_fil: number;
  dt_entrg: string;
  id_prod: number;
  nr_pc: number;
}
