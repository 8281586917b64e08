import { format } from 'date-fns';
import { formatDate, formatNumber, toDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { calendarDayOf, icsDate, type IcsEvent } from '../../kit/calendar/icsFile';
import type { PathParams } from '../../kit/access/PortalRoutesContext';
import type { Branch, PendingOrderLine } from '../../types/api';
import type { CancelScheduleParams, OrderLine, OrderPdfLanguage } from './orderLines';

export type { OrderLine };

export type OrderListVariant = 'pedidosPendentes' | 'pedidosAgendados';

const TEXT = 'resources.pedidosAgendados';

/** 'Sim' / 'Não' for the S/N flags. */
export const yesNo = (flag: unknown): string => translate(`${TEXT}.${flag === 'S' ? 'yes' : 'no'}`);

/** 'id - name' of the line's branch. */
export const branchLabel = (line: Pick<PendingOrderLine, 'branchId' | 'branchName'>): string =>
  line.branchName ? `${line.branchId} - ${line.branchName}` : String(line.branchId);

/** The payment condition's code and, when the server names it, its term ('28 - 28 dias'). */
export const paymentLabel = (line: Pick<PendingOrderLine, 'paymentId' | 'supplierPayment'>): string =>
  line.supplierPayment ? `${line.paymentId} - ${line.supplierPayment}` : String(line.paymentId ?? '');

/** The supplier the links and calls act for: the one picked in the internal view, else nobody (the server uses the caller). */
const personQuery = (personId: number | undefined): string => (personId === undefined ? '' : `?personId=${encodeURIComponent(personId)}`);

/** The route table's links (`usePathTo()` in a screen). */
type PathTo = (name: string, params: PathParams) => string;
type OrderRef = Pick<PendingOrderLine, 'branchId' | 'purchaseOrderId'>;

/** /pedidoCompra/{cd_fil}/{nr_pc}/{PT-BR|EN}, with the internal view's supplier. */
export const orderPdfPath = (pathTo: PathTo, line: OrderRef, language: OrderPdfLanguage, personId?: number): string =>
  pathTo('pedidoCompraPdf', { cdFil: line.branchId, nrPc: line.purchaseOrderId, language }) + personQuery(personId);

/** /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}, with the internal view's supplier. */
export const orderFilePath = (pathTo: PathTo, line: OrderRef, personId?: number): string =>
  pathTo('pedidoCompraArquivo', { cdFil: line.branchId, cdPedido: line.purchaseOrderId }) + personQuery(personId);

/** The body of the cancel call: dt_entrg is the line's delivery date as DD/MM/YYYY. */
export function cancelPayload(line: PendingOrderLine, personId?: number): CancelScheduleParams {
  const delivery = toDate(line.deliveryDate);
  return {
    cd_fil: line.branchId,
    dt_entrg: delivery ? format(delivery, 'dd/MM/yyyy') : '',
    id_prod: line.productId,
    nr_pc: line.purchaseOrderId,
    ...(personId === undefined ? {} : { personId }),
  };
}

/** A delivery still to come: the line has a schedule date, something left to deliver and no refusal. */
export function isUpcomingDelivery(line: PendingOrderLine): boolean {
  return toDate(line.scheduleDate) !== null && Number(line.quantityOutstanding) > 0 && !line.rejectionReasonDescription?.trim();
}

/** The line's all-day calendar event on its schedule date; LOCATION is the branch's name and address when known. */
export function deliveryEvent(line: PendingOrderLine, branch: Branch | undefined): IcsEvent {
  const day = toDate(line.scheduleDate);
  if (!day) throw new Error(`Order line ${line.purchaseOrderId}/${line.productId} has no schedule date`);
  const calendarDay = calendarDayOf(day);
  const branchName = branch?.externalBranchName ?? line.branchName;
  const vars = {
    order: line.purchaseOrderId,
    product: line.productName,
    productId: line.productId,
    color: line.colorAbbreviation,
    quantity: formatNumber(line.scheduleQuantity || line.quantityOutstanding),
    volumes: formatNumber(line.quantityVolumeSchedule || line.amountOutstandingVolume),
    branch: branchLabel({ branchId: line.branchId, branchName }),
    status: line.sciaStatusDescription,
  };
  const description = ['order', 'product', 'quantity', 'branch', ...(line.sciaStatusDescription ? ['status'] : [])]
    .map((key) => translate(`${TEXT}.calendarEvent.${key}`, vars))
    .join('\n');
  const location = [branchName, branch?.address].filter(Boolean).join(' - ');
  return {
    uid: `${line.purchaseOrderId}-${line.productId}-${line.branchId}-${icsDate(calendarDay)}@portal-do-fornecedor`,
    day: calendarDay,
    summary: translate(`${TEXT}.calendarEvent.summary`, vars),
    description,
    location: location || undefined,
  };
}

/** 'entrega-{nr_pc}-{id_prod}.ics'. */
export const calendarFileName = (line: Pick<PendingOrderLine, 'purchaseOrderId' | 'productId'>): string =>
  `entrega-${line.purchaseOrderId}-${line.productId}.ics`;

/** What the confirmation and the log line call the delivery: its date, dd/MM/yyyy. */
export const deliveryDateText = (line: PendingOrderLine): string => formatDate(line.scheduleDate);
