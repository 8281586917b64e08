/** User access release (/usuarios, 'Liberação de acesso'; permission lista-de-usuarios). */
export const usuarios = {
  name: 'Usuário |||| Usuários',
  title: 'Liberação de acesso',
  fields: {
    blocked: 'Ativo',
    personId: 'Código',
    name: 'Nome',
    email: 'E-mail',
    accessTypeId: 'Tipo de acesso',
    rotationId: 'Rotação',
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
