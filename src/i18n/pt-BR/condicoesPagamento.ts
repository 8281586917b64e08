/** Payment conditions (/manutencaoCondicoesPagamento, -ae[/{id}]; permission condicoes-de-pagamento). */
export const condicoesPagamento = {
  name: 'Condição de pagamento |||| Condições de pagamento',
  title: 'Condições Pagamento',
  fields: {
    paymentId: 'Código',
    nameConditionPayment: 'Nome da condição',
    standardPaymentCondition: 'Condição padrão atrelada',
    deadlineDays: 'Prazo de atendimento',
    discountPercent: 'Percentual desconto',
    standardCondition: 'Condição padrão',
  },
  values: {
    S: 'Sim',
    N: 'Não',
    days: '%{days} dias',
    percent: '%{percent}%',
  },
  list: {
    add: 'Adicionar',
    actions: 'Ações',
    edit: 'Editar %{name}',
  },
  form: {
    create: 'Adicionar',
    edit: 'Editar',
    name: 'Nome da condição',
    isDefault: 'Condição padrão',
    standard: 'Condição padrão atrelada',
    standardNone: 'Selecione uma condição padrão',
    term: 'Prazo de atendimento (dias)',
    discount: 'Percentual desconto',
    termHelp: 'De 0 a 999 dias',
    discountHelp: 'De 0 a 100, vírgula para decimais',
  },
  validation: {
    name: 'Preencha o campo de nome da condição!',
    term: 'Preencha o campo de prazo de atendimento corretamente!',
    standard: 'Preencha o campo de condição padrão atrelada!',
    discount: 'Preencha o campo de percentual desconto corretamente!',
  },
  messages: {
    created: 'Condição de pagamento inserida com sucesso!',
    updated: 'Condição de pagamento editada com sucesso!',
    createFailure: 'Erro na inserção de dados de condições!',
    updateFailure: 'Erro na edição de dados de condições!',
    loadFailure: 'Erro na recuperação de dados de condições!',
  },
} as const;

export default { resources: { condicoesPagamento } };
