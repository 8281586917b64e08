import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { db } from '../../../mocks/db/db';
import { pendenciasOf } from '../../../mocks/home/handlers';
import { server } from '../../../mocks/node';
import type { OrderTab, OrderTabProps } from '../../../src/custom/gerenciarPedidos/orderTabs';
import * as tabListModule from '../../../src/custom/gerenciarPedidos/tabList';
import { GerenciarPedidosPage } from '../../../src/custom/gerenciarPedidos/GerenciarPedidosPage';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { PortalRoutesProvider } from '../../../src/routes/PortalRoutesProvider';
import { SessionUserContext, useSessionUser } from '../../../src/session/SessionUserContext';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';
import { untranslated } from '../../helpers/untranslated';

/** The seven tabs of spec part 2, 2.3 as stubs: the container is tested apart from the tabs' own content. */
const STUB_TABS = (() => {
  const stub = (key: string) =>
    function StubTab({ personId }: OrderTabProps) {
      return <p data-testid="tab-content">{`${key} de ${personId}`}</p>;
    };
  const tabs: Omit<OrderTab, 'component'>[] = [
    { index: 0, key: 'all', permission: 'gerenciar-pedidos.todos-pedidos' },
    { index: 1, key: 'pending', permission: 'gerenciar-pedidos.pendentes', badge: 'pendingSchedules' },
    { index: 2, key: 'confirmed', permission: 'gerenciar-pedidos.confirmados' },
    { index: 3, key: 'refused', permission: 'gerenciar-pedidos.recusados' },
    { index: 4, key: 'protocols', permission: 'gerenciar-pedidos.protocolo-agendamento' },
    { index: 5, key: 'delivered', permission: 'gerenciar-pedidos.entregas-concluidas' },
    { index: 6, key: 'returns', permission: 'gerenciar-pedidos.retiradas-pendentes', badge: 'pendingReturns' },
  ];
  return tabs.map((tab) => ({ ...tab, component: stub(tab.key) }));
})();
standIn(tabListModule, 'ORDER_TABS', () => STUB_TABS);

const LOAD = { timeout: 8000 };
const LABELS = ['Todos pedidos', 'Confirmação pendente', 'Agendamentos confirmados', 'Agendamentos recusados', 'Protocolo de agendamento', 'Entregas concluídas', 'Retiradas pendentes'];

/** The session user without some keys (an access type that does not hold them), and the route table's access with it. */
function Without({ keys, children }: { keys: string[]; children: ReactNode }) {
  const user = useSessionUser();
  const permissions = user.permissions.filter((key) => !keys.includes(key));
  return (
    <SessionUserContext.Provider value={{ ...user, permissions }}>
      <PortalRoutesProvider permissions={permissions}>{children}</PortalRoutesProvider>
    </SessionUserContext.Provider>
  );
}

const open = (account: 'moveis' | 'comercial', route = '/gerenciarPedidos', without: string[] = []) =>
  renderScreenAs(
    account,
    <Without keys={without}>
      <GerenciarPedidosPage />
    </Without>,
    { route, path: route.includes('/tab/') ? '/gerenciarPedidos/tab/:tabId' : '/gerenciarPedidos' },
  );

const tabs = () => screen.getAllByRole('tab');
const selected = () => screen.getByRole('tab', { selected: true });
const content = () => screen.getByTestId('tab-content');
const warnings = () => {
  const { current, waiting } = getSnapshot();
  return [current, ...waiting].filter((item) => item?.type === 'warning').map((item) => item?.message);
};

