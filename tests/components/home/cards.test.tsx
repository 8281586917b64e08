import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { pendenciasOf } from '../../../mocks/home/handlers';
import { homeCookieStore } from '../../../src/custom/home/homeRuntime';
import { checkNewItems } from '../../../src/custom/home/newItems';
import { formatDate } from '../../../src/i18n/format';
import { queuedMessages, renderHomeAs, resetHomeState, silenceCounters } from './homeTestUtils';

let restoreReload: () => void;

beforeEach(() => {
  restoreReload = resetHomeState().restore;
});

afterEach(() => {
  restoreReload();
  vi.restoreAllMocks();
});

const card = (id: string) => screen.findByTestId(`home-card-${id}`, {}, { timeout: 5000 });

describe('home cards', () => {
  it('Pendências lists NR_PC, NR_PEDIDO, DT_AGENDA and QT_DIAS_PRAZO of the supplier, and nothing else', async () => {
    // One item per schedule of 1000001 waiting for its confirmation (Gerenciar pedidos, tab 1).
    const own = pendenciasOf('1000001');
    const pending = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.status === 'P');
    expect(own).toHaveLength(new Set(pending.map((line) => `${line.purchaseOrderId}:${line.branchId}:${line.scheduleDate}`)).size);
    expect(own.length).toBeGreaterThanOrEqual(3);
    await renderHomeAs('moveis');
    const list = within(await card('pendencias'));
    for (const row of own) {
      const item = (await list.findByText(`PC ${row.NR_PC} · Pedido ${row.NR_PEDIDO}`)).closest('a')!;
      const days = row.QT_DIAS_PRAZO === 1 ? '1 dia' : `${row.QT_DIAS_PRAZO} dias`;
      expect(item).toHaveTextContent(`Agenda ${formatDate(row.DT_AGENDA)} · Prazo ${days}`);
    }
    expect(list.getAllByText(/^PC \d+ · Pedido \d+/)).toHaveLength(own.length);
    // Each item opens Gerenciar pedidos on its pending-confirmation tab.
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(own.length);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/GerenciarPedidos/tab/1'));
  });

  it('Pendências is empty for staff (no supplier chosen)', async () => {
    await renderHomeAs('comercial');
    expect(await within(await card('pendencias')).findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('Comunicados lists the titles valid today for the supplier, with safe links only', async () => {
    await renderHomeAs('moveis');
    const comunicados = within(await card('comunicados'));
    expect(await comunicados.findByText('Manual do fornecedor 2026')).toBeInTheDocument();
    expect(comunicados.getByText('Padrão de embalagem para móveis montados')).toBeInTheDocument(); // for furniture suppliers
    expect(comunicados.queryByText('Coleção outono-inverno de acessórios')).not.toBeInTheDocument(); // accessories only
    expect(comunicados.queryByText('Reajuste da tabela de frete 2025')).not.toBeInTheDocument(); // expired
    expect(comunicados.queryByText('Mudança de endereço do escritório central')).not.toBeInTheDocument(); // not yet released

    const link = comunicados.getByRole('link', { name: 'Abrir link do comunicado Novo horário de recebimento no CD Extrema' });
    expect(link).toHaveAttribute('href', 'https://fornecedores.varejo-casa.com.br/comunicados/recebimento-cd-extrema');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A stored file opens the portal's file route.
    const manual = db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!;
    expect(comunicados.getByRole('link', { name: 'Ver arquivo do comunicado Manual do fornecedor 2026' })).toHaveAttribute('href', `/comunicados/arquivos/${manual.id}`);
    const released = db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!.lancamento;
    expect(comunicados.getByText(new RegExp(`^${formatDate(released)} · Consulte a nova edição`))).toBeInTheDocument();
  });

  it('server text is shown as text, and a javascript: link is never rendered', async () => {
    const row = db.tables.announcements.find((item) => item.titulo === 'Manual do fornecedor 2026')!;
    row.titulo = '<img src=x onerror="alert(1)">Aviso';
    row.diretorio = 'javascript:alert(1)';
    await renderHomeAs('moveis');
    const comunicados = within(await card('comunicados'));
    expect(await comunicados.findByText('<img src=x onerror="alert(1)">Aviso')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('first visit (no cache): no badge and nothing marked Novo', async () => {
    await renderHomeAs('moveis');
    const first = within(await card('comunicados'));
    await first.findByText('Manual do fornecedor 2026');
    expect(first.queryByText('Novo')).not.toBeInTheDocument();
    expect(first.queryByLabelText(/itens? novos?/)).not.toBeInTheDocument();
  });

  it('items missing from the cached list are new: badge count and Novo marks', async () => {
    const visible = db.tables.announcements.filter((row) => row.fl_all || row.fornecedores.some((entry) => entry.id_pessoa === 1000001));
    const manual = visible.find((row) => row.titulo === 'Manual do fornecedor 2026')!;
    const training = visible.find((row) => row.titulo === 'Treinamento online do Portal do Fornecedor')!;
    // The previous visit saw every announcement but these two.
    checkNewItems('comunicados', '1000001', visible.filter((row) => row !== manual && row !== training).map((row) => row.id), homeCookieStore);

    await renderHomeAs('moveis');
    const comunicados = within(await card('comunicados'));
    expect(await comunicados.findByLabelText('2 itens novos')).toHaveTextContent('2');
    expect(comunicados.getAllByText('Novo')).toHaveLength(2);
    expect(comunicados.getByText('Manual do fornecedor 2026').closest('li')).toHaveTextContent('Novo');
    expect(comunicados.getByText('Treinamento online do Portal do Fornecedor').closest('li')).toHaveTextContent('Novo');
    // The mark sits beside the title, in a row of its own that never wraps it onto a line of its own.
    const chip = comunicados.getAllByText('Novo')[0].closest('.MuiChip-root') as HTMLElement;
    const row = chip.parentElement as HTMLElement;
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).flexWrap).not.toBe('wrap');
    expect(getComputedStyle(chip).flexShrink).toBe('0');
    expect(row.firstElementChild).toHaveTextContent(/^(Manual do fornecedor 2026|Treinamento online do Portal do Fornecedor)$/);
    // Other cards had no cache: nothing new there.
    expect(within(await card('contatos')).queryByText('Novo')).not.toBeInTheDocument();
  });

  it('shows the help e-mails, the company name and the addresses', async () => {
    silenceCounters();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderHomeAs('acessorios');
    const help = within(await screen.findByTestId('home-help', {}, { timeout: 5000 }));
    const mails = help.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(mails).toEqual(['mailto:duvidas.fornecedor@varejo-casa.com.br', 'mailto:suporte.portal@varejo-casa.com.br']);
    expect(screen.getByText('Casa & Estilo Varejo S.A.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Endereços' }));
    expect(await screen.findByRole('dialog', { name: 'Endereços' })).toHaveTextContent('Centro de distribuição');
    expect(queuedMessages()).toEqual([]);
  });

  it('the card lists are 268 px high and scroll inside the card', async () => {
    await renderHomeAs('moveis');
    for (const id of ['pendencias', 'comunicados', 'contatos']) {
      expect(await screen.findByTestId(`home-card-${id}-list`)).toHaveStyle({ height: '268px', overflowY: 'auto' });
    }
  });
});
