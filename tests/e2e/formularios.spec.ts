import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { advanceMockClock, dayDigits, field, openMenuEntry, signIn, signOut, typeDate, type DemoAccountName } from './helpers';

const TITLE = 'Pesquisa de capacidade produtiva 2027';
const QUESTIONS = {
  text: 'Principais matérias-primas',
  numeric: 'Capacidade mensal (peças)',
  unique: 'Possui certificação FSC?',
  multiple: 'Canais de venda atendidos',
};

async function addQuestion(page: Page, type: string, title: string, options: readonly string[] = []) {
  const box = page.getByTestId('new-question');
  await box.getByRole('combobox', { name: 'Tipo da questão' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await box.getByRole('textbox', { name: 'Título da questão' }).fill(title);
  await box.getByRole('button', { name: 'Adicionar questão' }).click();
  const card = page.getByTestId('form-question').last();
  for (const option of options) {
    await card.getByRole('textbox', { name: 'Nova opção' }).fill(option);
    await card.getByRole('button', { name: 'Adicionar opção' }).click();
  }
  return card;
}

async function chooseRecipient(page: Page, code: string) {
  const picker = page.getByTestId('form-recipients');
  await picker.getByRole('searchbox', { name: 'Pesquisar fornecedor' }).fill(code);
  await picker.getByRole('checkbox', { name: new RegExp(`^Selecionar ${code} `) }).check();
}

/** POST /forms/answer with the session's token, as the portal sends it; the answer's status. */
function postAnswer(page: Page, formId: number, supplierId: number): Promise<number> {
  return page.evaluate(
    async ({ formId, supplierId }) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/legacy/forms/answer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Token': token },
        body: JSON.stringify({ formId, supplierId, answers: [] }),
      });
      return response.status;
    },
    { formId, supplierId },
  );
}

async function answerAs(page: Page, account: DemoAccountName, answers: { text: string; numeric: string; unique: string; multiple: readonly string[] }) {
  await signIn(page, account);
  await openMenuEntry(page, 'Documentos', 'Formulários', /#\/formularios$/);
  await page.getByRole('button', { name: `Visualizar formulário ${TITLE}` }).or(page.getByRole('link', { name: `Visualizar formulário ${TITLE}` })).click();
  await page.getByRole('button', { name: 'Responder' }).click();
  await page.getByRole('textbox', { name: QUESTIONS.text }).fill(answers.text);
  const numeric = page.getByRole('textbox', { name: QUESTIONS.numeric });
  await numeric.pressSequentially('e-+');
  await expect(numeric).toHaveValue('');
  await numeric.pressSequentially(answers.numeric);
  await expect(numeric).toHaveValue(answers.numeric);
  await page.getByRole('group', { name: QUESTIONS.unique }).getByRole('radio', { name: answers.unique }).check();
  for (const channel of answers.multiple) await page.getByRole('group', { name: QUESTIONS.multiple }).getByRole('checkbox', { name: channel }).check();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByText('Formulário respondido com sucesso!')).toBeVisible();
}

/** A ';' CSV with a BOM: its lines split into cells (the export writes no ';' inside these answers). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/^\t/, '')));

test.describe('Formulários', () => {
  test('0000003 creates a form for 1000001 and 2000001 (a 101-character title and a repeated option refused); a day later both answer (e, - and + refused in a number); the export parses into their two rows and the summary counts them', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'sourcing');
    await openMenuEntry(page, 'Documentos', 'Formulários', /#\/formularios$/);
    await page.getByRole('link', { name: 'Cadastrar Formulário' }).click();
    await expect(page.getByRole('heading', { name: 'Cadastrar Formulário' })).toBeVisible();

    await field(page, 'Título').fill('x'.repeat(101));
    await field(page, 'Descrição').fill('Levantamento anual da capacidade dos fornecedores de móveis e acessórios.');
    await typeDate(page, 0, await dayDigits(page, 1));
    await typeDate(page, 1, await dayDigits(page, 15));
    await addQuestion(page, 'Texto', QUESTIONS.text);
    await addQuestion(page, 'Numérico', QUESTIONS.numeric);
    await addQuestion(page, 'Seleção única', QUESTIONS.unique, ['Sim', 'Não']);
    const multiple = await addQuestion(page, 'Múltipla escolha', QUESTIONS.multiple, ['Lojas físicas', 'Comércio eletrônico', 'Lojas físicas']);
    await expect(multiple.getByText('Essa opção já existe nesta pergunta')).toBeVisible();
    await multiple.getByRole('textbox', { name: 'Nova opção' }).fill('Atacado');
    await multiple.getByRole('button', { name: 'Adicionar opção' }).click();
    await chooseRecipient(page, '1000001');
    await chooseRecipient(page, '2000001');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O título pode ter no máximo 100 caracteres!')).toBeVisible();
    await field(page, 'Título').fill(TITLE);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Formulário criado com sucesso! Será publicado assim que o prazo de vigência iniciar.')).toBeVisible();
    await expect(page).toHaveURL(/#\/formularios$/, { timeout: 10_000 });
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('Rascunho');
    await advanceMockClock(page, 1);
    await signOut(page);

    await answerAs(page, 'moveis', { text: 'Pinus, eucalipto e MDF', numeric: '1200', unique: 'Sim', multiple: ['Lojas físicas', 'Atacado'] });
    expect(await postAnswer(page, 101, 2000001)).toBe(403);
    expect(await postAnswer(page, 103, 1000001)).toBe(409);
    await signOut(page);
    await answerAs(page, 'acessorios', { text: 'Cerâmica e vidro', numeric: '350.5', unique: 'Não', multiple: ['Comércio eletrônico'] });
    await signOut(page);

    await signIn(page, 'sourcing');
    await openMenuEntry(page, 'Documentos', 'Formulários', /#\/formularios$/);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toContainText('Publicado');
    await expect(row).toContainText('2 de 2');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Exportar respostas de ${TITLE}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${TITLE}.csv`);
    const [header, ...lines] = csvRows(await readFile(await saved.path(), 'utf8'));
    expect(header).toEqual(['Código', 'Fornecedor', 'Respondido em', QUESTIONS.text, QUESTIONS.numeric, QUESTIONS.unique, QUESTIONS.multiple]);
    expect(lines).toHaveLength(2);
    const bySupplier = Object.fromEntries(lines.map((line) => [line[0], line]));
    expect(bySupplier['1000001'].slice(3)).toEqual(['Pinus, eucalipto e MDF', '1200', 'Sim', 'Lojas físicas, Atacado']);
    expect(bySupplier['2000001'].slice(3)).toEqual(['Cerâmica e vidro', '350.5', 'Não', 'Comércio eletrônico']);

    await row.getByRole('link', { name: `Resumo das respostas de ${TITLE}` }).or(row.getByRole('button', { name: `Resumo das respostas de ${TITLE}` })).click();
    await expect(page.getByText('2 de 2 fornecedores responderam')).toBeVisible();
    const unique = page.getByRole('table', { name: `Respostas por opção de ${QUESTIONS.unique}` });
    await expect(unique.getByRole('row', { name: /Sim/ })).toContainText('1');
    await expect(unique.getByRole('row', { name: /Não/ })).toContainText('1');
    const channels = page.getByRole('table', { name: `Respostas por opção de ${QUESTIONS.multiple}` });
    await expect(channels.getByRole('row', { name: /Lojas físicas/ })).toContainText('1');
    await expect(channels.getByRole('row', { name: /Comércio eletrônico/ })).toContainText('1');
    await expect(channels.getByRole('row', { name: /Atacado/ })).toContainText('1');
  });
});
