/** Strings of the shared UI kit (namespace `kit`). */
export const kit = {
  password: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
  snackbar: {
    close: 'Fechar',
    undo: 'Desfazer',
  },
  removeDialog: {
    title: 'Remover item',
    text: 'Deseja realmente remover esse item?',
    no: 'Não',
    yes: 'Sim',
  },
  error: {
    title: 'Opps, ocorreu um erro.',
    text: 'Caso essa mensagem persistir comunique o suporte.',
    detail: 'Detalhes do erro',
    retry: 'Tentar novamente',
  },
  list: {
    empty: 'Nenhum registro encontrado',
    search: 'Pesquisar',
  },
  files: {
    back: 'Voltar',
    emptyUrl: 'URL de arquivo vazia!',
    invalidUrl: 'URL de arquivo inválida!',
    frameTitle: 'Visualização do arquivo',
  },
  pdf: {
    unsupported: 'O documento não pode ser visualizado neste dispositivo.',
    loading: 'Carregando documento…',
    pages: '%{count} página(s)',
    page: 'Página %{page} de %{total}',
  },
  upload: {
    choose: 'Selecionar arquivo',
    drop: 'ou arraste o arquivo até aqui',
    type: 'Tipo de arquivo não aceito!',
    size: 'Arquivo excede o tamanho máximo permitido!',
    content: 'O conteúdo do arquivo não corresponde ao seu tipo!',
    remove: 'Remover arquivo %{name}',
    progressLabel: 'Progresso do envio',
    progress: 'Enviando… %{percent}%',
  },
  filters: {
    supplier: 'Fornecedor',
    supplierNoOptions: 'Nenhum fornecedor encontrado',
    loading: 'Carregando…',
    noteType: 'Tipo de nota',
    noteTypes: {
      D: 'Devolução',
      P: 'Pedidos',
      U: 'Descargas',
    },
    startDate: 'Data de início',
    endDate: 'Data de fim',
    paymentType: 'Tipo de pagamento',
    paymentTypes: {
      T: 'Todos',
      P: 'Pendentes',
      G: 'Pagos',
    },
    apply: 'Aplicar',
    startRequired: 'Data de início deve ser preenchida!',
    endRequired: 'Data de fim deve ser preenchida!',
    endBeforeStart: 'Data de fim não pode ser anterior à data de início!',
    invalidDate: 'Data inválida!',
  },
} as const;
