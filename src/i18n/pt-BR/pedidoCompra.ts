/** The purchase-order screens: /pedidoCompra/{cd_fil}/{nr_pc}/{PT-BR|EN} and /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}. */
export const pedidoCompra = {
  title: 'Pedido de compra %{order}',
  languages: {
    'PT-BR': 'Português',
    EN: 'Inglês',
  },
  titleWithLanguage: 'Pedido de compra %{order} (%{language})',
  fileTitle: 'Arquivo do pedido %{order}',
  invalidOrder: 'Filial ou número do pedido inválido no endereço.',
  invalidLanguage: 'Idioma do pedido inválido: use PT-BR ou EN.',
} as const;

export default { pages: { pedidoCompra } };
