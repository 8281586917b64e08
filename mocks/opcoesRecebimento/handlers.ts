import type { ReceivingOptionItem } from '../../src/dataProviders/opcoesRecebimento/wire';
import { termOf } from '../condicoesPagamento/releasedOptions';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId } from '../http/endpoint';
import type { OrderLineRecord } from '../pedidos/seed';

const money = (value: number): number => Math.round(value * 100) / 100;

function toItem(line: OrderLineRecord): ReceivingOptionItem {
  return {
    NR_PC: line.purchaseOrderId,
    CD_FIL: line.branchId,
    DT_ENTRG: line.deliveryDate,
    ID_PROD: line.productId,
    NM_PROD: line.productName,
    DT_EMIS: line.issueDate,
    DT_PREV_ENTRG: line.expectedDeliveryDate,
    QT_ITEM: line.itemQuantity,
    QT_ENTRG: line.quantityDelivery,
    QT_DEVOL: 0,
    QT_CANC: 0,
    VM_UNIT: line.unitaryValue,
    VP_IPI: line.percentValueIPI,
    VM_IPI: money((line.amount * line.percentValueIPI) / 100),
    VM_DESC: line.monetaryDiscont,
    VP_DESC: line.percentDiscont,
    VM_LIQ: line.netDiscount,
    DS_TIPO_PEDIDO: line.orderTypeDescription,
    NR_PRAZO: termOf(line.paymentId),
    CD_PAGTO: line.paymentId,
    CD_FIL_ENTRG: line.branchDeliveryId,
    IN_TIPO_PED: line.orderType,
    DT_SOLIC_ANTEC: line.advanceRequestedAt ?? null,
    ITEM_ANTECIPADO: line.advanceRequest === 'S' ? 'S' : 'N',
    ID_PESSOA: line.personId,
    NM_PESSOA: line.personName,
  };
}

export const receivingOptionHandlers = [
  /**
   * GET /opcoesRecebimento?idFornecedor= (path not in the spec): the supplier's scheduled items not yet delivered
   * (pending confirmation or confirmed), whose payment option may change; the client sorts and pages them.
   */
  endpoint('get', 'legacy', '/opcoesRecebimento', { permission: 'opcoes-de-recebimento' }, ({ url, caller }) => {
    const personId = Number(scopedPersonId(caller, url.searchParams.get('idFornecedor')));
    const items = db.tables.orderLines
      .filter((line) => line.personId === personId && line.stage === 'A' && (line.status === 'C' || line.status === 'P'))
      .map(toItem);
    return ok({ itens: items });
  }),
];
export { paymentOptionHandlers } from './paymentOptions';
