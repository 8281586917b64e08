import { combineDataProviders, type DataProvider } from 'react-admin';
import { comunicadosProvider } from './comunicados';
import { condicoesPagamentoProvider } from './condicoesPagamento';
import { contatosProvider } from './contatos';
import { fornecedoresAtivosProvider, fornecedoresProvider } from './fornecedores';
import { orderListProviders, orderManagementProvider } from './gerenciarPedidos';
import { pedidosProvider } from './gerenciarPedidos/orders';
import { fornecedoresPedidosProvider } from './gerenciarPedidos/suppliers';
import { gruposProvider } from './grupos';
import { gruposOpcoesRecebimentoProvider } from './gruposOpcoesRecebimento';
import { historicoProvider } from './historico';
import { historicoDetalheProvider, historicoEventosProvider } from './historicoDetalhe';
import { historicoFornecedoresProvider } from './historicoFornecedores';
import { logsProvider } from './logs';
import { notasProvider } from './notas';
import { pagamentosProvider } from './pagamentos';
import { opcoesRecebimentoProvider } from './paymentOptions';
import { pedidosAgendadosProvider, pedidosPendentesProvider } from './pedidos';
import { permissaoProvider } from './permissao';
import { usuariosProvider } from './usuarios';

/** One provider per resource; each area of the portal registers its own here. */
const byResource: Record<string, DataProvider> = {
  comunicados: comunicadosProvider as DataProvider,
  condicoesPagamento: condicoesPagamentoProvider,
  contatos: contatosProvider as DataProvider,
  fornecedores: fornecedoresProvider,
  fornecedoresAtivos: fornecedoresAtivosProvider,
  fornecedoresPedidos: fornecedoresPedidosProvider,
  grupos: gruposProvider,
  gruposOpcoesRecebimento: gruposOpcoesRecebimentoProvider,
  historico: historicoProvider as DataProvider,
  historicoDetalhe: historicoDetalheProvider,
  historicoEventos: historicoEventosProvider,
  historicoFornecedores: historicoFornecedoresProvider,
  logs: logsProvider,
  notas: notasProvider,
  pagamentos: pagamentosProvider,
  opcoesRecebimento: opcoesRecebimentoProvider,
  pedidos: pedidosProvider as DataProvider,
  pedidosAgendados: pedidosAgendadosProvider as DataProvider,
  pedidosPendentes: pedidosPendentesProvider as DataProvider,
  permissao: permissaoProvider as DataProvider,
  usuarios: usuariosProvider,
  gerenciarPedidos: orderManagementProvider as DataProvider,
  ...orderListProviders,
};

export const dataProvider = combineDataProviders((resource) => {
  const provider = byResource[resource];
  if (!provider) throw new Error(`No data provider for resource "${resource}"`);
  return provider;
});
