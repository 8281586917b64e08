/** Profile / change password (/perfil): spec part 1, sections 2, 4, 5 and 8. */
export const profile = {
  title: 'Perfil',
  renewalTitle: 'Alterar senha',
  renewalReason: 'Sua senha expirou ou foi redefinida: para continuar no portal, escolha uma nova senha.',
  code: 'Código',
  currentName: 'Nome atual',
  name: 'Nome',
  password: 'Senha',
  cancel: 'Cancelar',
  save: 'Salvar',
  emptyName: 'Preencha o campo nome!',
  emptyPassword: 'Preencha o campo senha!',
  shortName: 'Nome deve conter mais de 3 caracteres!',
  longName: 'Nome deve conter no máximo 100 caracteres!',
  passwordLength: 'Senha deve conter no mínimo 6 caracteres e no máximo 12!',
  saved: 'Dados editados com sucesso!',
  saveFailure: 'Erro ao enviar dados!',
  loadFailure: 'Ocorreu um problema ao carregar as informações do usuário. Por favor, tente novamente.',
} as const;

export default { pages: { profile } };
