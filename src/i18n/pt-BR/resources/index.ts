import { comunicados } from '../comunicados';
import { condicoesPagamento } from '../condicoesPagamento';
import { contatos } from '../contatos';
import { fornecedores } from '../fornecedores';
import { grupos } from '../grupos';
import { gruposOpcoesRecebimento } from '../gruposOpcoesRecebimento';
import { historico, historicoEventos } from '../historico';
import { logs } from '../logs';
import { notas } from '../notas';
import { pagamentos } from '../pagamentos';
import { opcoesRecebimento } from '../opcoesRecebimento';
import { pedidosAgendados, pedidosPendentes } from './pedidos';
import { permissao } from '../permissao';
import { usuarios } from '../usuarios';

/** Per-resource strings, keyed as react-admin does: resources.<name>.{name, fields, ...}; one file per resource. */
export const resources = {
  comunicados,
  condicoesPagamento,
  contatos,
  fornecedores,
  grupos,
  gruposOpcoesRecebimento,
  historico,
  historicoEventos,
  logs,
  notas,
  pagamentos,
  opcoesRecebimento,
  pedidosAgendados,
  pedidosPendentes,
  permissao,
  usuarios,
} as const;
