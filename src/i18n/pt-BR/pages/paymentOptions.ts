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
