import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

const orderPdf = lazyScreen(() => import('./PedidoCompraPdfPage'), 'PedidoCompraPdfPage');
const orderFile = lazyScreen(() => import('./PedidoCompraArquivoPage'), 'PedidoCompraArquivoPage');

/** The purchase order's PDF and file, opened from the order lists (the spec's URLs and param names). */
export const pedidoCompraRoutes: readonly RouteLine[] = [
  {
    path: '/pedidoCompra/:cdFil/:nrPc/:language',
    name: 'pedidoCompraPdf',
    access: ['lista-de-pedidos-agendados', 'lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'],
    screen: orderPdf,
  },
  {
    path: '/pedidoCompra/arquivos/:cdFil/:cdPedido',
    name: 'pedidoCompraArquivo',
    access: ['lista-de-pedidos-agendados', 'lista-de-pedidos-pendentes', 'nova-tela-pedidos-pendentes'],
    screen: orderFile,
  },
];
