/** Receiving-option groups (/grupoOpcoesRecebimento, -ae[/{id}], /confOpcoesRecebimento/{id}, /fornecedoresGrupo[-ae]/{id}). */
export const gruposOpcoesRecebimento = {
  name: 'Grupo |||| Grupos',
  /** The list's heading, as the spec gives it; the browser tab reads 'Portal do Fornecedor - ' + screenTitle. */
  title: 'Portal do Fornecedor - Grupos opções recebimento',
  screenTitle: 'Grupos opções recebimento',
  entity: 'Grupo',
  fields: {
    receivingGroupId: 'Código',
    receivingGroupName: 'Descrição',
    descricao: 'Descrição',
  },
  form: {
    create: 'Adicionar',
    edit: 'Editar',
    remove: 'Remover grupo',
  },
  list: {
    add: 'Adicionar',
    actions: 'Ações',
    conditions: 'Configurar opção de recebimento de %{name}',
    suppliers: 'Adicionar fornecedor a %{name}',
    edit: 'Editar %{name}',
    emptyTitle: 'Crie seu primeiro grupo',
    emptyText: 'Adicione um novo grupo clicando em adicionar',
  },
  conditions: {
    title: 'Condições ativas no grupo',
    table: 'Condições de pagamento padrão de %{days} dias',
    active: 'Ativo',
    description: 'Descrição',
    describe: '%{name} (%{days} dias, %{percent}% de desconto)',
    toggle: 'Ativar %{name} no grupo',
    empty: 'Nenhum registro foi encontrado!',
  },
  suppliers: {
    title: 'Fornecedores ativos no Grupo',
    editTitle: 'Adicionar ou remover fornecedores do grupo',
    edit: 'Editar',
    back: 'Voltar',
    emptyTitle: 'Adicione fornecedores ao grupo',
    emptyText: 'Adicione ou remova fornecedores clicando em editar',
    search: 'Pesquisar fornecedor',
    toggle: 'Fornecedor %{name} no grupo',
    fields: {
      inGroup: 'Ativo',
      personId: 'Código',
      name: 'Nome',
      email: 'E-mail',
      paymentConditionName: 'Condição de pagamento',
      termDays: 'Prazo (dias)',
    },
  },
  validation: {
    required: 'Preencha o campo descrição!',
    max: 'Campo descrição não pode ter mais de 100 caracteres!',
  },
  messages: {
    created: 'Grupo adicionado com sucesso!',
    updated: 'Grupo editado com sucesso!',
    createFailure: 'Não foi possível criar um novo Grupo!',
    updateFailure: 'Não foi possível editar os dados!',
    removed: 'Grupo removido com sucesso!',
    removeFailure: 'Não foi possível remover!',
    loadFailure: 'Erro na recuperação de dados de grupo!',
    dataFailure: 'Não foi possível carregador os dados!',
    conditionsFailure: 'Erro na recuperação de dados de condições!',
    associationFailure: 'Não foi possível efetuar a associação!',
    conditionFailure: 'Não foi possível inserir os dados!',
  },
} as const;

export default { resources: { gruposOpcoesRecebimento } };
