import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { installSessionEndHandler } from '../../../src/session/sessionEnd';
import { queuedMessages, renderHomeAs, resetHomeState, silenceCounters, WARNINGS } from './homeTestUtils';

let reload: ReturnType<typeof vi.fn<() => void>>;
let restoreReload: () => void;

beforeEach(() => {
  ({ reload, restore: restoreReload } = resetHomeState());
});

afterEach(() => {
  restoreReload();
  vi.restoreAllMocks();
});

const card = (id: string) => screen.findByTestId(`home-card-${id}`, {}, { timeout: 5000 });

describe('home cards: contact info and failures', () => {
  it("'Ver contatos' opens the contact table and says 'Lista de contatos carregada!' (ahead of the sticky warnings)", async () => {
    const user = userEvent.setup();
    await renderHomeAs('moveis');
    await waitFor(() => expect(queuedMessages()).toHaveLength(3), { timeout: 5000 }); // the three warnings
    const contatos = within(await card('contatos'));
    expect(await contatos.findByText('Central de agendamento')).toBeInTheDocument();
    expect(contatos.getByText('Ouvidoria').closest('li')).toHaveTextContent('? · Reclamações e sugestões.');
    expect(contatos.getByRole('link', { name: /Fale conosco/ })).toHaveAttribute('href', '/contact');

    await user.click(contatos.getByRole('button', { name: 'Ver contatos' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Lista de contatos' });
    const dialog = within(dialogElement);
    // Spec part 1, section 9: the contacts modal table is at most 620 px high (it scrolls inside).
    expect(dialog.getByTestId('contact-info-table')).toHaveStyle({ maxHeight: '620px' });
    // The snackbar sits outside the modal (aria-hidden while it is open), so it is found by its text.
    const loaded = await screen.findByText('Lista de contatos carregada!');
    expect(loaded.closest('.MuiAlert-root')?.className).toMatch(/Success/);

    const headers = [...dialogElement.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Código', 'Grupo', 'Gerentes de departamento', 'Analistas']);
    // Furniture supplier: its own purchasing group and the shared ones, not the accessories group.
    const expected = db.tables.contactInfo.filter((row) => row.supplierType !== 'A');
    await waitFor(() => expect(dialogElement.querySelectorAll('tbody tr')).toHaveLength(expected.length));
    expect(dialog.getByText('Compras - Móveis')).toBeInTheDocument();
    expect(dialog.queryByText('Compras - Acessórios e Utilidades')).not.toBeInTheDocument();
    const first = expected[0].gerentes.split(',')[0].trim();
    const [, name, email] = /^(.*) <(.*)>$/.exec(first)!;
    const mail = dialog.getByRole('link', { name: email });
    expect(mail).toHaveAttribute('href', `mailto:${email}`);
    expect(mail.closest('div')).toHaveTextContent(`${name} ${email}`);
    expect(dialogElement.querySelectorAll('a[href^="mailto:"]').length).toBeGreaterThanOrEqual(expected.length * 3);
    expect(screen.getByTestId('contact-info-table')).toHaveStyle({ maxHeight: '620px' });
    expect(dialogElement.querySelector('table')?.className).toMatch(/stickyHeader/);

    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failing contact-info call shows the support text', async () => {
    silenceCounters();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault('GET /api/legacy/contatoInfo', { status: 500 });
    const user = userEvent.setup();
    await renderHomeAs('moveis');
    const contatos = within(await card('contatos'));
    await user.click(await contatos.findByRole('button', { name: 'Ver contatos' }));
    const failure = await screen.findByText('Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.');
    expect(failure.closest('.MuiAlert-root')?.className).toMatch(/Error/);
    expect(within(screen.getByRole('dialog')).getByText('Erro ao carregar dados!')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a non-200 answer to a card fetch reloads the page, once', async () => {
    setFault('GET /api/legacy/comunicado/', { status: 500 });
    await renderHomeAs('moveis');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // The other cards are not affected.
    expect(await within(await card('contatos')).findByText('Central de agendamento')).toBeInTheDocument();
  });

  it('a second failure right after the reload does not reload again: the card shows the failure text', async () => {
    sessionStorage.setItem('home-card-reload-at', String(Date.now() - 1000));
    setFault('GET /api/legacy/contato/', { status: 503 });
    await renderHomeAs('moveis');
    expect(await within(await card('contatos')).findByText('Erro ao carregar dados!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a network failure, or a legacy status:false under HTTP 200, does not reload', async () => {
    setFault('GET /api/legacy/pendencias/', { body: { status: false, message: 'Falha ao consultar pendências.' } });
    server.use(http.get(apiUrl('legacy', '/comunicado/'), () => HttpResponse.error()));
    await renderHomeAs('moveis');
    expect(await within(await card('pendencias')).findByText('Erro ao carregar dados!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(await card('comunicados')).findByText('Erro ao carregar dados!')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  for (const [name, fault, message] of [
    ["'Token inválido!'", { tokenInvalid: true }, 'Autentificação inválida!'],
    ['a 406', { status406: true }, 'O servidor não aceita mais esta sessão. Entre novamente.'],
  ] as const) {
    it(`${name} on the cards is left to the session's end: its message only, no failure text, no second reload`, async () => {
      const stop = installSessionEndHandler(vi.fn());
      for (const path of ['pendencias/', 'comunicado/', 'contato/']) setFault(`GET /api/legacy/${path}`, fault);
      await renderHomeAs('moveis');
      await waitFor(() => expect(queuedMessages()).toContain(message), { timeout: 5000 });
      for (const id of ['pendencias', 'comunicados', 'contatos']) {
        expect(within(await card(id)).getByLabelText('Carregando…')).toBeInTheDocument();
      }
      expect(screen.queryByText('Erro ao carregar dados!')).not.toBeInTheDocument();
      expect(queuedMessages().filter((text) => !(Object.values(WARNINGS) as string[]).includes(text))).toEqual([message]);
      expect(reload).not.toHaveBeenCalled();
      stop();
    });
  }
});
