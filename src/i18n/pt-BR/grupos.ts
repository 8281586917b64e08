/** Contact groups (/grupos, /grupos-ae, /grupos-ae/{id}; permission manter-grupos). */
export const grupos = {
  name: 'Grupo |||| Grupos',
  title: 'Grupos de contatos',
  entity: 'Grupo',
  fields: {
    id: 'Código',
    descricao: 'Descrição',
  },
  form: {
    create: 'Adicionar',
    edit: 'Editar',
  },
  list: {
    add: 'Adicionar',
    actions: 'Ações',
    edit: 'Editar %{descricao}',
    remove: 'Remover %{descricao}',
  },
  validation: {
    required: 'Preencha o campo descrição!',
    max: 'Campo descrição não pode ter mais de 100 caracteres!',
  },
  messages: {
    created: 'Grupo adicionado com sucesso!',
    updated: 'Grupo editado com sucesso!',
    /** Spec part 1, section 8: 'Não foi possível criar um novo {route}!' (the route is /grupo). */
    createFailure: 'Não foi possível criar um novo grupo!',
    updateFailure: 'Não foi possível editar o grupo!',
    removed: 'Grupo removido com sucesso!',
    removeFailure: 'Não foi possível remover o grupo!',
    /** The server's 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' (a contact still belongs to the group). */
    linked: 'Grupo vinculado a outro registro. ERRO:[-2292]',
    loadFailure: 'Erro na recuperação de dados de grupo!',
    /** The list did not load (spec part 1, section 8, 'Group load'); a refusal with a text (no permission) says that text. */
    listFailure: 'Não foi possível carregador os dados!',
  },
} as const;

export default { resources: { grupos } };
