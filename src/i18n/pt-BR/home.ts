/** Home screen strings (pages.home.*); the heading and the page title stay in app.home. */
export const home = {
  shortcuts: {
    title: 'Acesso rápido',
    open: 'Acessar',
    pending: 'Pedidos não agendados',
    pendingText: 'Pedidos aguardando agendamento de entrega.',
    scheduled: 'Pedidos agendados',
    scheduledText: 'Pedidos com entrega já agendada.',
    payments: 'Pagamentos',
    paymentsText: 'Pagamentos pendentes e realizados.',
    invoices: 'Nota Fiscal',
    invoicesText: 'Notas fiscais de pedidos, devoluções e descargas.',
    protocols: 'Protocolos de agendamento',
    protocolsText: 'Protocolos gerados nos agendamentos de entrega.',
  },
  help: {
    title: 'Precisa de ajuda?',
    doubts: 'Dúvidas sobre pedidos, agendamentos e pagamentos',
    doubtsEmail: 'duvidas.fornecedor@varejo-casa.com.br',
    problems: 'Problemas com o portal',
    problemsEmail: 'suporte.portal@varejo-casa.com.br',
  },
  cards: {
    empty: 'Nenhum registro encontrado',
    loadFailure: 'Erro ao carregar dados!',
    loading: 'Carregando…',
    new: 'Novo',
    newCount: '%{smart_count} item novo |||| %{smart_count} itens novos',
  },
  pendencias: {
    title: 'Pendências',
    primary: 'PC %{pc} · Pedido %{pedido}',
    secondary: 'Agenda %{agenda} · Prazo %{prazo}',
    days: '%{smart_count} dia |||| %{smart_count} dias',
  },
  comunicados: {
    title: 'Comunicados',
    openLink: 'Abrir link do comunicado %{title}',
    openFile: 'Ver arquivo do comunicado %{title}',
  },
  contatos: {
    title: 'Contatos',
    openLink: 'Abrir link do contato %{title}',
    openFile: 'Ver arquivo do contato %{title}',
    showAll: 'Ver contatos',
    contactUs: 'Fale conosco',
    dialogTitle: 'Lista de contatos',
    close: 'Fechar',
    groupCode: 'Código',
    groupName: 'Grupo',
    managers: 'Gerentes de departamento',
    analysts: 'Analistas',
    groupHeading: '%{code} - %{name}',
    loaded: 'Lista de contatos carregada!',
    loadFailure: 'Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.',
  },
  warnings: {
    pendingOrders: 'Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!',
    pendingDocuments: 'Você possui alguns documentos pendentes de aceite!',
    pendingReturns: 'Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!',
  },
  footer: {
    company: 'Casa & Estilo Varejo S.A.',
    addresses: 'Endereços',
  },
} as const;

export default { pages: { home } };
