import { OrderLineList } from './OrderLineList';

/** /pendentes (lista-de-pedidos-pendentes): lines waiting for a delivery date, without actions or schedule columns. */
export function PedidosPendentesList() {
  return <OrderLineList variant="pedidosPendentes" />;
}
