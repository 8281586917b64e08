import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';
import { pdfText } from './pdfFiles';

/** dd/MM/yyyy → a day count, to compare protocol days with today. */
const dayNumber = (text: string) => {
  const [day, month, year] = text.split('/').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

test.describe('Protocolos de Agendamento', () => {
  test('1000001 opens a protocol older than 4 days (a hand-typed 31/02 refused) and saves its receipt: a real PDF whose text holds every order number', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Protocolos', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Protocolos de Agendamento' })).toBeVisible();

    const today = dayNumber(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
    const days = page.getByRole('button', { name: /^Abrir o protocolo de / });
    await expect(days.first()).toBeVisible();
    // Oldest first: the first page then holds days well before the last four.
    await page.getByRole('columnheader', { name: 'Datas' }).click();
    const names = await days.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const day = names.map((name) => name.replace('Abrir o protocolo de ', '')).find((text) => today - dayNumber(text) > 4);
    expect(day).toBeDefined();
    await page.getByRole('button', { name: `Abrir o protocolo de ${day}` }).click();

    const items = page.getByRole('table', { name: `Itens do protocolo de ${day}` });
    await expect(items.getByRole('row').nth(1)).toBeVisible();
    const header = await items.getByRole('columnheader').allTextContents();
    const orderColumn = header.indexOf('Nº ped.');
    const orders = await items.getByRole('row').evaluateAll(
      (rows, column) => rows.slice(1).map((row) => row.querySelectorAll('td, th')[column]?.textContent?.trim() ?? ''),
      orderColumn,
    );
    expect(orders.length).toBeGreaterThan(0);

    // A day typed by hand that does not exist: said, and the open protocol stays.
    const picker = page.getByRole('combobox', { name: 'Data do agendamento' });
    await picker.fill('31/02/2026');
    await picker.press('Enter');
    await expect(page.getByText('Data inválida')).toBeVisible();
    await expect(picker).toHaveValue('31/02/2026');
    await expect(items).toBeVisible();

    await page.getByRole('button', { name: `Comprovante do protocolo de ${day} (PDF)` }).click();
    const receipt = page.getByRole('dialog', { name: 'Comprovante do protocolo de pedido' });
    await expect(receipt).toContainText('1000001');
    const download = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Salvar PDF' }).click();
    const saved = await readFile(await (await download).path());
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(saved);
    expect(text).toContain('Comprovante do protocolo de pedido');
    expect(text).toContain(day);
    for (const order of orders) expect(text).toContain(order);
  });
});
