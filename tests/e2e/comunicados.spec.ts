import { expect, test, type Page } from '@playwright/test';
import { dayDigits, field, loginAs, mockTable, typeDate } from './helpers';

interface Supplier {
  ID_PESSOA: number;
  NM_PESSOA: string;
  RET_EMAIL_PESSOA: string;
}

interface SentEmail {
  kind: string;
  subject: string;
  content: string;
  recipients: string[];
}

const TITLE = 'Inventário de fim de ano nos CDs';

async function signOut(page: Page) {
  await page.getByTestId('side-menu').getByRole('button', { name: 'Sair' }).click();
  await expect(field(page, 'Código do fornecedor')).toBeVisible();
}

/** The furniture suppliers, as GET /fornecedores?tipo=M answers the signed-in user. */
function furnitureSuppliers(page: Page): Promise<Supplier[]> {
  return page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/legacy/fornecedores?tipo=M', { headers: { 'User-Token': decodeURIComponent(token) } });
    return ((await response.json()) as { itens: Supplier[] }).itens;
  });
}

/** Today in the browser's time zone, as the date fields' digits (ddMMyyyy). */
test.describe('announcements', () => {
  test('0000001 creates an announcement for two chosen suppliers: 1000001 (chosen) sees it, 2000001 (not chosen) does not', async ({ page }) => {
    // A long flow (several logins or many calls): on CI's two busy workers it runs close to the 30 s default.
    test.slow();
    await loginAs(page, 'master');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    const suppliers = await furnitureSuppliers(page);
    const moveis = suppliers.find((row) => row.ID_PESSOA === 1000001)!;
    // A second chosen supplier, of those without a login.
    const other = suppliers.find((row) => row.ID_PESSOA > 1000003 && row.ID_PESSOA < 2000000)!;

    await page.goto('/#/comunicados');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeVisible();
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/#\/comunicados-ae$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar Comunicado' })).toBeVisible();

    await field(page, 'Título').fill(TITLE);
    await field(page, 'Descrição').fill('O recebimento fica suspenso nos dias do inventário. Reagende as entregas com a central.');
    const today = await dayDigits(page);
    await typeDate(page, 0, today);
    await typeDate(page, 1, today);
    await field(page, 'URL').fill('fornecedores.varejo-casa.com.br/inventario');

    await page.getByRole('switch', { name: 'Todos fornecedores podem visualizar' }).click();
    await expect(page.getByText('Apenas alguns fornecedores podem visualizar')).toBeVisible();
    const table = page.getByTestId('supplier-visibility');
    await table.getByRole('combobox', { name: 'Tipo Fornecedor' }).click();
    await page.getByRole('option', { name: 'Móveis' }).click();
    await table.getByRole('combobox', { name: /Linhas por página/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await table.getByRole('checkbox', { name: `Selecionar ${moveis.NM_PESSOA}` }).check();
    await table.getByRole('checkbox', { name: `Selecionar ${other.NM_PESSOA}` }).check();
    await expect(table.getByText('2 fornecedores selecionados')).toBeVisible();

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/legacy/comunicado') posts.push(request.headers()['content-type']);
    });
    await page.getByRole('button', { name: 'Salvar' }).dblclick();
    await expect(page.getByText('Comunicado adicionado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/#\/comunicados$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);

    // The mock's store as the browser saved it: the announcement and the notification e-mail.
    await expect.poll(async () => (await mockTable<{ titulo: string }>(page, 'announcements')).some((row) => row.titulo === TITLE)).toBe(true);
    await expect.poll(() => mockTable<SentEmail>(page, 'sentEmails')).toHaveLength(1);
    const [mail] = await mockTable<SentEmail>(page, 'sentEmails');
    expect(mail.kind).toBe('comunicado');
    expect(mail.subject).toBe(TITLE);
    expect([...mail.recipients].sort()).toEqual([moveis.RET_EMAIL_PESSOA, other.RET_EMAIL_PESSOA].sort());
    expect(mail.content).toContain('#/comunicados');

    await signOut(page);
    await loginAs(page, 'moveis');
    await expect(page.getByTestId('home-card-comunicados').getByText(TITLE)).toBeVisible();
    await page.goto('/#/comunicados');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adicionar' })).toHaveCount(0);
    // The external page itself is not the portal's: it answers from here.
    await page.context().route('https://fornecedores.varejo-casa.com.br/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Inventário</title>' }));
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `Visualizar ${TITLE}` }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://fornecedores.varejo-casa.com.br/inventario');
    // noopener: the new tab cannot reach the portal's window.
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await opened.close();

    await signOut(page);
    await loginAs(page, 'acessorios');
    await expect(page.getByTestId('home-card-comunicados').getByText('Novo horário de recebimento no CD Extrema')).toBeVisible();
    await expect(page.getByTestId('home-card-comunicados').getByText(TITLE)).toHaveCount(0);
    await page.goto('/#/comunicados');
    await expect(page.getByRole('row').filter({ hasText: 'Novo horário de recebimento no CD Extrema' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
  });

  test("a supplier's Visualizar on a stored file opens the detail page with the PDF drawn by the viewer", async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.goto('/#/comunicados');
    await page.getByRole('button', { name: 'Visualizar Manual do fornecedor 2026' }).click();
    await expect(page).toHaveURL(/#\/comunicados\/arquivos\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manual do fornecedor 2026' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Ferramentas do documento' }).getByText('1 página(s)')).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/#\/comunicados$/);
  });

  test('bad input in the browser: a javascript: URL, a file renamed to .pdf and a 7 MB PDF are refused, nothing is sent', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/legacy/comunicado')) writes.push(request.url());
    });
    await loginAs(page, 'master');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.goto('/#/comunicados-ae');
    await field(page, 'Título').fill('Título\tcom tabulação');
    await field(page, 'Descrição').fill('Texto.');
    const today = await dayDigits(page);
    await typeDate(page, 0, today);
    await typeDate(page, 1, today);
    await page.locator('input[type="file"]').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um pdf') });
    await expect(page.getByRole('alert').filter({ hasText: 'Apenas arquivos pdf são aceitos!' })).toBeVisible();
    await expect(page.getByText('contrato.pdf')).toHaveCount(0);
    await expect(field(page, 'URL')).toBeEnabled();
    // A real PDF of exactly 7 MB: refused ('7 MB or more') and dropped.
    const big = Buffer.alloc(7 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    await page.locator('input[type="file"]').setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByRole('alert').filter({ hasText: 'Tamanho máximo de arquivo 7mb.' })).toBeVisible();
    await expect(page.getByText('grande.pdf')).toHaveCount(0);
    await expect(field(page, 'URL')).toBeEnabled();

    await field(page, 'URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Caracteres inválidos em campo titulo!').first()).toBeVisible();
    await expect(page.getByText('Rota não é uma url válida!').first()).toBeVisible();
    expect(writes).toEqual([]);
  });
});
