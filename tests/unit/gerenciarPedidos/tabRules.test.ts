import type { OrderTab } from '../../../src/custom/gerenciarPedidos/orderTabs';
import { initialTab, permittedTabs, tabsSupplier } from '../../../src/custom/gerenciarPedidos/tabRules';

const tab = (index: number, key: OrderTab['key'], permission: OrderTab['permission']): OrderTab => ({ index, key, permission, component: () => null });
const TABS = [
  tab(4, 'protocols', 'gerenciar-pedidos.protocolo-agendamento'),
  tab(0, 'all', 'gerenciar-pedidos.todos-pedidos'),
  tab(1, 'pending', 'gerenciar-pedidos.pendentes'),
  tab(6, 'returns', 'gerenciar-pedidos.retiradas-pendentes'),
];

describe('order-management tab rules', () => {
  it('shows only the permitted tabs, in the spec order', () => {
    const held = new Set(['gerenciar-pedidos.protocolo-agendamento', 'gerenciar-pedidos.pendentes', 'gerenciar-pedidos.retiradas-pendentes']);
    expect(permittedTabs(TABS, (key) => held.has(key)).map(({ index }) => index)).toEqual([1, 4, 6]);
  });

  it('opens tab 1 or 4 by route when permitted, else the first permitted tab', () => {
    const all = permittedTabs(TABS, () => true);
    expect(initialTab(all, '4')).toBe(4);
    expect(initialTab(all, '1')).toBe(1);
    expect(initialTab(all, '6')).toBe(0);
    expect(initialTab(all, undefined)).toBe(0);
    const noPending = permittedTabs(TABS, (key) => key === 'gerenciar-pedidos.protocolo-agendamento');
    expect(initialTab(noPending, '1')).toBe(4);
    expect(initialTab([], '1')).toBeUndefined();
  });

  it("without the picker (no filtro-fornecedor) the user itself; with it, a picked supplier other than their own code", () => {
    expect(tabsSupplier({ codigo: '1000001', picksSupplier: false }, undefined)).toBe(1000001);
    expect(tabsSupplier({ codigo: '1000001', picksSupplier: false }, 2000001)).toBe(1000001);
    expect(tabsSupplier({ codigo: '0000002', picksSupplier: true }, undefined)).toBeUndefined();
    expect(tabsSupplier({ codigo: '0000002', picksSupplier: true }, 2)).toBeUndefined();
    expect(tabsSupplier({ codigo: '0000002', picksSupplier: true }, 1000001)).toBe(1000001);
  });
});
