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
    createFailure: 'Não foi possível adicionar o grupo!',
    updateFailure: 'Não foi possível editar o grupo!',
    removed: 'Grupo removido com sucesso!',
    removeFailure: 'Não foi possível remover o grupo!',
    /** The server's 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]' (a contact still belongs to the group). */
    linked: 'Grupo vinculado a outro registro. ERRO:[-2292]',
    loadFailure: 'Erro na recuperação de dados de grupo!',
  },
} as const;
