/** The order-line columns of both lists (spec part 2, section 3, pending order line). */
const fields = {
  purchaseOrderId: 'Pedido',
  productId: 'Cód. produto',
  numericCode: 'Cód. numérico',
  alphaId: 'Cód. alfa',
  productName: 'Produto',
  colorAbbreviation: 'Cor',
  issueDate: 'Emissão',
  deliveryDateOrigin: 'Data original',
  expectedDeliveryDate: 'Previsão de entrega',
  deliveryDate: 'Data de entrega',
  scheduleDate: 'Data de agendamento',
  itemQuantity: 'Qtd. item',
  quantityDelivery: 'Qtd. entregue',
  quantityOutstanding: 'Qtd. pendente',
  unitaryValue: 'Valor unitário',
  percentValueIPI: 'IPI %',
  amount: 'Valor total',
  outstandingAmount: 'Valor pendente',
  amountOutstandingVolume: 'Volumes pendentes',
  scheduleQuantity: 'Qtd. agendada',
  quantityVolumeSchedule: 'Volumes agendados',
  GEPDescription: 'Grupo',
  orderTypeDescription: 'Tipo de pedido',
  paymentId: 'Condição de pagamento',
  branchId: 'Filial',
  sciaStatusDescription: 'Situação',
  qualityIndex1: 'Índice de qualidade',
  mercosurCommonName: 'NCM',
  monetaryPenaltySchedule: 'Multa',
  percentDiscont: 'Desconto %',
  monetaryDiscont: 'Valor do desconto',
  netDiscount: 'Valor líquido',
  advanceRequest: 'Antecipação solicitada',
  rejectionReasonDescription: 'Motivo da recusa',
  suggestedScheduleDate: 'Data sugerida',
  actions: 'Ações',
} as const;

/** Texts both lists share: filters, the supplier-first notice, row actions, cancel dialog, calendar file, log lines. */
const shared = {
  fields,
  filters: {
    personId: 'Fornecedor',
    branchId: 'Filial',
    allBranches: 'Todas as filiais',
  },
  yes: 'Sim',
  no: 'Não',
  actions: {
    pdfPt: 'PDF PT',
    pdfEn: 'PDF EN',
    file: 'Arquivo',
    pdfPtOf: 'PDF PT do pedido %{order}',
    pdfEnOf: 'PDF EN do pedido %{order}',
    fileOf: 'Arquivo do pedido %{order}',
    cancel: 'Cancelar',
    cancelOf: 'Cancelar o agendamento do pedido %{order}, produto %{product}',
    cancelNotAllowed: 'Este agendamento não pode mais ser cancelado',
    calendar: 'Adicionar ao calendário',
    calendarOf: 'Adicionar ao calendário a entrega do pedido %{order}, produto %{product}',
  },
  cancelDialog: {
    title: 'Cancelar agendamento',
    text: 'Deseja cancelar o agendamento do pedido %{order}, produto %{product}, para %{date}? O item volta para os pedidos não agendados.',
  },
  messages: {
    /** Spec part 2, section 8: order submit or cancel failure (spelling as in the spec). */
    cancelFailure: 'Não foi possivel enviar pedido!',
    cancelled: 'Agendamento cancelado!',
  },
  calendarEvent: {
    summary: 'Entrega do pedido %{order} - %{product}',
    order: 'Pedido: %{order}',
    product: 'Produto: %{productId} - %{product} (%{color})',
    quantity: 'Quantidade agendada: %{quantity} (%{volumes} volumes)',
    branch: 'Filial: %{branch}',
    status: 'Situação: %{status}',
  },
  lines: {
    pdfPt: 'Pedido %{order}, produto %{productId} (%{product}), fornecedor %{personId}: PDF PT aberto',
    pdfEn: 'Pedido %{order}, produto %{productId} (%{product}), fornecedor %{personId}: PDF EN aberto',
    file: 'Pedido %{order}, produto %{productId} (%{product}), fornecedor %{personId}: arquivo aberto',
    cancel: 'Pedido %{order}, produto %{productId} (%{product}), fornecedor %{personId}: cancelamento do agendamento de %{date} solicitado',
  },
} as const;

/** /pendentes (permission lista-de-pedidos-pendentes): order lines waiting for a delivery date. */
export const pedidosPendentes = {
  name: 'Pedido não agendado |||| Pedidos não agendados',
  title: 'Pedidos não agendados',
  ...shared,
} as const;

/** /agendados (permission lista-de-pedidos-agendados): scheduled order lines. */
export const pedidosAgendados = {
  name: 'Pedido agendado |||| Pedidos agendados',
  title: 'Pedidos agendados',
  ...shared,
} as const;

export default { resources: { pedidosAgendados, pedidosPendentes } };
