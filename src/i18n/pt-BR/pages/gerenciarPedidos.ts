/** Order management (/gerenciarPedidos): spec part 2, sections 2.3, 4, 8 and 9. */
export const gerenciarPedidos = {
  title: 'Gerenciar pedidos',
  supplier: 'Selecione o fornecedor',
  chooseSupplier: 'Selecione o fornecedor',
  noTabs: 'Você não tem acesso a nenhuma aba de pedidos.',
  tabs: {
    all: 'Todos pedidos',
    pending: 'Confirmação pendente',
    confirmed: 'Agendamentos confirmados',
    refused: 'Agendamentos recusados',
    protocols: 'Protocolo de agendamento',
    delivered: 'Entregas concluídas',
    returns: 'Retiradas pendentes',
  },
  badge: '%{count} pendentes',
} as const;
