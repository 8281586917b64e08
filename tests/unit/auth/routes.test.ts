import { ACCESS_TYPES } from '../../../mocks/auth/seed';
import { visibleShortcuts } from '../../../src/routes/shortcuts';
import { visibleMenu } from '../../../src/layout/menuTable';
import { PERMISSION_KEYS } from '../../../src/permissions/keys';
import { canAccessResource, canOpenPath, cleanPath, isMounted, resourceLine, resourcePaths, ROUTE_ENTRIES, routeForPath } from '../../../src/routes/access';
import { MENU_GROUPS, ROUTES, SESSION_WIDE_KEYS } from '../../../src/routes/routeTable';

const everythingMounted = () => true;
const keysOf = (descricao: string) => new Set(ACCESS_TYPES.find((type) => type.descricao === descricao)?.keys ?? []);

/** Spec part 1: the menu table, "Also" routes and "Other route shapes", with the keys that open each. */
const SPEC_ROUTES: Record<string, string[] | 'always'> = {
  '/': 'always',
  '/pendentesNova': ['nova-tela-pedidos-pendentes'],
  '/pendentes': ['lista-de-pedidos-pendentes'],
  '/agendados': ['lista-de-pedidos-agendados'],
  '/protocolos': ['protocolo-de-agendamento'],
  '/gerenciarPedidos': ['gerenciar-pedidos'],
  '/historico-de-agendamento': ['historico-de-agendamento'],
  '/pagamentos': ['lista-de-pagamentos'],
  '/opcoesRecebimento': ['opcoes-de-recebimento'],
  '/notas': ['lista-de-notas'],
  '/qualidade': ['qualidade'],
  '/qualidade/devolucao': ['devolucao-recebimentos'],
  '/comunicados': ['ver-lista-de-comunicados', 'manter-comunicados'],
  '/contatos': ['ver-lista-de-contatos', 'manter-contatos'],
  '/protocoloLogistico': ['protocolo-logistico', 'manter-protocolo-logistico'],
  '/compliance': ['user-compliance'],
  '/cadastroComplementar': ['documentos.cadastro-compl'],
  '/formularios': ['listar-formularios'],
  '/grupos': ['manter-grupos'],
  '/scorecard': ['user-scorecard'],
  '/contact': ['fale-conosco'],
  '/temas': 'always',
  '/usuarios': ['lista-de-usuarios'],
  '/permissao': ['manter-permissoes'],
  '/grupoOpcoesRecebimento': ['grupos-opcoes-de-recebimento'],
  '/manutencaoCondicoesPagamento': ['condicoes-de-pagamento'],
  '/logs': ['logs'],
  '/perfil': ['alterar-perfil'],
  '/formularios/responder/12': ['listar-formularios'],
  '/formularios/cadastrar': ['gerenciar-formularios'],
  '/formularios/editar/12': ['gerenciar-formularios'],
  '/qualidade/devolucao/novo-relatorio': ['devolucao-recebimentos'],
  '/qualidade/devolucao/relatorio/3000001/77': ['devolucao-recebimentos'],
  '/GerenciarPedidos/tab/1': ['gerenciar-pedidos'],
  '/comunicados-ae': ['manter-comunicados'],
  '/comunicados-ae/5': ['manter-comunicados'],
  '/contatos-ae': ['manter-contatos'],
  '/contatos-ae/5': ['manter-contatos'],
  '/grupos-ae': ['manter-grupos'],
  '/grupos-ae/3': ['manter-grupos'],
  '/permissao-ae': ['manter-permissoes'],
  '/permissao-ae/0cc175b9c0f1b6a831c399e269772661': ['manter-permissoes'],
  '/comunicados/arquivos/5': ['ver-lista-de-comunicados', 'manter-comunicados'],
  '/contatos/arquivos/5': ['ver-lista-de-contatos', 'manter-contatos'],
};

