import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const cards = (page: Page) => page.getByTestId('schedule-card');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
/** The pending tab's name with its badge (no badge at 0). */
const pendingTabName = (count: number) => (count > 0 ? `Confirmação pendente, ${count} pendentes` : 'Confirmação pendente');

/** Opens a tab of Gerenciar pedidos and waits for its first card. */
async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first()).toBeVisible();
}

/**
 * Picks the first day 'SUGESTÃO DE NOVA DATA DE ENTREGA' offers (from tomorrow, a day the branch receives on: no
 * weekend, no blocked day) and presses the dialog's button; answers that day as dd/MM/yyyy.
 */
async function chooseFirstDay(page: Page, button: 'CONTINUAR' | 'ENVIAR') {
  const calendar = page.getByRole('dialog', { name: 'SUGESTÃO DE NOVA DATA DE ENTREGA' });
  // A day is a numbered gridcell (the blank cells after the month's end are gridcells too); the days are disabled
  // until the branch's receiving days arrive.
  await calendar.getByRole('gridcell', { name: /^\d{1,2}$/, disabled: false }).first().click();
  const chosen = calendar.getByText(/^Data escolhida: \d{2}\/\d{2}\/\d{4}$/);
  await expect(chosen).toBeVisible();
  const text = ((await chosen.textContent()) ?? '').replace('Data escolhida: ', '');
  await calendar.getByRole('button', { name: button }).click();
  return text;
}

/** Chooses a refusal reason and presses SELECIONAR. */
async function chooseReason(dialog: Locator, reason: string) {
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'SELECIONAR' }).click();
}

test.describe('order management decisions', () => {
  test('1000001 confirms one schedule and refuses another with a date and a reason; they move to tabs 2 and 3; a confirmed one gets a new date', async ({ page }) => {
    // Three decisions and five tab visits in one flow: more than the default 30 s on a loaded machine.
    test.slow();
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.goto('/#/gerenciarPedidos/tab/1');
    await expect(tab(page, 'Confirmação pendente')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first()).toBeVisible();
    const pending = Number(/Total de (\d+) agendamentos? pendentes?/.exec((await page.getByText(/^Total de \d+ agendamento/).textContent()) ?? '')?.[1]);
    expect(pending).toBeGreaterThanOrEqual(2);
    await expect(tab(page, 'Confirmação pendente')).toHaveAccessibleName(pendingTabName(pending));

    // Confirm the first schedule.
    const confirmed = (await cards(page).nth(0).getAttribute('aria-label')) ?? '';
    const refused = (await cards(page).nth(1).getAttribute('aria-label')) ?? '';
    await page.getByRole('article', { name: confirmed }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' }).click();
    const success = page.getByRole('dialog', { name: 'O AGENDAMENTO FOI CONFIRMADO COM SUCESSO!' });
    await expect(success).toContainText('O endereço e a data da entrega podem ser consultados na tela Protocolos de Agendamento.');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('article', { name: confirmed })).toHaveCount(0);
    await expect(tab(page, 'Confirmação pendente')).toHaveAccessibleName(pendingTabName(pending - 1));

    // Refuse the second: a date from tomorrow, then a reason.
    await page.getByRole('article', { name: refused }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'RECUSAR (1) AGENDAMENTOS' }).click();
    const suggested = await chooseFirstDay(page, 'CONTINUAR');
    const reasons = page.getByRole('dialog', { name: 'POR QUAL RAZÃO VOCÊ NÃO CONSEGUIRÁ REALIZAR A ENTREGA DO PRODUTO NA DATA PROPOSTA?' });
    await expect(reasons).toContainText('Lembre-se: o agendamento destes pedidos precisará ser confirmado por você posteriormente.');
    await reasons.getByRole('button', { name: 'SELECIONAR' }).click();
    await expect(reasons.getByText('Por favor selecione um motivo')).toBeVisible();
    await chooseReason(reasons, 'Produção atrasada');
    await expect(page.getByText('Agendamento recusado! A data sugerida foi enviada ao comprador.')).toBeVisible();
    await expect(page.getByRole('article', { name: refused })).toHaveCount(0);
    await expect(tab(page, 'Confirmação pendente')).toHaveAccessibleName(pendingTabName(pending - 2));

    // The confirmed schedule is in tab 2, the refused one in tab 3 with its reason, suggested date and status.
    await openTab(page, 'Agendamentos confirmados');
    await page.getByRole('combobox', { name: /Agendamentos por página/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    const confirmedCard = page.getByRole('article', { name: confirmed });
    await expect(confirmedCard).toBeVisible();
    await openTab(page, 'Agendamentos recusados');
    const refusedCard = page.getByRole('article', { name: refused });
    await refusedCard.getByRole('button', { name: 'VER ITENS RECUSADOS' }).click();
    const items = page.getByRole('dialog', { name: /^Itens recusados do pedido/ });
    const firstRow = items.getByTestId('schedule-item-row').first();
    await expect(firstRow).toContainText(suggested);
    await expect(firstRow).toContainText('Produção atrasada');
    await expect(firstRow.getByRole('cell').last()).toHaveText('Recusado');
    await items.getByRole('button', { name: 'FECHAR' }).click();

    // A new date for the schedule just confirmed (a discount warning first when it is within the penalty days).
    await openTab(page, 'Agendamentos confirmados');
    await page.getByRole('combobox', { name: /Agendamentos por página/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.getByRole('article', { name: confirmed }).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' }).click();
    const penalty = page.getByRole('dialog', { name: 'ALTERAÇÃO PRÓXIMA DA DATA DE ENTREGA' });
    const reason = page.getByRole('dialog', { name: 'POR QUAL RAZÃO VOCÊ NÃO CONSEGUIRÁ REALIZAR A ENTREGA NA DATA CONFIRMADA?' });
    await expect(penalty.or(reason)).toBeVisible();
    if (await penalty.isVisible()) await penalty.getByRole('button', { name: 'Sim' }).click();
    await chooseReason(reason, 'Transporte indisponível na data');
    await chooseFirstDay(page, 'ENVIAR');
    const done = page.getByRole('dialog', { name: 'A data escolhida foi sugerida com sucesso!' });
    await expect(done).toContainText('Se a data escolhida não estiver disponível, a equipe do varejista entrará em contato com você.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('article', { name: confirmed })).toHaveCount(0);
    await openTab(page, 'Agendamentos recusados');
    await expect(page.getByRole('article', { name: confirmed })).toBeVisible();
  });
});
