import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const rows = (page: Page) => page.getByTestId('pedidosAgendados-table').locator('tbody tr');

/** 1000001 opens 'Pedidos agendados' from the side menu. */
async function openScheduled(page: Page) {
  await loginAs(page, 'moveis');
  await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pedidos agendados' }).click();
  await expect(page).toHaveURL(/#\/agendados$/);
  await expect(page.getByText('1-15 de 24')).toBeVisible();
  await expect(rows(page)).toHaveCount(15);
}

/** Order and product of the first line whose Cancelar is enabled (its label names them). */
async function firstCancellable(page: Page): Promise<{ order: string; product: string }> {
  const label = await page.getByRole('button', { name: /^Cancelar o agendamento do pedido/ }).and(page.locator(':enabled')).first().getAttribute('aria-label');
  const [, order, product] = /pedido (\d+), produto (.+)$/.exec(label ?? '') ?? [];
  return { order, product };
}

test.describe('scheduled orders', () => {
  test('1000001 opens the PDF PT of an order in the viewer, then cancels a cancellable line, which leaves /agendados', async ({ page }) => {
    await openScheduled(page);
    const first = rows(page).first();
    const order = (await first.locator('td').nth(1).textContent())!;
    await first.getByRole('link', { name: `PDF PT do pedido ${order}` }).click();
    await expect(page).toHaveURL(new RegExp(`#/pedidoCompra/\\d+/${order}/PT-BR$`));
    await expect(page.getByRole('heading', { level: 1, name: `Pedido de compra ${order} (Português)` })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Ferramentas do documento' }).getByText(/^\d+ página\(s\)$/)).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/#\/agendados$/);
    await expect(page.getByText('1-15 de 24')).toBeVisible();

    const line = await firstCancellable(page);
    const cancels: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/legacy/pedidos/cancelar')) cancels.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: `Cancelar o agendamento do pedido ${line.order}, produto ${line.product}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar agendamento' });
    await expect(dialog).toContainText(`Deseja cancelar o agendamento do pedido ${line.order}, produto ${line.product}, para `);
    await dialog.getByRole('button', { name: 'Sim' }).dblclick();
    await expect(page.getByText('Agendamento cancelado!')).toBeVisible();
    await expect(page.getByText('1-15 de 23')).toBeVisible();
    await expect(page.getByRole('button', { name: `Cancelar o agendamento do pedido ${line.order}, produto ${line.product}` })).toHaveCount(0);
    expect(cancels).toHaveLength(1);
    expect(JSON.parse(cancels[0])).toMatchObject({ nr_pc: Number(line.order) });
  });

  test("1000001 downloads a scheduled delivery as an .ics calendar file", async ({ page }) => {
    await openScheduled(page);
    const button = page.getByRole('button', { name: /^Adicionar ao calendário a entrega do pedido/ }).first();
    const [, order, product] = /pedido (\d+), produto (.+)$/.exec((await button.getAttribute('aria-label')) ?? '') ?? [];
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^entrega-${order}-\\d+\\.ics$`));
    const text = await readFile((await download.path())!, 'utf-8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    lines.forEach((line) => expect(Buffer.byteLength(line, 'utf-8')).toBeLessThanOrEqual(75));
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('VERSION:2.0\r\n');
    expect(unfolded).toContain('CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n');
    expect(unfolded).toMatch(new RegExp(`\\r\\nUID:${order}-\\d+-(101|40)-\\d{8}@portal-do-fornecedor\\r\\n`));
    expect(unfolded).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\nDTEND;VALUE=DATE:\d{8}\r\n/);
    expect(unfolded).toContain(`SUMMARY:Entrega do pedido ${order} - ${product}\r\n`);
    expect(unfolded).toMatch(/\r\nLOCATION:(Extrema-MG - Rodovia Fernão Dias\\, km 947|Jandira-SP - Estrada dos Galdinos\\, 1200)/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
