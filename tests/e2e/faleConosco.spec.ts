import { expect, test, type Page } from '@playwright/test';
import { parseContactPeople } from '../../src/custom/home/contactPeople';
import { field, loginAs, mockTable } from './helpers';

const MB = 1024 * 1024;

/** A PDF-looking buffer of `size` bytes. */
const pdfBuffer = (size: number) => {
  const buffer = Buffer.alloc(size);
  buffer.write('%PDF-1.7\n');
  return buffer;
};

async function openContactUs(page: Page) {
  await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Fale Conosco' }).click();
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(page.getByRole('heading', { name: 'Fale Conosco' })).toBeVisible();
  await expect(page.getByText('Lista de contatos carregadas!')).toBeVisible();
}

/** A row of the mock's sentEmails table. */
interface SentEmail {
  kind: string;
  personId?: string;
  subject: string;
  content: string;
  recipients: string[];
  attachments: { name: string; size: number; type: string }[];
}

/** The addresses of a group's managers and analysts, as the contact-info call answers them to the signed-in user. */
async function addressesOf(page: Page, cdGep: number): Promise<string[]> {
  const rows = await page.evaluate(async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/legacy/contatoInfo', { headers: { 'User-Token': decodeURIComponent(token) } });
    return ((await response.json()) as { itens: { cdGep: number; gerentes: string; analistas: string }[] }).itens;
  });
  const row = rows.find((info) => info.cdGep === cdGep)!;
  return parseContactPeople(`${row.gerentes}, ${row.analistas}`).map((person) => person.email!);
}

const fileInput = (page: Page) => page.getByTestId('contact-attachments').locator('input[type="file"]');

test.describe('contact us', () => {
  test('1000001 writes to the internal team and logistics with an attachment and sees the e-mail sent', async ({ page }) => {
    const sends: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sourcing/contact/send-mail') sends.push(request.headers());
    });
    await loginAs(page, 'moveis');
    await openContactUs(page);
    await expect(page.getByTestId('contact-supplier')).toHaveCount(0);
    const groups = page.getByTestId('contact-groups');
    await expect(groups.getByRole('checkbox', { name: /^Equipe Portal do Fornecedor/ })).toBeChecked();
    await expect(groups.getByRole('checkbox', { name: /^Equipe Portal do Fornecedor/ })).toBeDisabled();

    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await field(page, 'Assunto').fill('Agendamento do pedido 4500120');
    await field(page, 'Mensagem').fill('Bom dia! Podemos antecipar a entrega do pedido 4500120 para sexta-feira?');
    await expect(page.getByTestId('contact-remaining')).toHaveText('Caracteres restantes: 928');
    await groups.getByRole('checkbox', { name: 'Logística e Agendamento' }).check();
    await fileInput(page).setInputFiles({ name: 'pedido-4500120.pdf', mimeType: 'application/pdf', buffer: pdfBuffer(4096) });
    await expect(page.getByTestId('contact-attachments').getByText('pedido-4500120.pdf')).toBeVisible();

    await send.click();
    await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
    expect(sends).toHaveLength(1);
    expect(sends[0]['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sends[0]['x-functions-key']).toBeTruthy();
    // What the mock received and "sent" (its store, as the browser saved it).
    await expect.poll(() => mockTable<SentEmail>(page, 'sentEmails')).toHaveLength(1);
    const [mail] = await mockTable<SentEmail>(page, 'sentEmails');
    expect(mail).toMatchObject({
      kind: 'fale-conosco',
      personId: '1000001',
      subject: 'Agendamento do pedido 4500120',
      content: 'Bom dia! Podemos antecipar a entrega do pedido 4500120 para sexta-feira?',
      attachments: [{ name: 'pedido-4500120.pdf', size: 4096, type: 'application/pdf' }],
    });
    // The internal team's people first, then the logistics group's.
    expect(mail.recipients).toEqual([...new Set([...(await addressesOf(page, 0)), ...(await addressesOf(page, 20))])]);

    // The form starts over for the next message.
    await expect(field(page, 'Assunto')).toHaveValue('');
    await expect(field(page, 'Mensagem')).toHaveValue('');
    await expect(page.getByTestId('contact-attachments').getByText('pedido-4500120.pdf')).toHaveCount(0);
    await expect(groups.getByRole('checkbox', { name: 'Logística e Agendamento' })).not.toBeChecked();
  });

  test('0000001 picks a supplier; a fake PDF and 10 MB + 1 byte of attachments are refused', async ({ page }) => {
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/sourcing/contact/list-contact') lists.push(url.searchParams.get('personId') ?? '');
    });
    await loginAs(page, 'master');
    await openContactUs(page);

    const supplier = page.getByTestId('contact-supplier').getByRole('combobox', { name: 'Fornecedor' });
    await supplier.fill('2000001');
    await page.getByRole('option', { name: /^2000001 - / }).click();
    await expect.poll(() => lists).toEqual(['0000001', '2000001']);
    const groups = page.getByTestId('contact-groups');
    await expect(groups.getByRole('checkbox', { name: 'Compras - Acessórios e Utilidades' })).toBeVisible();
    await expect(groups.getByRole('checkbox', { name: 'Compras - Móveis' })).toHaveCount(0);

    await field(page, 'Assunto').fill('Documentos do fornecedor');
    await field(page, 'Mensagem').fill('Seguem os documentos solicitados.');
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeEnabled();

    await fileInput(page).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um PDF') });
    await expect(page.getByText('Alguns arquivos são inválidos...')).toBeVisible();
    await expect(page.getByTestId('contact-attachments').getByText('contrato.pdf')).toHaveCount(0);

    await fileInput(page).setInputFiles([
      { name: 'parte-1.pdf', mimeType: 'application/pdf', buffer: pdfBuffer(5 * MB) },
      { name: 'parte-2.pdf', mimeType: 'application/pdf', buffer: pdfBuffer(5 * MB + 1) },
    ]);
    const attachments = page.getByTestId('contact-attachments');
    await expect(attachments.getByText('Arquivos muito grandes (devem ser menores de 10MB)')).toBeVisible();
    await expect(send).toBeDisabled();
    await attachments.getByRole('button', { name: 'Remover arquivo parte-2.pdf' }).click();
    await expect(attachments.getByText('Arquivos muito grandes (devem ser menores de 10MB)')).toHaveCount(0);
    await expect(send).toBeEnabled();
  });
});
