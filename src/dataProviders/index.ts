import { combineDataProviders, type DataProvider } from 'react-admin';
import { calendarioProvider } from './calendario';
import { comunicadosFornecedoresProvider, comunicadosProvider } from './comunicados';
import { condicoesPagamentoProvider } from './condicoesPagamento';
import { faleConoscoProvider } from './faleConosco';
import { contatosProvider } from './contatos';
import { fornecedoresAtivosProvider, fornecedoresProvider } from './fornecedores';
import { orderListProviders, orderManagementProvider } from './gerenciarPedidos';
import { pedidosProvider } from './gerenciarPedidos/orders';
import { fornecedoresPedidosProvider } from './gerenciarPedidos/suppliers';
import { gruposProvider } from './grupos';
import { fornecedoresGrupoProvider, gruposOpcoesRecebimentoProvider } from './gruposOpcoesRecebimento';
import { historicoProvider } from './historico';
import { historicoDetalheProvider, historicoEventosProvider } from './historicoDetalhe';
import { historicoFornecedoresProvider } from './historicoFornecedores';
import { homeProvider } from './home';
import { logsProvider } from './logs';
import { notasProvider } from './notas';
import { pagamentosProvider } from './pagamentos';
import { opcoesRecebimentoProvider } from './opcoesRecebimento';
import { pedidosAgendadosProvider, pedidosPendentesProvider } from './pedidos';
import { permissaoProvider } from './permissao';
import { profileProvider } from './profile';
import { usuariosProvider } from './usuarios';

/** One provider per resource; each area of the portal registers its own here. */
const byResource: Record<string, DataProvider> = {
  calendario: calendarioProvider as DataProvider,
  comunicados: comunicadosProvider as DataProvider,
  comunicadosFornecedores: comunicadosFornecedoresProvider,
  condicoesPagamento: condicoesPagamentoProvider as DataProvider,
  contatos: contatosProvider as DataProvider,
  faleConosco: faleConoscoProvider as DataProvider,
  faleConoscoGrupos: faleConoscoProvider as DataProvider,
  fornecedores: fornecedoresProvider,
  fornecedoresAtivos: fornecedoresAtivosProvider,
  fornecedoresPedidos: fornecedoresPedidosProvider,
  grupos: gruposProvider,
  fornecedoresGrupo: fornecedoresGrupoProvider as DataProvider,
  gruposOpcoesRecebimento: gruposOpcoesRecebimentoProvider as DataProvider,
  historico: historicoProvider as DataProvider,
  historicoDetalhe: historicoDetalheProvider,
  historicoEventos: historicoEventosProvider,
  historicoFornecedores: historicoFornecedoresProvider,
  home: homeProvider as DataProvider,
  logs: logsProvider,
  notas: notasProvider,
  pagamentos: pagamentosProvider,
  opcoesRecebimento: opcoesRecebimentoProvider as DataProvider,
  pedidos: pedidosProvider as DataProvider,
  pedidosAgendados: pedidosAgendadosProvider as DataProvider,
  pedidosPendentes: pedidosPendentesProvider as DataProvider,
  permissao: permissaoProvider as DataProvider,
  profile: profileProvider as DataProvider,
  usuarios: usuariosProvider,
  gerenciarPedidos: orderManagementProvider as DataProvider,
  ...orderListProviders,
};

export const dataProvider = combineDataProviders((resource) => {
  const provider = byResource[resource];
  if (!provider) throw new Error(`No data provider for resource "${resource}"`);
  return provider;
});
