import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { ROUTES } from '../../../src/routes/routeTable';
import { renderAppAs } from '../../helpers/renderApp';

/**
 * Areas whose resource name differs from its spec URL (pedidos → /gerenciarPedidos) or that have add/edit
 * routes (comunicados → /comunicados-ae/:id), with stand-in views: the table mounts them at the spec's URLs.
 * The stand-ins are written into the table's own lines for each test and taken out after it: the route table's users
 * (access, mountRoutes, the menu) keep the line objects and read their views when they render, and the dom project's
 * files share the table (isolate: false), so the lines are put back exactly as they were.
 */
const STAND_IN_VIEWS = (() => {
  const OrdersTab = () => <h1>Aba {useParams().tabId}</h1>;
  const AnnouncementEdit = () => <h1>Comunicado {useParams().id}</h1>;
  const views: Record<string, object> = {
    // A resource with views in place of the real page, to follow react-admin's /pedidos redirect.
    '/gerenciarPedidos': { screen: undefined, resource: { name: 'pedidos', list: () => <h1>Lista de pedidos</h1> } },
    '/GerenciarPedidos/tab/:tabId': { screen: OrdersTab },
    '/comunicados': {
      resource: {
        name: 'comunicados',
        list: () => <h1>Lista de comunicados</h1>,
        create: () => <h1>Novo comunicado</h1>,
        edit: AnnouncementEdit,
      },
    },
  };
  return views;
})();

let putBack: (() => void)[] = [];
beforeEach(() => {
  for (const line of ROUTES) {
    const views = STAND_IN_VIEWS[line.path];
    if (!views) continue;
    const saved = Object.keys(views).map((key) => [key, Object.getOwnPropertyDescriptor(line, key)] as const);
    Object.assign(line, views);
    putBack.push(() => {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(line, key, descriptor);
        else delete (line as unknown as Record<string, unknown>)[key];
      }
    });
  }
});
afterEach(() => {
  for (const restore of putBack) restore();
  putBack = [];
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 5000 });

describe('spec URLs', () => {
  it("react-admin's /pedidos opens Gerenciar pedidos at /#/gerenciarPedidos, with its menu entry", async () => {
    await renderAppAs('master', '/pedidos');
    expect(await heading('Lista de pedidos')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/gerenciarPedidos');
    const menu = within(screen.getByTestId('side-menu'));
    expect(menu.getByRole('menuitem', { name: 'Gerenciar pedidos' })).toHaveAttribute('href', '#/gerenciarPedidos');
  });

  it('opens a route typed in another letter case or with a trailing slash', async () => {
    await renderAppAs('master', '/GERENCIARPEDIDOS/');
    expect(await heading('Lista de pedidos')).toBeInTheDocument();
  });

  it('a home Pendências item opens GerenciarPedidos/tab/1', async () => {
    await renderAppAs('moveis', '/');
    const card = within(await screen.findByTestId('home-card-pendencias', {}, { timeout: 5000 }));
    const links = await card.findAllByRole('link', {}, { timeout: 5000 });
    expect(links[0]).toHaveAttribute('href', '#/GerenciarPedidos/tab/1');
    await userEvent.setup().click(links[0]);
    expect(await heading('Aba 1')).toBeInTheDocument();
  });

  it("react-admin's create and edit paths land on the spec's -ae routes", async () => {
    await renderAppAs('master', '/comunicados/42');
    expect(await heading('Comunicado 42')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/comunicados-ae/42');
    window.location.hash = '#/comunicados/create';
    expect(await heading('Novo comunicado')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/comunicados-ae');
  });

  it('a supplier who may only read announcements gets access denied on /comunicados-ae/7, in any letter case', async () => {
    await renderAppAs('moveis', '/Comunicados-AE/7/');
    expect(await screen.findByTestId('access-denied', {}, { timeout: 5000 })).toHaveTextContent('Acesso negado');
  });
});
