/** The signing page, /document-signature/{documentId} (spec part 3, sections 2, 5, 8 and 9). */
export const complianceSignature = {
  title: 'Aceite do documento',
  browserTitle: 'Compliance',
  readToTheEnd: 'Leia o documento até a última página para liberar o aceite.',
  accept: 'Aceitar',
  back: 'Voltar',
  loadFailure: 'Erro ao carregar dados!',
  form: {
    title: 'Dados do representante',
    name: 'Nome completo',
    cpf: 'CPF',
    email: 'E-mail',
    role: 'Cargo',
    cancel: 'Cancelar',
    submit: 'Assinar',
  },
  problems: {
    nameRequired: 'Preencha o campo nome completo!',
    nameInvalid: 'O nome completo deve conter apenas letras, pontos e espaços!',
    cpfRequired: 'Preencha o campo CPF!',
    cpfInvalid: 'CPF inválido!',
    emailRequired: 'Preencha o campo e-mail!',
    emailInvalid: 'E-mail inválido!',
    roleRequired: 'Preencha o campo cargo!',
    roleInvalid: 'O cargo deve conter apenas letras, pontos e espaços!',
  },
  result: {
    successTitle: 'Documento assinado',
    success: 'Documento assinado com sucesso!',
    failureTitle: 'Erro na assinatura',
    failure: 'Não foi possível assinar o documento. Por favor tente novamente.',
    ok: 'OK',
  },
} as const;

export default { pages: { complianceSignature } };
