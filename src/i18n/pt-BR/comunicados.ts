/**
 * Texts shared by the announcement and contact screens (spec part 1: "Announcements list and contacts list",
 * "Announcement / contact form", section 5): the same form, rules and table actions serve both resources.
 */
export const communicationTexts = {
  validation: {
    titleRequired: 'Preencha o campo titulo!',
    titleMax: 'Campo titulo não pode ter mais de 50 caracteres!',
    titleTab: 'Caracteres inválidos em campo titulo!',
    descriptionRequired: 'Preencha o campo descrição!',
    descriptionMax: 'Campo descrição não pode ter mais de 250 caracteres!',
    descriptionTab: 'Caracteres inválidos em campo descricao!',
    startRequired: 'Preencha o campo lancamento!',
    endRequired: 'Preencha o campo termino!',
    invalidDate: 'Data inválida',
    endBeforeStart: 'Fim vigência não pode ser anterior ao Início Vigência!',
    groupRequired: 'Preencha o campo grupo!',
    groupNotFound: 'Grupo não encontrado!',
    invalidUrl: 'Rota não é uma url válida!',
    pdfOnly: 'Apenas arquivos pdf são aceitos!',
    pdfMaxSize: 'Tamanho máximo de arquivo 7mb.',
    fileAndUrl: 'Informe um arquivo ou uma URL, não os dois!',
    suppliersRequired: 'Selecione ao menos um fornecedor!',
  },
  form: {
    create: 'Adicionar',
    edit: 'Editar',
    cancel: 'Cancelar',
    save: 'Salvar',
    url: 'URL',
    urlHelper: 'Sem http:// ou https://, https:// é acrescentado.',
    file: 'Selecionar arquivo PDF',
    fileHelper: 'Apenas PDF, menor que 7 MB.',
    attachment: 'Arquivo ou URL',
    currentAttachment: 'Arquivo ou URL atual',
    changeAttachment: 'Alterar arquivo ou URL',
    keepAttachment: 'Manter arquivo ou URL atual',
    counter: '%{count}/%{max}',
  },
  list: {
    actions: 'Ações',
    view: 'Visualizar',
    viewTitle: 'Visualizar %{title}',
    edit: 'Editar %{title}',
    remove: 'Remover %{title}',
    add: 'Adicionar',
    attachmentKinds: {
      file: 'Arquivo',
      url: 'URL',
      none: 'Sem arquivo ou URL',
    },
  },
  detail: {
    link: 'Clique aqui',
    linkText: 'Conteúdo disponível em outro endereço:',
    noAttachment: 'Sem arquivo ou URL.',
  },
} as const;

/** Announcements (/comunicados, /comunicados-ae, /comunicados/arquivos/{id}). */
export const comunicados = {
  name: 'Comunicado |||| Comunicados',
  title: 'Comunicados',
  entity: 'Comunicado',
  fields: {
    titulo: 'Título',
    descricao: 'Descrição',
    lancamento: 'Início Vigência',
    termino: 'Fim vigência',
    diretorio: 'Arquivo ou URL',
  },
  filters: {
    vigencia: 'Vigência',
    anexo: 'Arquivo ou URL',
  },
  validity: {
    current: 'Vigentes',
    past: 'Encerrados',
    future: 'Programados',
  },
  messages: {
    created: 'Comunicado adicionado com sucesso!',
    updated: 'Comunicado editado com sucesso!',
    createFailure: 'Não foi possível adicionar o comunicado!',
    updateFailure: 'Não foi possível editar o comunicado!',
    removed: 'Comunicado removido com sucesso!',
    removeFailure: 'Não foi possível remover o comunicado!',
    notifyFailure: 'Não foi possível enviar o e-mail de aviso aos fornecedores!',
  },
  visibility: {
    all: 'Todos fornecedores podem visualizar',
    some: 'Apenas alguns fornecedores podem visualizar',
    supplierType: 'Tipo Fornecedor',
    supplierTypes: {
      F: 'Todos',
      M: 'Móveis',
      A: 'Acessórios',
    },
    toggleAll: 'Marcar/Desmarcar todos do filtro',
    search: 'Pesquisar fornecedor',
    select: 'Selecionar',
    selectOne: 'Selecionar %{name}',
    code: 'Código',
    name: 'Nome',
    email: 'E-mail',
    chosen: '%{smart_count} fornecedor selecionado |||| %{smart_count} fornecedores selecionados',
    suppliersFailure: 'Não foi possivel carregar fornecedores!',
    visibilityFailure: 'Erro na recuperação de dados de fornecedores!',
  },
  email: {
    createdContent: 'Um novo comunicado foi publicado no Portal do Fornecedor: "%{title}". Acesse %{url} para ler.',
    updatedContent: 'O comunicado "%{title}" foi atualizado no Portal do Fornecedor. Acesse %{url} para ler.',
  },
  ...communicationTexts,
} as const;

export default { resources: { comunicados } };
