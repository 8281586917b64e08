/** Return report view (/qualidade/devolucao/relatorio/{personId}/{returnReceiptId}): spec part 3, sections 2 and 8. */
export const devolucoesView = {
  title: 'Relatório de Devolução',
  browserTitle: 'Qualidade',
  back: 'Voltar',
  delete: 'Excluir',
  images: 'Imagens',
  loading: 'Carregando relatório',
  failure: 'Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.',
  fields: {
    supplier: 'Fornecedor',
    product: 'Produto',
    division: 'Divisão',
    group: 'Grupo',
    receiptDate: 'Data de recebimento',
    scheduled: 'Quantidade agendada',
    inspected: 'Quantidade vistoriada',
    returned: 'Quantidade devolvida',
    stocked: 'Quantidade estocada',
    reasons: 'Motivos da devolução',
    note: 'Observações adicionais',
  },
} as const;

export default { pages: { devolucoesView } };
