import { OrderLineList } from './OrderLineList';

/** /agendados (lista-de-pedidos-agendados): scheduled lines with PDF PT/EN, Arquivo, Cancelar and the calendar file. */
export function PedidosAgendadosList() {
  return <OrderLineList variant="pedidosAgendados" />;
}
