import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

interface Protocol {
  DT_AGENDA: string;
  CD_PAGTO: number;
  CD_FIL: number;
  NM_FIL: string;
}

interface InvoiceItem {
  NM_PROD: string;
  QT_ENTRG: number;
}

type PrintedWindow = Window & { __printed?: string[] };

/** A GET to the mock's legacy API with the session's token, as the portal makes it. */
function legacyGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/legacy${url}`, { headers: { 'User-Token': decodeURIComponent(token) } });
    return ((await response.json()) as { itens: T }).itens;
  }, path);
}

const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** 1000001's protocols of the tab's window (today to today + 30) and the invoice items of each. */
async function protocolsOf(page: Page) {
  const { start, end } = await page.evaluate(() => {
    const pad = (value: number) => String(value).padStart(2, '0');
    const text = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
    const today = new Date();
    return { start: text(today), end: text(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30)) };
  });
  const rows = await legacyGet<Protocol[]>(page, `/protocolo/protocoloDatas?idFornecedor=1000001&dtInicio=${start}&dtFim=${end}&paginaDe=1&paginaAte=100`);
  return Promise.all(
    rows.map(async (row) => ({
      row,
      items: await legacyGet<InvoiceItem[]>(
        page,
        `/protocolo/gerenciapedidos/notafiscal?idFornecedor=1000001&dataAgenda=${dmy(row.DT_AGENDA)}&codPagto=${row.CD_PAGTO}&codFilial=${row.CD_FIL}`,
      ),
    })),
  );
}

/** The card of a protocol: its day, branch and payment term. */
const cardOf = (page: Page, row: Protocol, days = row.CD_PAGTO) =>
  page
    .getByRole('article', { name: `Entrega de ${dmy(row.DT_AGENDA)}` })
    .filter({ hasText: `${row.CD_FIL} - ${row.NM_FIL}` })
    .filter({ hasText: `Pagamento em ${days} dias` });

async function openProtocolsTab(page: Page) {
  await page.goto('/#/gerenciarPedidos/tab/4');
  await expect(page.getByRole('tab', { name: 'Protocolo de agendamento' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('protocol-card').first()).toBeVisible();
  // Every protocol of the window on one page.
  await page.getByRole('combobox', { name: /Protocolos por página/ }).click();
  await page.getByRole('option', { name: '25' }).click();
}

test.describe('order management, scheduling protocols (1000001)', () => {
  test("opens a protocol's detail and prints it; changes a payment option; sees the blocked case", async ({ page }) => {
    await page.addInitScript(() => {
      const printed: string[] = [];
      (window as PrintedWindow).__printed = printed;
      window.print = () => void printed.push(document.querySelector('.portal-print-view')?.textContent ?? '');
    });
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    const protocols = await protocolsOf(page);
    const tomorrow = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() + 1);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    });
    const ahead = protocols.filter(({ row }) => row.DT_AGENDA.slice(0, 10) >= tomorrow);
    const partial = ahead.find(({ items }) => items.some((item) => item.QT_ENTRG > 0));
    const changeable = ahead.find(({ items }) => items.length >= 2 && items.every((item) => item.QT_ENTRG === 0)) ?? ahead.find(({ items }) => items.every((item) => item.QT_ENTRG === 0));
    expect(partial, 'a protocol with a partly delivered item').toBeDefined();
    expect(changeable, 'a protocol whose items can be anticipated').toBeDefined();

    await openProtocolsTab(page);

    // The detail: products 4 per page, the invoices, the label buttons.
    const detailCard = cardOf(page, changeable!.row);
    await detailCard.getByRole('button', { name: 'VER DETALHE DA ENTREGA' }).click();
    const detail = page.getByRole('dialog', { name: 'Detalhes do Pedido' });
    await expect(detail.getByTestId('protocol-detail-row').first()).toBeVisible();
    expect(await detail.getByTestId('protocol-detail-row').count()).toBe(Math.min(4, changeable!.items.length));
    await expect(detail.getByRole('region', { name: 'Notas fiscais desta entrega' })).toContainText('Nota fiscal');
    await expect(detail.getByText('Valor líquido').first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'DOWNLOAD ETIQUETA' })).toBeEnabled();
    await expect(detail.getByRole('button', { name: 'DOWNLOAD MANUAL DE ETIQUETAS' })).toBeVisible();
    await detail.getByRole('button', { name: 'FECHAR' }).click();
    await expect(detail).toBeHidden();

    // The printed protocol: the browser's print dialog gets the protocol sheet.
    await detailCard.getByRole('button', { name: 'IMPRIMIR PROTOCOLO' }).click();
    await expect.poll(() => page.evaluate(() => (window as PrintedWindow).__printed?.length ?? 0)).toBe(1);
    const sheet = await page.evaluate(() => (window as PrintedWindow).__printed?.[0] ?? '');
    expect(sheet).toContain('Protocolo de agendamento');
    expect(sheet).toContain(`Data de entrega${dmy(changeable!.row.DT_AGENDA)}`);
    expect(sheet).toContain('Endereço de entrega');
    expect(sheet).toContain(changeable!.items[0].NM_PROD);

    // The payment option of one product: the option in force comes chosen; then the success and, with two terms that day, the invoices warning.
    await detailCard.getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' }).click();
    await expect(page).toHaveURL(/#\/gerenciarPedidos\/protocoloagendamento\/opcaorecebimento$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar opções de recebimento' })).toBeVisible();
    await expect(page.getByText(/^Permitido alterar opção de pagamento em até 1 dias antes da entrega, /)).toBeVisible();
    await page.getByTestId('scheduled-product').first().getByRole('button', { name: /^Alterar a opção de recebimento de / }).click();
    const choice = page.getByRole('dialog', { name: 'Opção de recebimento do produto' });
    await expect(choice.getByRole('radio', { checked: true })).toHaveCount(1);
    await choice.getByLabel('3,0% de desconto - pagamento em 7 dias').check();
    await choice.getByRole('button', { name: 'APLICAR' }).click();
    const success = page.getByRole('dialog', { name: 'Opção de recebimento alterada' });
    await expect(success).toContainText('Feito escolha de antecipação!');
    await success.getByRole('button', { name: 'OK' }).click();
    if (changeable!.items.length >= 2) {
      const invoices = page.getByRole('dialog', { name: 'Mais de uma nota fiscal' });
      await expect(invoices).toContainText(`A entrega de ${dmy(changeable!.row.DT_AGENDA)} agora tem 2 prazos de pagamento.`);
      await invoices.getByRole('button', { name: 'OK' }).click();
    }
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await expect(page).toHaveURL(/#\/GerenciarPedidos\/tab\/4$/);
    await page.getByRole('combobox', { name: /Protocolos por página/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect(cardOf(page, changeable!.row, 7)).toBeVisible();

    // A partly delivered product cannot be anticipated.
    await cardOf(page, partial!.row).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar opções de recebimento' })).toBeVisible();
    const index = partial!.items.findIndex((item) => item.QT_ENTRG > 0);
    await page.getByTestId('scheduled-product').nth(index).getByRole('button', { name: /^Alterar a opção de recebimento de / }).click();
    const blocked = page.getByRole('dialog', { name: 'Antecipação de Pagamento Indisponível' });
    await expect(blocked).toContainText('Itens entregues parcialmente precisam ser desmembrados pela equipe comercial');
    await blocked.getByRole('button', { name: 'OK' }).click();
    await expect(blocked).toBeHidden();
  });
});
