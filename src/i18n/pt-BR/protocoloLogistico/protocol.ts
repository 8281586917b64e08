/** Logistics protocol (/protocoloLogistico): spec part 3, sections 2, 5, 8 and 9. */
export const protocoloLogistico = {
  title: 'Protocolo Logístico',
  viewerLabel: 'Protocolo logístico atual',
  loading: 'Carregando o protocolo logístico…',
  loadFailure: 'Ocorreu um erro ao fazer retorno do arquivo!',
  replaceTitle: 'Substituir protocolo logístico',
  replaceText: 'O arquivo escolhido é enviado na hora e passa a ser o protocolo de todos os usuários.',
  chooseFile: 'Selecionar PDF do protocolo',
  hint: 'Somente PDF, tamanho máximo 5 MB',
  uploadFailure: 'Ocorreu um erro ao fazer upload do arquivo!',
  uploaded: 'Protocolo logístico atualizado com sucesso!',
  refusals: {
    type: 'Extensão precisa ser pdf!',
    size: 'Tamanho máximo de arquivo 5mb',
    content: 'O arquivo não é um PDF válido!',
  },
} as const;

export default { pages: { protocoloLogistico } };
