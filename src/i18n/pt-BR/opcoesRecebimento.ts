/** Receiving options (/opcoesRecebimento; permission opcoes-de-recebimento): spec part 2, 2.4. */
export const opcoesRecebimento = {
  name: 'Opção de recebimento |||| Opções de recebimento',
  title: 'Opções de recebimento',
  fields: {
    option: 'Opção de recebimento',
    purchaseOrderId: 'Número do pedido',
    branchId: 'Código da filial',
    deliveryDate: 'Data de entrega',
    productId: 'Código do produto',
    productName: 'Nome do produto',
    issueDate: 'Data de emissão',
    expectedDeliveryDate: 'Previsão de entrega',
    quantity: 'Quantidade do item',
    deliveredQuantity: 'Quantidade entregue',
    returnedQuantity: 'Quantidade devolvida',
    cancelledQuantity: 'Quantidade cancelada',
    unitValue: 'Valor unitário',
    ipiPercent: 'Percentual IPI',
    ipiValue: 'Valor IPI',
    discountValue: 'Valor desconto',
    discountPercent: 'Percentual desconto',
    netValue: 'Valor líquido',
    orderTypeName: 'Tipo do pedido',
    termDays: 'Prazo',
    paymentCode: 'Código de pagamento',
    deliveryBranchId: 'Filial de entrega',
    orderType: 'Tipo pendente',
    anticipationRequestDate: 'Data da solicitação de antecipação',
    anticipated: 'Antecipação realizada',
    supplierId: 'Código do fornecedor',
    supplierName: 'Nome do fornecedor',
    personId: 'Fornecedor',
  },
  values: {
    S: 'Sim',
    N: 'Não',
    days: '%{days} dias',
    anticipated: 'Antecipado',
    standard: 'Prazo padrão',
  },
  noConditions: {
    title: 'Você não tem condições de pagamento liberadas',
    text: 'Para antecipar o recebimento dos seus pagamentos, entre em contato com a equipe comercial (seu comprador).',
  },
  rowLabel: 'Escolher a opção de recebimento do pedido %{order}, produto %{product}',
  tooLateTitle: 'Alteração indisponível',
} as const;

/** Payment-option change of a protocol (/gerenciarPedidos/protocoloagendamento/opcaorecebimento): spec part 2, section 2.3. */
export const opcaoRecebimento = {
  title: 'Alterar opções de recebimento',
  back: 'Voltar',
  emptyTitle: 'Por favor volte para página de protocolos agendamento',
  emptyText: 'Não foram encontrados produtos agendados para a data e a opção de pagamento escolhidas.',
  backToProtocols: 'VOLTAR PARA PROTOCOLOS',
  delivery: 'Data de entrega',
  branch: 'Filial',
  current: 'Opção de pagamento atual',
  days: 'Pagamento em %{days} dias',
  changeAll: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS',
  change: 'ALTERAR',
  changeOf: 'Alterar a opção de recebimento de %{product}',
  columns: {
    order: 'Pedido',
    productId: 'ID Produto',
    product: 'Produto',
    quantity: 'Quantidade',
    delivered: 'Qtd. entregue',
    unitValue: 'Valor unitário',
    total: 'Valor total',
    discount: 'Desconto',
    actions: 'Ações',
  },
} as const;

/**
 * Payment (receiving) option change, shared by the protocol's change screen and /opcoesRecebimento: spec part 2,
 * sections 4 ("Payment option change"), 5 and 8.
 */
export const paymentOptions = {
  window: {
    allowed: 'Permitido alterar opção de pagamento em até 1 dias antes da entrega, %{rest}',
    lastDay: 'último dia',
    daysLeft: 'você ainda tem %{count} dia(s) para alterar',
    tooLate: 'Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados',
    noConditions: 'Você não tem condições de pagamento liberadas. Se necessário entre em contato com equipe',
  },
  option: {
    standard: 'Prazo padrão',
    cancel: 'Cancelar antecipação',
    standardTerm: '%{name} - pagamento em %{days} dias',
    discount: '%{percent} de desconto - pagamento em %{days} dias',
  },
  worth: {
    paidOn: 'Pagamento previsto em %{date}',
    paidOnWithRate: 'Pagamento previsto em %{date} · o desconto equivale a %{rate} ao ano',
  },
  options: 'Opções de recebimento',
  choose: 'Escolha uma opção!',
  apply: 'APLICAR',
  cancel: 'CANCELAR',
  productTitle: 'Opção de recebimento do produto',
  productText: '%{product} (pedido %{order}): escolha como deseja receber o pagamento deste produto.',
  groupTitle: 'Alterar opção de recebimento da entrega',
  groupText: 'A opção escolhida vale para o produto desta entrega. |||| A opção escolhida vale para os %{smart_count} produtos desta entrega.',
  blockedTitle: 'Antecipação de Pagamento Indisponível',
  blockedText:
    'Este pedido tem itens entregues parcialmente. Itens entregues parcialmente precisam ser desmembrados pela equipe comercial antes da antecipação do pagamento; se necessário, entre em contato com o comprador.',
  successTitle: 'Opção de recebimento alterada',
  successText: 'Feito escolha de antecipação!',
  invoicesTitle: 'Mais de uma nota fiscal',
  invoicesText:
    'A entrega de %{date} agora tem %{count} prazos de pagamento. Emita uma nota fiscal para cada prazo de pagamento: os produtos de prazos diferentes não podem estar na mesma nota.',
  failure: 'Erro na edição de dados de condições!',
  discountsFailure: 'O ocorreu um erro no sistema!',
} as const;

export default { resources: { opcoesRecebimento }, pages: { opcaoRecebimento, paymentOptions } };
