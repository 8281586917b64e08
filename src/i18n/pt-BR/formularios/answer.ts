/** Answering a form (/formularios/responder/{id}): spec part 3, sections 2, 4, 5, 6 and 8. */
export const formularioResposta = {
  title: 'Responder Formulário',
  browserTitle: 'Formulários',
  back: 'Voltar',
  validity: 'Vigência: %{start} a %{end}',
  requiredNote: 'Todas as questões são obrigatórias.',
  question: 'Questão %{n}',
  answered: 'Você já respondeu este formulário.',
  staff: 'A equipe interna não pode responder formulários.',
  notPublished: 'Este formulário não está aberto para respostas.',
  answer: 'Responder',
  editAnswers: 'Editar respostas',
  cancel: 'Cancelar',
  send: 'Enviar respostas',
  problems: {
    required: 'Resposta obrigatória',
    notNumber: 'Informe um número',
    tooLong: 'Máximo de %{max} caracteres',
  },
  messages: {
    required: 'Responda todas as questões obrigatórias!',
    notNumber: 'Algumas respostas numéricas não são números!',
    tooLong: 'Algumas respostas passam de %{max} caracteres!',
  },
  ended: 'Não é possivel responder um formulário encerrado.',
  sent: 'Formulário respondido com sucesso!',
  sendFailure: 'Ocorreu um erro ao tentar responder o formulário!',
  loadFailure: 'Erro ao carregar dados!',
  leave: {
    title: 'Sair sem enviar?',
    text: 'As respostas ainda não foram enviadas e serão perdidas.',
    stay: 'Continuar respondendo',
    leave: 'Sair',
  },
} as const;

export default { pages: { formularioResposta } };
