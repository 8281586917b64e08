/** Contact us (/contact): spec part 1, sections 2, 5 and 8. */
export const contact = {
  title: 'Fale Conosco',
  subject: 'Assunto',
  content: 'Mensagem',
  remaining: 'Caracteres restantes: %{count}',
  attachments: 'Anexos',
  chooseFiles: 'Anexar arquivos',
  attachmentsHint: 'png, jpg, jpeg, txt, pdf, xls, xlsx, doc, docx ou csv, até 10MB no total.',
  recipients: 'Destinatários',
  internalTeam: 'sempre incluída',
  loadingContacts: 'Carregando contatos',
  noGroups: 'Nenhum outro grupo de contato disponível.',
  send: 'Enviar',
  emptySubject: 'Coloque um assunto',
  longSubject: 'O assunto deve ter no máximo 150 caracteres',
  emptyContent: 'Coloque uma mensagem',
  longContent: 'A mensagem deve ter no máximo 1000 caracteres',
  invalidFiles: 'Alguns arquivos são inválidos...',
  filesTooBig: 'Arquivos muito grandes (devem ser menores de 10MB)',
  contactsLoaded: 'Lista de contatos carregadas!',
  contactsFailure: 'Falha ao carregar contatos!',
  sent: 'E-mail enviado com sucesso!',
  sendFailure: 'Erro ao enviar e-mail',
} as const;

export default { pages: { contact } };
