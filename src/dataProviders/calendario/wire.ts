import { displayDay, orderedSelections, type Selections } from '../../custom/calendario/timelineModel';
import type { ScheduleRefusal } from '../../custom/calendario/schedule';
import { toDate, toServerDate } from '../../i18n/format';
import type { ScheduleDateSelection, ScheduleFailure } from '../pedidos/wire';

/** The POST /pedidos/agendar `datas` (spec part 2, section 3): by day, then order and product; dates DD/MM/YYYY. */
export function scheduleDates(selections: Selections): ScheduleDateSelection[] {
  return orderedSelections(selections).map(({ line, day, slotId }) => {
    const delivery = toDate(line.deliveryDate);
    return {
      Dt_agenda: displayDay(day),
      Cd_fil: line.branchId,
      Nr_pc: line.purchaseOrderId,
      Id_prod: line.productId,
      Dt_entrg: delivery ? toServerDate(delivery) : '',
      Qt_vol: line.amountOutstandingVolume,
      Qt_age: line.quantityOutstanding,
      Id_ccaf: slotId,
      In_tipo_ped: line.orderType,
    };
  });
}

/** retornoPedidos' row in domain names. */
export const scheduleRefusal = (failure: ScheduleFailure): ScheduleRefusal => ({
  purchaseOrderId: failure.nr_pc,
  scheduleDate: failure.dt_agenda,
  productId: failure.id_prod,
  deliveryDate: failure.dt_entrg,
  volumes: failure.qt_vol,
  reason: failure.retorno,
});
