import { canAccessResource } from '../../../src/routes/access';
import { pathTo } from '../../../src/routes/pathTo';

describe('Links and access from the route table', () => {
  it('pathTo fills a line path, a resource line and its forms', () => {
    expect(pathTo('historico')).toBe('/historico-de-agendamento');
    expect(pathTo('comunicados.create')).toBe('/comunicados-ae');
    expect(pathTo('comunicados.edit', { id: 'a b' })).toBe('/comunicados-ae/a%20b');
    expect(() => pathTo('nope')).toThrow('No route named "nope"');
  });

  it("an inside key is allowed only with the line's access and that key", () => {
    const buyer = new Set(['gerenciar-pedidos', 'gerenciar-pedidos.pendentes']);
    expect(canAccessResource('/gerenciarPedidos', 'gerenciar-pedidos.pendentes', buyer)).toBe(true);
    expect(canAccessResource('/gerenciarPedidos', 'gerenciar-pedidos.recusados', buyer)).toBe(false);
    expect(canAccessResource('/gerenciarPedidos', 'gerenciar-pedidos.pendentes', new Set(['gerenciar-pedidos.pendentes']))).toBe(false);
    expect(canAccessResource('pedidos', 'gerenciar-pedidos.pendentes', buyer)).toBe(true);
    expect(canAccessResource('/gerenciarPedidos', 'list', buyer)).toBe(true);
  });
});
