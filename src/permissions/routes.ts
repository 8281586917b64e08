import type { PermissionKey } from './keys';

/**
 * Which permission(s) open each route and resource of the spec's menu table (part 1, section 2)
 * and the other route shapes of parts 1-3. A route opens when the user holds ANY of its keys;
 * `always` routes need only a session.
 */
export type RouteRule = { anyOf: readonly PermissionKey[] } | 'always';

export const ROUTE_RULES: Record<string, RouteRule> = {
  '/': 'always',
  '/temas': 'always',
  '/perfil': { anyOf: ['alterar-perfil'] },
  '/pendentesNova': { anyOf: ['nova-tela-pedidos-pendentes'] },
  '/pendentes': { anyOf: ['lista-de-pedidos-pendentes'] },
  '/agendados': { anyOf: ['lista-de-pedidos-agendados'] },
  '/protocolos': { anyOf: ['protocolo-de-agendamento'] },
  '/gerenciarPedidos': { anyOf: ['gerenciar-pedidos'] },
  '/historico-de-agendamento': { anyOf: ['historico-de-agendamento'] },
  '/pagamentos': { anyOf: ['lista-de-pagamentos'] },
  '/opcoesRecebimento': { anyOf: ['opcoes-de-recebimento'] },
  '/notas': { anyOf: ['lista-de-notas'] },
  '/qualidade': { anyOf: ['qualidade'] },
  '/qualidade/devolucao': { anyOf: ['devolucao-recebimentos'] },
  '/comunicados': { anyOf: ['ver-lista-de-comunicados', 'manter-comunicados'] },
  '/comunicados-ae': { anyOf: ['manter-comunicados'] },
  '/contatos': { anyOf: ['ver-lista-de-contatos', 'manter-contatos'] },
  '/contatos-ae': { anyOf: ['manter-contatos'] },
  '/protocoloLogistico': { anyOf: ['protocolo-logistico', 'manter-protocolo-logistico'] },
  '/compliance': { anyOf: ['user-compliance'] },
  '/cadastroComplementar': { anyOf: ['documentos.cadastro-compl'] },
  '/formularios': { anyOf: ['listar-formularios'] },
  '/formularios/responder': { anyOf: ['listar-formularios'] },
  '/formularios/cadastrar': { anyOf: ['gerenciar-formularios'] },
  '/formularios/editar': { anyOf: ['gerenciar-formularios'] },
  '/grupos': { anyOf: ['manter-grupos'] },
  '/grupos-ae': { anyOf: ['manter-grupos'] },
  '/scorecard': { anyOf: ['user-scorecard'] },
  '/contact': { anyOf: ['fale-conosco'] },
  '/usuarios': { anyOf: ['lista-de-usuarios'] },
  '/permissao': { anyOf: ['manter-permissoes'] },
  '/permissao-ae': { anyOf: ['manter-permissoes'] },
  '/grupoOpcoesRecebimento': { anyOf: ['grupos-opcoes-de-recebimento'] },
  '/manutencaoCondicoesPagamento': { anyOf: ['condicoes-de-pagamento'] },
  '/logs': { anyOf: ['logs'] },
};

/** react-admin resource name -> the route its list lives on. */
export const RESOURCE_ROUTES: Record<string, string> = {
  comunicados: '/comunicados',
  contatos: '/contatos',
  grupos: '/grupos',
  permissao: '/permissao',
  usuarios: '/usuarios',
  condicoesPagamento: '/manutencaoCondicoesPagamento',
  grupoOpcoesRecebimento: '/grupoOpcoesRecebimento',
  compliance: '/compliance',
  formularios: '/formularios',
  devolucoes: '/qualidade/devolucao',
  pedidos: '/gerenciarPedidos',
  logs: '/logs',
  fornecedores: '/',
};

/** The most specific rule for a path: '/formularios/editar/12' falls back to '/formularios/editar'. */
export function ruleForPath(path: string): RouteRule | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
  if (clean === '/') return ROUTE_RULES['/'];
  const segments = clean.split('/');
  for (let n = segments.length; n > 1; n -= 1) {
    const rule = ROUTE_RULES[segments.slice(0, n).join('/')];
    if (rule) return rule;
  }
  return undefined;
}

export function allows(rule: RouteRule | undefined, held: ReadonlySet<string>): boolean {
  if (!rule) return false;
  if (rule === 'always') return true;
  return rule.anyOf.some((key) => held.has(key));
}

export function canOpenPath(path: string, held: ReadonlySet<string>): boolean {
  return allows(ruleForPath(path), held);
}
