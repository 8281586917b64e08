/** The technical sheets' data layer (spec part 3, sections 7 and 8): texts the provider adds to what the server sends. */
export const technicalSheetData = {
  selectFamily: 'Selecione uma família',
  uploadFailure: 'Ocorreu um erro ao fazer upload do arquivo!',
  fileFailure: 'Ocorreu um erro ao fazer retorno do arquivo!',
  fileLinkRefused: 'O endereço do arquivo não é do servidor do portal.',
} as const;

export default { pages: { technicalSheetData } };
