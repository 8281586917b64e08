import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendenciasOf } from '../../../mocks/home/handlers';
import * as access from '../../../src/routes/access';
import { renderAppAs } from '../../helpers/renderApp';
import { standIn } from '../../helpers/standIn';
import { resetHomeState } from './homeTestUtils';

/**
 * isMounted as the real registry says, or (for a test) every route mounted, as when later screens exist, or
 * some routes not mounted, as before their screens existed.
 */
const mounted = { all: false, missing: [] as string[] };
const realIsMounted = access.isMounted;
standIn(access, 'isMounted', () => (route: string) => !mounted.missing.includes(route) && (mounted.all || realIsMounted(route)));

let restoreReload: () => void;

beforeEach(() => {
  restoreReload = resetHomeState().restore;
  mounted.all = false;
  mounted.missing = [];
});

afterEach(() => {
  restoreReload();
});

const home = async () => within(await screen.findByTestId('home-screen', {}, { timeout: 5000 }));
const SHORTCUT_TITLES = ['Pedidos não agendados', 'Pedidos agendados', 'Pagamentos', 'Nota Fiscal', 'Protocolos de agendamento'];

function shortcutLinks(): Record<string, string | null> {
  const cards = screen.getByTestId('home-shortcuts').querySelectorAll('[data-testid^="home-shortcut-"] a');
  return Object.fromEntries([...cards].map((link) => [link.querySelector('h2')?.textContent ?? '', link.getAttribute('href')]));
}

describe('home shortcuts and links to other screens', () => {
  it('while their screens do not exist, no shortcut, no Fale conosco and no clickable pendência', async () => {
    mounted.missing = ['/contact', '/pendentesNova', '/agendados', '/pagamentos', '/notas', '/protocolos', '/GerenciarPedidos/tab/1'];
    await renderAppAs('moveis');
    const page = await home();
    await page.findAllByText(/^PC \d+ · Pedido \d+/, {}, { timeout: 5000 });
    expect(shortcutLinks()).toEqual({});
    for (const title of SHORTCUT_TITLES) expect(page.queryByText(title, { selector: 'h2' })).not.toBeInTheDocument();
    expect(page.getByTestId('home-help')).toBeInTheDocument();
    expect(page.queryByText('Fale conosco')).not.toBeInTheDocument();
    expect(page.getByTestId('home-card-pendencias').querySelectorAll('a')).toHaveLength(0);
  });

  it('with the screens mounted, 1000001 gets every shortcut (the new pending screen) and working links', async () => {
    mounted.all = true;
    const user = userEvent.setup();
    await renderAppAs('moveis');
    const page = await home();
    await waitFor(() =>
      expect(shortcutLinks()).toEqual({
        'Pedidos não agendados': '#/pendentesNova',
        'Pedidos agendados': '#/agendados',
        Pagamentos: '#/pagamentos',
        'Nota Fiscal': '#/notas',
        'Protocolos de agendamento': '#/protocolos',
      }),
    );
    expect(page.getByText('Fale conosco').closest('a')).toHaveAttribute('href', '#/contact');

    const pendencias = within(page.getByTestId('home-card-pendencias'));
    await pendencias.findAllByText(/^PC \d+ · Pedido \d+/);
    const items = [...page.getByTestId('home-card-pendencias').querySelectorAll('a')];
    expect(items).toHaveLength(pendenciasOf('1000001').length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    items.forEach((item) => expect(item).toHaveAttribute('href', '#/GerenciarPedidos/tab/1'));

    // A stored announcement file opens the portal's file viewer once it exists.
    const comunicados = within(page.getByTestId('home-card-comunicados'));
    const file = await comunicados.findByLabelText('Ver arquivo do comunicado Manual do fornecedor 2026');
    expect(file.getAttribute('href')).toMatch(/^#\/comunicados\/arquivos\/\d+$/);

    await user.click(items[0]);
    await waitFor(() => expect(window.location.hash).toBe('#/GerenciarPedidos/tab/1'));
  });

  it('2000001 (older pending screen) gets /pendentes', async () => {
    mounted.all = true;
    await renderAppAs('acessorios');
    await home();
    await waitFor(() => expect(shortcutLinks()['Pedidos não agendados']).toBe('#/pendentes'));
  });

  it('each shortcut needs its permission: Admin - sourcing holds none of them', async () => {
    mounted.all = true;
    await renderAppAs('sourcing');
    const page = await home();
    await page.findByTestId('home-card-comunicados');
    expect(shortcutLinks()).toEqual({});
    expect(page.queryByTestId('home-card-pendencias')).not.toBeInTheDocument(); // no gerenciar-pedidos.pendentes
    expect(page.getByText('Fale conosco').closest('a')).toHaveAttribute('href', '#/contact');
  });
});
