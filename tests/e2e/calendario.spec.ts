import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillScheduleDay, loginAs, transitionsSettled } from './helpers';

const LEAVE_TEXT = 'Tem certeza que deseja sair dessa página e perder suas seleções de datas que não foram agendadas?';

interface Chosen {
  /** The card's name, 'Pedido {nr}, produto {id}'. */
  line: string;
  order: string;
  branchId: number;
  /** dd/MM/yyyy */
  date: string;
}

const cards = (page: Page) => page.getByTestId('calendar-line');
const menuEntry = (page: Page, name: string) => page.getByTestId('side-menu').getByRole('menuitem', { name });
const isoDay = (date: string) => date.split('/').reverse().join('-');

/** Waits for the page of the list whose range reads `range` and whose first line differs from `before`. */
async function showPage(page: Page, range: string, before?: string | null) {
  await expect(page.getByText(range, { exact: true })).toBeVisible();
  if (before) await expect(cards(page).first()).not.toHaveAttribute('aria-label', before);
  await expect(cards(page)).toHaveCount(7);
}

/** Chooses the last available day on a line's timeline (the 'marcar' question answered Sim). */
async function chooseLastDay(page: Page, card: Locator): Promise<Chosen> {
  const cell = card.getByRole('button', { name: /, disponível$/ }).last();
  const date = ((await cell.getAttribute('aria-label')) ?? '').slice(0, 10);
  await cell.click();
  const question = page.getByRole('dialog', { name: 'Data de entrega' });
  await expect(question).toContainText(`Deseja marcar para o dia ${date}?`);
  await question.getByRole('button', { name: 'Sim' }).click();
  await expect(card.getByRole('button', { name: `${date}, escolhida` })).toBeVisible();
  const text = (await card.textContent()) ?? '';
  return {
    line: (await card.getAttribute('aria-label')) ?? '',
    order: /Pedido (\d+)/.exec(text)?.[1] ?? '',
    branchId: Number(/Filial:\s*(\d+)/.exec(text)?.[1]),
    date,
  };
}

test.describe('pending-order calendar', () => {
  for (const viewport of [{ width: 1366, height: 800 }, { width: 375, height: 812 }]) {
    test(`${viewport.width} px: the bulk buttons stay on screen, below the app bar, while a line further down is ticked`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'moveis');
      await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
      await page.goto('/#/pendentesNova');
      await showPage(page, '1 - 7 de 24');
      const last = cards(page).last();
      const tick = last.getByRole('checkbox', { name: /^Selecionar o pedido/ });
      await tick.scrollIntoViewIfNeeded();
      await tick.check();
      const onScreen = async () => {
        // Measured once the app bar's slide and the bar's move along with it are over.
        await transitionsSettled(page);
        for (const name of ['Primeira data disponível para cada', 'Mesma data para todos']) {
          const button = page.getByRole('button', { name });
          await expect(button).toBeInViewport({ ratio: 1 });
          const header = (await page.locator('header').first().boundingBox())!;
          const box = (await button.boundingBox())!;
          // Not under the app bar while it shows.
          if (header.y + header.height > 0) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        }
      };
      await onScreen();
      await expect(page.getByText('1 pedido(s) selecionado(s)')).toBeInViewport();
      // Scrolling back up brings the app bar back: the bar moves below it.
      await page.mouse.wheel(0, -150);
      await onScreen();
      await page.getByRole('button', { name: 'Primeira data disponível para cada' }).click();
      await expect(last.getByRole('button', { name: /, escolhida$/ })).toHaveCount(1);
    });
  }

  test('1000001 schedules three orders from three pages; the day filled meanwhile comes back alone in the failure list; after the reload the other two are on /agendados, one is cancelled; leaving with a chosen day asks', async ({ page }) => {
    // A long flow (several logins or many calls): on CI's two busy workers it runs close to the 30 s default.
    test.slow();
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await menuEntry(page, 'Pedidos não agendados').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos não agendados' })).toBeVisible();
    await showPage(page, '1 - 7 de 24');

    const chosen: Chosen[] = [];
    chosen.push(await chooseLastDay(page, cards(page).first()));
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await showPage(page, '8 - 14 de 24', chosen[0].line);
    chosen.push(await chooseLastDay(page, cards(page).first()));
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await showPage(page, '15 - 21 de 24', chosen[1].line);
    chosen.push(await chooseLastDay(page, cards(page).first()));

    // Back on the first page, its choice is still there.
    await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
    await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
    await showPage(page, '1 - 7 de 24', chosen[2].line);
    await expect(page.getByRole('article', { name: chosen[0].line }).getByRole('button', { name: `${chosen[0].date}, escolhida` })).toBeVisible();

    // Other suppliers take every slot of the second line's day at its branch before Agendar.
    const filled = chosen[1];
    await fillScheduleDay(page, filled.branchId, isoDay(filled.date));
    await page.getByRole('button', { name: 'Agendar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar agendamento' });
    await expect(confirm.getByRole('row')).toHaveCount(4);
    for (const { order, date } of chosen) await expect(confirm.getByRole('row').filter({ hasText: order }).filter({ hasText: date })).toHaveCount(1);
    await confirm.getByRole('button', { name: 'Agendar' }).click();

    const refused = page.getByRole('dialog', { name: 'Pedidos que não puderam ser agendados' });
    await expect(refused.getByRole('columnheader')).toHaveText(['Pedido', 'Data de agendamento', 'Produto', 'Data de entrega', 'Volumes', 'Retorno']);
    const rows = refused.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(filled.order);
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(filled.date);
    await expect(rows.nth(1).getByRole('cell').nth(5)).toHaveText('Data sem capacidade disponível para agendamento');
    await refused.getByRole('button', { name: 'OK' }).click();
    // Loaded again 1 s later: the two scheduled lines no longer wait for a date.
    await showPage(page, '1 - 7 de 22');
    await expect(page.getByRole('button', { name: /, escolhida$/ })).toHaveCount(0);

    // The other two are on /agendados with their dates; one is cancelled and waits for a date again.
    const scheduled = [chosen[0], chosen[2]];
    await menuEntry(page, 'Pedidos agendados').click();
    const agendados = page.getByTestId('pedidosAgendados-table').locator('tbody tr');
    for (const { order, date } of scheduled) {
      await page.getByRole('textbox', { name: 'Pesquisar' }).fill(order);
      await expect(agendados.filter({ hasText: date })).toHaveCount(1);
      await expect(agendados.first()).toContainText(order);
    }
    const cancelled = scheduled[1];
    await agendados.first().getByRole('button', { name: new RegExp(`^Cancelar o agendamento do pedido ${cancelled.order}, `) }).click();
    await page.getByRole('dialog', { name: 'Cancelar agendamento' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Agendamento cancelado!')).toBeVisible();
    await expect(agendados.filter({ hasText: cancelled.date })).toHaveCount(0);
    await menuEntry(page, 'Pedidos não agendados').click();
    await showPage(page, '1 - 7 de 23');

    // Leaving with a day chosen and not sent.
    await chooseLastDay(page, cards(page).first());
    await menuEntry(page, 'Início').click();
    const leave = page.getByRole('dialog', { name: 'Sair da página' });
    await expect(leave).toContainText(LEAVE_TEXT);
    await leave.getByRole('button', { name: 'Não' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/#\/pendentesNova$/);

    // Closing the tab asks the browser's own question.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});
