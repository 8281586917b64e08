/** Access types (/permissao, /permissao-ae, /permissao-ae/{id_md5}; permission manter-permissoes). */
export const permissao = {
  name: 'Tipo de acesso |||| Tipos de acesso',
  title: 'Tipo de acesso',
  entity: 'Tipo de Acesso',
  fields: {
    descricao: 'Descrição',
    dt_criacao: 'Data de criação',
  },
  form: {
    create: 'Adicionar',
    edit: 'Editar',
  },
  list: {
    add: 'Adicionar',
    remove: 'Excluir',
    removeTitle: 'Excluir registros',
  },
  validation: {
    required: 'Preencha o campo descrição!',
    max: 'Campo descrição não pode ter mais de 100 caracteres!',
  },
  features: {
    title: 'Funcionalidades',
    active: 'Ativo',
    description: 'Descrição',
    toggle: 'Ativo: %{name}',
    search: 'Pesquisar funcionalidade',
    count: '%{shown} de %{total} funcionalidade(s)',
    pending: 'Alterações pendentes: %{count}',
    cancel: 'Cancelar alterações',
    save: 'Salvar alterações',
    cancelTitle: 'Cancelar toda seleção!',
    cancelText: 'As alterações pendentes (%{count}) serão descartadas.',
    saveTitle: 'Finalizar seleção!',
    saveText: 'As alterações pendentes (%{count}) serão salvas.',
    empty: 'Nenhum registro encontrado',
  },
  leave: {
    title: 'Sair da página',
    text: 'Há %{count} alteração(ões) de funcionalidades não salva(s). Tem certeza que deseja sair dessa página e perdê-las?',
  },
  messages: {
    created: 'Tipo de acesso adicionado com sucesso!',
    updated: 'Tipo de acesso editado com sucesso!',
    createFailure: 'Não foi possível adicionar o tipo de acesso!',
    updateFailure: 'Não foi possível editar o tipo de acesso!',
    removeConfirm: 'Tem certeza que deseja excluir o(s) registro(s) selecionado(s)?',
    removed: 'Registro(s) excluído(s) com sucesso!',
    removeFailure: 'Não foi possível remover!',
    changed: 'Alteração realizada!',
    /** Salvar saved the description but not every pending toggle (they stay highlighted in the table). */
    togglesNotSaved: 'Descrição salva, mas %{count} alteração(ões) de funcionalidades não foram salvas (destacadas na tabela): %{reason}',
    loadFailure: 'Erro ao carregar dados!',
  },
} as const;

export default { resources: { permissao } };
