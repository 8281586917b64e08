/** The compliance form, Adicionar / Editar (/compliance-ae[/{id}]): spec part 3, sections 2, 5, 8 and 9. */
export const complianceForm = {
  entity: 'Compliance',
  create: 'Adicionar',
  edit: 'Editar',
  fields: {
    title: 'Título',
    description: 'Descrição',
    start: 'Data inicio vigência',
    end: 'Data fim vigência',
    file: 'Arquivo',
  },
  counter: '%{count}/%{max}',
  chooseFile: 'Selecionar arquivo',
  fileHint: 'PDF, PPT, PPTX, XLS, XLSX, DOC ou DOCX de até 7 MB',
  currentFile: 'O arquivo atual (%{extension}) é mantido se nenhum outro for escolhido.',
  cancel: 'Cancelar',
  save: 'Salvar',
  loadFailure: 'Não foi possível carregar o compliance!',
  validation: {
    titleRequired: 'Preencha o campo titulo!',
    titleMax: 'Campo titulo não pode ter mais de 50 caracteres!',
    titleTab: 'Caracteres inválidos em campo titulo!',
    descriptionRequired: 'Preencha o campo descrição!',
    descriptionMax: 'Campo descrição não pode ter mais de 250 caracteres!',
    descriptionTab: 'Caracteres inválidos em campo descrição!',
    startRequired: 'Preencha o campo data de inicio da vigência!',
    endRequired: 'Preencha o campo data de fim da vigência!',
    invalidDate: 'Data inválida',
    endBeforeStart: 'Data de fim da vigência não pode ser anterior à data de inicio!',
    fileRequired: 'Adicione um arquivo!',
    fileType: 'Apenas arquivos pdf, ppt, pptx, xls, xlsx, doc ou docx são aceitos!',
    fileContent: 'O conteúdo do arquivo não corresponde à sua extensão!',
    fileSize: 'Tamanho máximo de arquivo 7mb.',
  },
  messages: {
    created: 'Compliance adicionado com sucesso!',
    updated: 'Compliance editado com sucesso!',
    createFailure: 'Não foi possível adicionar o compliance!',
    updateFailure: 'Não foi possível editar o compliance!',
  },
} as const;

export default { pages: { complianceForm } };
