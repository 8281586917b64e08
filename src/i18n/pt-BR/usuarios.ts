/** User access release (/usuarios, 'Liberação de acesso'; permission lista-de-usuarios). */
export const usuarios = {
  name: 'Usuário |||| Usuários',
  title: 'Liberação de acesso',
  fields: {
    IN_BLOQ: 'Ativo',
    ID_PESSOA: 'Código',
    NM_PESSOA: 'Nome',
    RET_EMAIL_PESSOA: 'E-mail',
    ID_MD5: 'Tipo de acesso',
    ID_TIPO_ROTACAO: 'Rotação',
  },
  filters: {
    ativo: 'Ativo',
    permissao: 'Tipo de acesso',
  },
  list: {
    active: 'Ativo: %{name}',
    accessType: 'Tipo de acesso de %{name}',
    rotation: 'Rotação de %{name}',
    noAccessType: 'Sem tipo de acesso',
    yes: 'Sim',
    no: 'Não',
  },
  rotations: {
    0: 'Rotação a',
    1: 'Rotação b',
    2: 'Rotação c',
  },
  messages: {
    changed: 'Alteração realizada!',
  },
} as const;

export default { resources: { usuarios } };
