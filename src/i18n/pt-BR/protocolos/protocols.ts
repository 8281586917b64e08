/** Scheduling protocols (/protocolos): spec part 3, sections 2, 3, 8 and 9. */
export const protocolosAgendamento = {
  title: 'Protocolos de Agendamento',
  supplier: 'Selecione o fornecedor',
  selectSupplier: 'Selecione o fornecedor',
  dates: 'Datas de agendamento',
  openDate: 'Abrir o protocolo de %{date}',
  date: 'Data do agendamento',
  choose: 'Escolha uma data',
  noDates: 'Não existem registros!',
  invalidDate: 'Data inválida',
  dateNotListed: 'Não há protocolo de agendamento em %{date}.',
  items: 'Itens do protocolo de %{date}',
  empty: 'Não existem registros!',
  loadFailure: 'Erro ao carregar dados!',
  perPage: 'Itens por página',
  receipt: 'Comprovante do protocolo de %{date} (PDF)',
  situations: {
    P: 'Confirmação Pendente',
    C: 'Agendamento Confirmado',
    E: 'Entrega Concluída',
  },
  modal: {
    title: 'Comprovante do protocolo de pedido',
    user: 'Usuário',
    code: 'Código',
    scheduleDate: 'Data do agendamento',
    printedAt: 'Data de impressão',
    token: 'Token',
    save: 'Salvar PDF',
    print: 'Imprimir',
    close: 'Fechar',
    loading: 'Carregando comprovante',
    userFailure: 'Não foi possível carregar infomações de usuário!',
    pdfFailure: 'Não foi possível gerar o PDF do comprovante.',
    page: 'Página %{page} de %{pages}',
  },
} as const;

const itemFields = {
  situation: 'Situação',
  branchId: 'Filial',
  deposit: 'Depósito de Entrega',
  purchaseOrderId: 'Nº ped.',
  numericCode: 'Cód. num',
  alphaCode: 'Alfa',
  productName: 'N. Prod.',
  color: 'Cor',
  quantity: 'Qtd',
} as const;

export default {
  resources: {
    protocolosDatas: { name: 'Data de agendamento |||| Datas de agendamento', fields: { day: 'Datas' } },
    protocolosItens: { name: 'Item do protocolo |||| Itens do protocolo', fields: itemFields },
  },
  pages: { protocolosAgendamento },
};
