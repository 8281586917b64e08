/** The forms list at /formularios (spec part 3, sections 2, 4, 8 and 9 "Forms"). */
export const formularios = {
  name: 'Formulário |||| Formulários',
  title: 'Formulários',
  add: 'Cadastrar Formulário',
  empty: 'Não existem registros!',
  failure: 'Erro ao carregar dados!',
  fields: {
    title: 'Título',
    startDate: 'Início da vigência',
    endDate: 'Fim da vigência',
    status: 'Status',
    answered: 'Respondidos',
    actions: 'Ações',
  },
  filters: {
    status: 'Status',
  },
  status: {
    canceled: 'Cancelado',
    draft: 'Rascunho',
    published: 'Publicado',
    inactive: 'Inativo',
    none: '-',
  },
  answeredOf: '%{answered} de %{recipients}',
  answeredMine: {
    yes: 'Respondido',
    no: 'Não respondido',
  },
  actions: {
    open: 'Visualizar formulário %{title}',
    summary: 'Resumo das respostas de %{title}',
    edit: 'Editar formulário %{title}',
    export: 'Exportar respostas de %{title}',
    cancel: 'Cancelar formulário %{title}',
  },
  cancel: {
    title: 'CANCELAR FORMULÁRIO',
    text: 'Tem certeza que deseja cancelar o formulário "%{title}"? Ele não poderá mais ser respondido.',
    confirm: 'Cancelar formulário',
    back: 'Voltar',
    done: 'Formulário cancelado com sucesso!',
    failure: 'Ocorreu um erro ao tentar cancelar o formulário!',
  },
  export: {
    failure: 'Ocorreu um erro ao tentar buscar respostas do formulário!',
    code: 'Código',
    supplier: 'Fornecedor',
    answeredAt: 'Respondido em',
  },
} as const;

export default { resources: { formularios } };