describe('Gerenciar pedidos: the tabs around the supplier', () => {
  it('a supplier sees its own data: no picker, the seven tabs in order, the first one open, badges on tabs 1 and 6', async () => {
    await open('moveis');
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Selecione o fornecedor' })).not.toBeInTheDocument();
    expect(await screen.findByText('all de 1000001', {}, LOAD)).toBeInTheDocument();
    expect(selected()).toHaveTextContent('Todos pedidos');
    const pending = pendenciasOf('1000001').length;
    const returns = db.tables.pendingReturnProducts.filter((row) => row.personId === '1000001').length;
    expect(pending).toBeGreaterThan(0);
    expect(returns).toBeGreaterThan(0);
    await waitFor(() => expect(tabs()[1]).toHaveAccessibleName(`Confirmação pendente, ${pending} pendentes`), LOAD);
    await waitFor(() => expect(tabs()[6]).toHaveAccessibleName(`Retiradas pendentes, ${returns} pendentes`), LOAD);
    expect(tabs().map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual(LABELS);
    fireEvent.click(tabs()[5]);
    expect(selected()).toHaveTextContent('Entregas concluídas');
    expect(content()).toHaveTextContent('delivered de 1000001');
    expect(untranslated()).toEqual([]);
  });

  it('tab 1 and tab 4 open by route when permitted; another tab id, or a tab not permitted, opens the first permitted tab', async () => {
    const one = await open('moveis', '/gerenciarPedidos/tab/1');
    expect(selected()).toHaveTextContent('Confirmação pendente');
    expect(content()).toHaveTextContent('pending de 1000001');
    one.unmount();
    const four = await open('moveis', '/gerenciarPedidos/tab/4');
    expect(selected()).toHaveTextContent('Protocolo de agendamento');
    four.unmount();
    const six = await open('moveis', '/gerenciarPedidos/tab/6');
    expect(selected()).toHaveTextContent('Todos pedidos');
    six.unmount();
    await open('moveis', '/gerenciarPedidos/tab/1', ['gerenciar-pedidos.todos-pedidos', 'gerenciar-pedidos.pendentes']);
    expect(tabs().map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual(LABELS.filter((_, index) => index > 1));
    expect(selected()).toHaveTextContent('Agendamentos confirmados');
    expect(content()).toHaveTextContent('confirmed de 1000001');
  });

  it("internal staff pick the supplier first: until then every tab warns 'Selecione o fornecedor'; a supplier enables them; clearing it goes back to tab 0", async () => {
    const supplierCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (/\/(suppliers|fornecedores)$/.test(pathname)) supplierCalls.push(pathname);
    });
    await open('comercial', '/gerenciarPedidos/tab/4');
    const picker = screen.getByRole('combobox', { name: 'Selecione o fornecedor' });
    expect(screen.queryByTestId('tab-content')).not.toBeInTheDocument();
    expect(tabs()[2]).toHaveAttribute('aria-disabled', 'true');
    expect(warnings()).toEqual([]);
    fireEvent.click(tabs()[2]);
    expect(warnings()).toEqual(['Selecione o fornecedor']);
    expect(selected()).toHaveTextContent('Protocolo de agendamento');

    fireEvent.change(picker, { target: { value: '1000001' } });
    fireEvent.click(await screen.findByRole('option', { name: /^1000001 - / }, LOAD));
    expect(await screen.findByText('protocols de 1000001', {}, LOAD)).toBeInTheDocument();
    // The orders API's own list (spec part 2, section 7: GET /suppliers), not the legacy /fornecedores.
    expect(new Set(supplierCalls)).toEqual(new Set(['/api/sourcing/suppliers']));
    expect(tabs()[2]).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(tabs()[1]).toHaveAccessibleName(/^Confirmação pendente, \d+ pendentes$/), LOAD);
    fireEvent.click(tabs()[2]);
    expect(content()).toHaveTextContent('confirmed de 1000001');

    fireEvent.click(within(picker.closest('.MuiAutocomplete-root') as HTMLElement).getByTitle('Limpar'));
    await waitFor(() => expect(screen.queryByTestId('tab-content')).not.toBeInTheDocument());
    expect(selected()).toHaveTextContent('Todos pedidos');
    expect(tabs()[1]).toHaveAccessibleName('Confirmação pendente');
  });
});