describe('the route table', () => {
  it.each(Object.entries(SPEC_ROUTES))('declares %s with the spec keys', (path, keys) => {
    const entry = routeForPath(path);
    expect(entry).toBeDefined();
    expect(entry?.access === 'always' ? 'always' : [...(entry?.access ?? [])].sort()).toEqual(keys === 'always' ? 'always' : [...keys].sort());
  });

  it('declares each pattern once', () => {
    const patterns = ROUTE_ENTRIES.map((entry) => entry.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('leaves no permission key of spec part 1 section 6 orphaned', () => {
    const used = new Set<string>([
      ...ROUTES.flatMap((line) => [...(line.access === 'always' ? [] : line.access), ...(line.write?.access ?? []), ...(line.inside ?? [])]),
      ...Object.values(MENU_GROUPS).flatMap((group) => group.access),
      ...Object.keys(SESSION_WIDE_KEYS),
    ]);
    expect(PERMISSION_KEYS.filter((key) => !used.has(key))).toEqual([]);
    expect(ROUTES.find((line) => line.path === '/gerenciarPedidos')?.inside).toEqual(
      expect.arrayContaining(PERMISSION_KEYS.filter((key) => key.startsWith('gerenciar-pedidos.'))),
    );
  });

  it('matches any letter case and a trailing slash, never a shorter route for a longer path', () => {
    expect(routeForPath('/PERFIL/')?.pattern).toBe('/perfil');
    expect(routeForPath('/logs//')?.pattern).toBe('/logs');
    expect(routeForPath('/gerenciarpedidos/TAB/4')?.pattern).toBe('/GerenciarPedidos/tab/:tabId');
    expect(routeForPath('/pedidoCompra/arquivos/1/2')?.pattern).toBe('/pedidoCompra/arquivos/:cdFil/:cdPedido');
    expect(routeForPath('/pedidoCompra/1/2/EN')?.pattern).toBe('/pedidoCompra/:cdFil/:nrPc/:language');
    expect(routeForPath('/perfil/extra')).toBeUndefined();
    expect(routeForPath('/xyz')).toBeUndefined();
    expect(cleanPath('/perfil/?x=1#top')).toBe('/perfil');
  });

  it('opens a route with ANY of its keys and nothing without them', () => {
    expect(canOpenPath('/comunicados', new Set(['ver-lista-de-comunicados']))).toBe(true);
    expect(canOpenPath('/comunicados-ae', new Set(['ver-lista-de-comunicados']))).toBe(false);
    expect(canOpenPath('/comunicados-ae/4', new Set(['manter-comunicados']))).toBe(true);
    expect(canOpenPath('/temas', new Set())).toBe(true);
    expect(canOpenPath('/xyz', new Set(PERMISSION_KEYS))).toBe(false);
  });

  it('mounts only what has a screen behind it', () => {
    expect(isMounted('/')).toBe(true);
    expect(isMounted('/Logs')).toBe(true);
    expect(isMounted('/perfil')).toBe(true);
    expect(isMounted('/historico-de-agendamento')).toBe(true);
    expect(isMounted('/qualidade')).toBe(true);
    expect(isMounted('/qualidade/devolucao')).toBe(true);
    expect(isMounted('/qualidade/devolucao/relatorio/1000001/7001')).toBe(true);
    expect(isMounted('/protocolos')).toBe(true);
    expect(isMounted('/compliance')).toBe(true);
    expect(isMounted('/document-signature/301')).toBe(true);
    expect(isMounted('/logs-ae')).toBe(false);
  });

  it("answers react-admin's canAccess by resource name, write actions with the write keys", () => {
    expect(canAccessResource('logs', 'list', new Set(['logs']))).toBe(true);
    expect(canAccessResource('logs', 'list', new Set(['lista-de-notas']))).toBe(false);
    expect(canAccessResource('unknown', 'list', new Set(PERMISSION_KEYS))).toBe(false);
    expect(canAccessResource('/comunicados-ae', 'edit', new Set(['manter-comunicados']))).toBe(true);
    // A resource a route's screen reads opens with that route's keys.
    expect(canAccessResource('historicoEventos', 'list', new Set(['gerenciar-pedidos']))).toBe(true);
    expect(canAccessResource('historicoEventos', 'list', new Set(['lista-de-notas']))).toBe(false);
    const logs = resourceLine('logs');
    expect(logs && resourcePaths(logs).edit('a/b')).toBe('/logs-ae/a%2Fb');
  });
});

describe('menu, shortcuts and access agree', () => {
  it.each(ACCESS_TYPES.map((type) => type.descricao))('for %s', (descricao) => {
    const held = keysOf(descricao);
    const menuRoutes = visibleMenu(held, everythingMounted).flatMap((item) => (item.kind === 'entry' ? [item.route] : item.entries.map((entry) => entry.route)));
    expect(menuRoutes.length).toBeGreaterThan(1);
    for (const route of menuRoutes) expect(canOpenPath(route, held)).toBe(true);
    for (const shortcut of visibleShortcuts(held, everythingMounted)) expect(menuRoutes).toContain(shortcut.route);
    // Every menu line the user may open shows, but for a group closed to the user and the old pending screen.
    const hiddenOpenable = ROUTES.filter(
      (line) =>
        line.menu &&
        canOpenPath(line.path, held) &&
        !menuRoutes.includes(line.path) &&
        !(line.menu.group && !MENU_GROUPS[line.menu.group].access.some((key) => held.has(key))) &&
        !(line.menu.unless && held.has(line.menu.unless)),
    );
    expect(hiddenOpenable.map((line) => line.path)).toEqual([]);
  });
});
