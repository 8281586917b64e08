/** Compliance documents, the list at /compliance (spec part 3, sections 2, 4, 8; beyond the spec: the receipt). */
export const compliance = {
  name: 'Compliance |||| Compliance',
  title: 'Compliance',
  fields: {
    id: 'Id',
    title: 'Título',
    description: 'Descrição',
    startDate: 'Data inicio vigência',
    endDate: 'Data fim vigência',
    signedAt: 'Data de Assinatura',
    actions: 'Ações',
  },
  list: {
    add: 'Adicionar permissão',
    remove: 'Remover acessos',
    sign: 'Clique aqui para assinar',
    receipt: 'Comprovante de assinatura',
    receiptOf: 'Comprovante de assinatura de %{title}',
  },
  signDialog: {
    title: 'Aceite do termo de condições gerais',
    text: 'Recomendamos que o aceite deste termo seja feito em conjunto com o representante legal da empresa. Ao continuar, você lerá o documento completo antes de assiná-lo.',
    cancel: 'Cancelar',
    continue: 'continuar',
  },
  documentDialog: {
    close: 'Fechar',
  },
  messages: {
    removed: 'Item removido com sucesso!',
    removeFailure: 'Não foi possível remover %{item}!',
    loadFailure: 'Erro ao carregar dados!',
    documentFailure: 'Não foi possível abrir o documento!',
    receiptName: 'comprovante-assinatura-%{id}.pdf',
    receiptFailure: 'Não foi possível baixar o comprovante de assinatura!',
  },
} as const;

export default { resources: { compliance } };
