/** Add technical sheet (/qualidade/adicionar-ficha-tecnica): spec part 3, sections 2, 5 and 8. */
export const addTechnicalSheet = {
  title: 'Adicionar Ficha Técnica',
  browserTitle: 'Qualidade',
  back: 'Voltar',
  sheetNumber: 'Número da Ficha',
  supplier: 'Fornecedor',
  alpha: 'Alfa numérico',
  productId: 'ID do Produto',
  productName: 'Nome do produto',
  addProduct: 'Adicionar produto',
  removeProduct: 'Remover produto %{id}',
  products: 'Produtos da ficha',
  noProducts: 'Nenhum produto adicionado.',
  attachment: 'Ficha técnica (PDF)',
  chooseFile: 'Selecionar arquivo',
  submit: 'Enviar ficha técnica',
  loadFailure: 'Erro ao carregar dados!',
  sendFailure: 'Ocorreu um erro ao fazer upload do arquivo!',
  sentTitle: 'ENVIAR FICHA TÉCNICA',
  sentText: 'A ficha técnica de produto foi enviada com sucesso!',
  problems: {
    noSheetNumber: 'Necessário vincular uma ficha!',
    noSupplier: 'Necessário vincular um fornecedor!',
    noProducts: 'É necessário adicionar pelo menos UM produto!',
    noFile: 'Arquivo precisa ser anexado!',
    noExtension: 'É necessário especificar uma extensão ao arquivo!',
    tooBig: 'Tamanho máximo de arquivo 7mb',
    notPdf: 'Extensão precisa ser pdf!',
    notPdfContent: 'O arquivo não é um PDF válido!',
  },
} as const;

export default { pages: { addTechnicalSheet } };
