import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { ContactPage } from '../../../src/custom/faleConosco/ContactPage';
import { nodeFile, stubNodeFormData } from '../../helpers/nodeFiles';
import { renderScreenAs } from '../../helpers/renderScreen';

const MB = 1024 * 1024;
const LOAD = { timeout: 8000 };
const SEND_MAIL = 'POST /api/sourcing/contact/send-mail';
const LIST_CONTACT = 'GET /api/sourcing/contact/list-contact';

const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const pdf = (name: string, size = 256) => nodeFile([pdfBytes(size)], name, 'application/pdf');

/** Every list-contact and send-mail request the screen makes. */
function watchCalls() {
  const lists: URL[] = [];
  const sends: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/sourcing/contact/list-contact') lists.push(url);
    if (url.pathname === '/api/sourcing/contact/send-mail') sends.push(request);
  });
  return { lists, sends };
}

async function openContact(account: 'moveis' | 'master' = 'moveis') {
  await stubNodeFormData();
  const calls = watchCalls();
  await renderScreenAs(account, <ContactPage />, { route: '/contact' });
  await screen.findByTestId('contact-page', {}, LOAD);
  const groups = within(screen.getByTestId('contact-groups'));
  return {
    calls,
    user: userEvent.setup({ delay: null, applyAccept: false }),
    subject: screen.getByRole('textbox', { name: /^Assunto/ }) as HTMLInputElement,
    content: screen.getByRole('textbox', { name: /^Mensagem/ }) as HTMLTextAreaElement,
    fileInput: screen.getByLabelText('Anexar arquivos', { selector: 'input' }) as HTMLInputElement,
    send: screen.getByRole('button', { name: 'Enviar' }),
    groups,
    checkbox: (name: string | RegExp) => groups.getByRole('checkbox', { name }) as HTMLInputElement,
  };
}

/** The snackbar on screen (MUI Alert) and its severity. */
async function snackbar(text: string, severity: 'success' | 'error' | 'warning') {
  const message = await screen.findByText(text, {}, LOAD);
  const alert = message.closest('.MuiAlert-root');
  expect(alert, text).not.toBeNull();
  expect(alert!.className).toContain(`MuiAlert-color${severity[0].toUpperCase()}${severity.slice(1)}`);
  return alert as HTMLElement;
}

