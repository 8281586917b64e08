/** The return reports' data layer (spec part 3, sections 7 and 8): texts the provider adds to what the server sends. */
export const returnReportData = {
  uploadFailure: 'Ocorreu um erro ao fazer upload do arquivo!',
  notAnImage: 'O arquivo recebido não é uma imagem.',
} as const;

export default { pages: { returnReportData } };