/** Waits for a message and closes it, so that the next one shows at once instead of after its 3 s (8 s for errors). */
async function closeSnackbar(text: string, severity: 'success' | 'error' | 'warning') {
  const alert = await snackbar(text, severity);
  fireEvent.click(within(alert).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

const attachmentsBox = () => within(screen.getByTestId('contact-attachments'));

async function fillValidMessage(page: Awaited<ReturnType<typeof openContact>>) {
  await page.user.click(page.subject);
  await page.user.paste('Dúvida sobre o pedido 4500120');
  await page.user.click(page.content);
  await page.user.paste('Bom dia, o pedido 4500120 pode ser entregue na próxima semana?');
}

describe('Fale Conosco (/contact) as a supplier (1000001)', () => {
  it("loads the supplier's groups ('Lista de contatos carregadas!'); the internal team is ticked and fixed; no supplier picker", async () => {
    const { calls, checkbox, send } = await openContact();
    expect(screen.getByRole('heading', { name: 'Fale Conosco' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Fale Conosco'));
    await snackbar('Lista de contatos carregadas!', 'success');
    expect(calls.lists.map((url) => url.searchParams.get('personId'))).toEqual(['1000001']);

    const internal = checkbox(/^Equipe Portal do Fornecedor/);
    expect(internal).toBeChecked();
    expect(internal).toBeDisabled();
    expect(checkbox('Compras - Móveis')).not.toBeChecked();
    expect(checkbox('Compras - Móveis')).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: 'Compras - Acessórios e Utilidades' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-supplier')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).not.toBeInTheDocument();
    // Nothing typed yet: the required fields are errors, so Enviar waits.
    expect(send).toBeDisabled();
  });

  it("shows 'Coloque um assunto' and 'Coloque uma mensagem' once the fields are left empty, and counts what is left of 1000", async () => {
    const { subject, content, send, user } = await openContact();
    expect(screen.getByTestId('contact-remaining')).toHaveTextContent('Caracteres restantes: 1000');
    expect(screen.queryByText('Coloque um assunto')).not.toBeInTheDocument();
    await user.click(subject);
    await user.click(content);
    expect(screen.getByText('Coloque um assunto')).toBeInTheDocument();
    await user.click(subject);
    expect(screen.getByText('Coloque uma mensagem')).toBeInTheDocument();

    await user.type(subject, 'Assunto');
    expect(screen.queryByText('Coloque um assunto')).not.toBeInTheDocument();
    await user.type(content, 'Olá!');
    expect(screen.queryByText('Coloque uma mensagem')).not.toBeInTheDocument();
    expect(screen.getByTestId('contact-remaining')).toHaveTextContent('Caracteres restantes: 996');
    await waitFor(() => expect(send).toBeEnabled());
    await user.clear(content);
    expect(screen.getByText('Coloque uma mensagem')).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('stops the subject at 150 characters and the message at 1000 (counter at 0)', async () => {
    const { subject, content, user } = await openContact();
    await user.click(subject);
    await user.paste('a'.repeat(200));
    expect(subject.value).toHaveLength(150);
    await user.click(content);
    await user.paste('m'.repeat(1200));
    expect(content.value).toHaveLength(1000);
    expect(screen.getByTestId('contact-remaining')).toHaveTextContent('Caracteres restantes: 0');
  });

  it("refuses another type and a file renamed to .pdf that is not a PDF: 'Alguns arquivos são inválidos...'", async () => {
    const { fileInput, user } = await openContact();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await user.upload(fileInput, [nodeFile(['MZ'], 'programa.exe'), nodeFile(['isto não é um pdf'], 'nota.pdf', 'application/pdf'), pdf('pedido.pdf')]);
    await snackbar('Alguns arquivos são inválidos...', 'warning');
    expect(attachmentsBox().getByText('pedido.pdf')).toBeInTheDocument();
    expect(attachmentsBox().queryByText('nota.pdf')).not.toBeInTheDocument();
    expect(attachmentsBox().queryByText('programa.exe')).not.toBeInTheDocument();
  });

  it("refuses 10 MB + 1 byte of attachments: 'Arquivos muito grandes (devem ser menores de 10MB)' and Enviar waits until one goes", async () => {
    const page = await openContact();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await fillValidMessage(page);
    await waitFor(() => expect(page.send).toBeEnabled(), LOAD);
    await page.user.upload(page.fileInput, [pdf('parte-1.pdf', 5 * MB), pdf('parte-2.pdf', 5 * MB + 1)]);
    expect(await attachmentsBox().findByText('Arquivos muito grandes (devem ser menores de 10MB)')).toBeInTheDocument();
    expect(page.send).toBeDisabled();

    await page.user.click(attachmentsBox().getByRole('button', { name: 'Remover arquivo parte-2.pdf' }));
    expect(attachmentsBox().queryByText('Arquivos muito grandes (devem ser menores de 10MB)')).not.toBeInTheDocument();
    expect(page.send).toBeEnabled();

    // One file above the whole allowance is refused as soon as it is chosen.
    await page.user.upload(page.fileInput, pdf('enorme.pdf', 10 * MB + 1));
    await snackbar('Arquivos muito grandes (devem ser menores de 10MB)', 'warning');
    expect(attachmentsBox().queryByText('enorme.pdf')).not.toBeInTheDocument();
  });

  it("sends subject, message, groups and attachments once however many clicks, says 'E-mail enviado com sucesso!' and clears the form", async () => {
    const page = await openContact();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await fillValidMessage(page);
    await page.user.click(page.checkbox('Logística e Agendamento'));
    await page.user.upload(page.fileInput, [pdf('pedido-4500120.pdf'), nodeFile(['item;qtd\n1;2'], 'itens.csv', 'text/csv')]);
    expect(await attachmentsBox().findByText('itens.csv')).toBeInTheDocument();
    await waitFor(() => expect(page.send).toBeEnabled());

    fireEvent.click(page.send);
    fireEvent.click(page.send);
    await snackbar('E-mail enviado com sucesso!', 'success');
    expect(page.calls.sends).toHaveLength(1);
    expect(db.tables.sentEmails).toHaveLength(1);
    const sent = db.tables.sentEmails[0];
    expect(sent).toMatchObject({
      kind: 'fale-conosco',
      subject: 'Dúvida sobre o pedido 4500120',
      content: 'Bom dia, o pedido 4500120 pode ser entregue na próxima semana?',
      personId: '1000001',
    });
    expect(sent.attachments.map((file) => file.name)).toEqual(['pedido-4500120.pdf', 'itens.csv']);
    const internalTeam = db.tables.contactInfo.find((row) => row.cdGep === 0)!;
    const logistics = db.tables.contactInfo.find((row) => row.cdGep === 20)!;
    const someAddress = (text: string) => /<([^>]+)>/.exec(text)![1];
    expect(sent.recipients).toEqual(expect.arrayContaining([someAddress(internalTeam.gerentes), someAddress(logistics.analistas)]));

    await waitFor(() => expect(page.subject).toHaveValue(''));
    expect(page.content).toHaveValue('');
    expect(attachmentsBox().queryByText('itens.csv')).not.toBeInTheDocument();
    expect(page.checkbox('Logística e Agendamento')).not.toBeChecked();
    expect(page.checkbox(/^Equipe Portal do Fornecedor/)).toBeChecked();
    expect(screen.queryByText('Coloque um assunto')).not.toBeInTheDocument();
    expect(page.send).toBeDisabled();
  });

  it("keeps everything typed and chosen after 'Erro ao enviar e-mail', and may send again", async () => {
    const page = await openContact();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await fillValidMessage(page);
    await page.user.click(page.checkbox('Financeiro - Contas a Pagar'));
    await page.user.upload(page.fileInput, pdf('boleto.pdf'));
    expect(await attachmentsBox().findByText('boleto.pdf')).toBeInTheDocument();
    setFault(SEND_MAIL, { status: 500, times: 1 });

    await page.user.click(page.send);
    await closeSnackbar('Erro ao enviar e-mail', 'error');
    expect(db.tables.sentEmails).toHaveLength(0);
    expect(page.subject).toHaveValue('Dúvida sobre o pedido 4500120');
    expect(page.content).toHaveValue('Bom dia, o pedido 4500120 pode ser entregue na próxima semana?');
    expect(page.checkbox('Financeiro - Contas a Pagar')).toBeChecked();
    expect(attachmentsBox().getByText('boleto.pdf')).toBeInTheDocument();
    expect(page.send).toBeEnabled();

    await page.user.click(page.send);
    await snackbar('E-mail enviado com sucesso!', 'success');
    expect(db.tables.sentEmails).toHaveLength(1);
    expect(db.tables.sentEmails[0].attachments.map((file) => file.name)).toEqual(['boleto.pdf']);
  });

  it("says 'Campos necessários, não foram retornados pelo servidor!' and keeps the text when a 200 answer is {} or an HTML page", async () => {
    const answers = [HttpResponse.json({}), HttpResponse.html('<html><body>Portal</body></html>')];
    server.use(http.post(`http://localhost${SEND_MAIL.split(' ')[1]}`, () => answers.shift()));
    const page = await openContact();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await fillValidMessage(page);
    await page.user.click(page.checkbox('Financeiro - Contas a Pagar'));
    await waitFor(() => expect(page.send).toBeEnabled(), LOAD);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.user.click(page.send);
      await closeSnackbar('Campos necessários, não foram retornados pelo servidor!', 'error');
      expect(screen.queryByText('E-mail enviado com sucesso!')).not.toBeInTheDocument();
      expect(page.subject).toHaveValue('Dúvida sobre o pedido 4500120');
      expect(page.content).toHaveValue('Bom dia, o pedido 4500120 pode ser entregue na próxima semana?');
      expect(page.checkbox('Financeiro - Contas a Pagar')).toBeChecked();
      await waitFor(() => expect(page.send).toBeEnabled());
    }
    expect(answers).toHaveLength(0);
  });

  it('keeps Enviar disabled while the contacts load', async () => {
    // The contacts answer when the test says so (a fixed delay raced the typing on a busy machine).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get(`http://localhost${LIST_CONTACT.split(' ')[1]}`, () => held.then(() => undefined)));
    const page = await openContact();
    await fillValidMessage(page);
    expect(screen.getByRole('progressbar', { name: 'Carregando contatos' })).toBeInTheDocument();
    expect(page.send).toBeDisabled();
    answer();
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await waitFor(() => expect(page.send).toBeEnabled());
    expect(screen.queryByRole('progressbar', { name: 'Carregando contatos' })).not.toBeInTheDocument();
  });

  it("says 'Falha ao carregar contatos!' when the groups cannot be loaded; the internal team is still sent", async () => {
    setFault(LIST_CONTACT, { status: 500 });
    const page = await openContact();
    await closeSnackbar('Falha ao carregar contatos!', 'error');
    await fillValidMessage(page);
    await waitFor(() => expect(page.send).toBeEnabled());
    await page.user.click(page.send);
    await snackbar('E-mail enviado com sucesso!', 'success');
    expect(db.tables.sentEmails[0].recipients.length).toBeGreaterThan(0);
    const internalTeam = db.tables.contactInfo.find((row) => row.cdGep === 0)!;
    expect(internalTeam.gerentes).toContain(db.tables.sentEmails[0].recipients[0]);
  });
});

describe('Fale Conosco (/contact) as Master (0000001)', () => {
  it('picks a supplier: the groups reload for it, choices it is not offered are dropped, and the e-mail is written for it', async () => {
    const page = await openContact('master');
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    expect(page.calls.lists.map((url) => url.searchParams.get('personId'))).toEqual(['0000001']);
    // Staff writing for themselves see every group.
    await page.user.click(page.checkbox('Compras - Móveis'));
    expect(page.checkbox('Compras - Acessórios e Utilidades')).not.toBeChecked();

    const supplier = within(screen.getByTestId('contact-supplier')).getByRole('combobox', { name: 'Fornecedor' }) as HTMLInputElement;
    await page.user.click(supplier);
    await page.user.paste('2000001');
    // Click once the search has answered: an option of the first, unfiltered list may be replaced under the click.
    const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
    await waitFor(() => expect(options().length > 0 && options().every((text) => text.startsWith('2000001 - '))).toBe(true), LOAD);
    fireEvent.click(screen.getByRole('option', { name: /^2000001 - / }));
    await waitFor(() => expect(page.calls.lists.map((url) => url.searchParams.get('personId'))).toEqual(['0000001', '2000001']), LOAD);
    await closeSnackbar('Lista de contatos carregadas!', 'success');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Compras - Móveis' })).not.toBeInTheDocument(), LOAD);
    expect(page.checkbox('Compras - Acessórios e Utilidades')).not.toBeChecked();
    await page.user.click(page.checkbox('Compras - Acessórios e Utilidades'));
    expect(supplier.value).toMatch(/^2000001 - /);

    await fillValidMessage(page);
    await waitFor(() => expect(page.send).toBeEnabled());
    await page.user.click(page.send);
    await snackbar('E-mail enviado com sucesso!', 'success');
    const sent = db.tables.sentEmails[0];
    expect(sent.personId).toBe('2000001');
    const purchasing = (cdGep: number) => db.tables.contactInfo.find((row) => row.cdGep === cdGep)!;
    const firstAddress = (cdGep: number) => /<([^>]+)>/.exec(purchasing(cdGep).gerentes)![1];
    expect(sent.recipients).toContain(firstAddress(12));
    expect(sent.recipients).not.toContain(firstAddress(11));
    // The supplier stays chosen for the next message.
    expect(supplier.value).toMatch(/^2000001 - /);
  });
});
