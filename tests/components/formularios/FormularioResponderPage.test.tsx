import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { FormularioResponderPage } from '../../../src/resources/formularios/answer/FormularioResponderPage';
import type { AccountName } from '../../helpers/accounts';
import { advanceUntil } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';

const LOAD = { timeout: 8000 };
const TEXT_Q = 'Descreva os principais desafios de entrega no último trimestre';
const NUMERIC_Q = 'Quantos funcionários trabalham na sua empresa?';
const UNIQUE_Q = 'Como avalia o portal do fornecedor?';
const MULTIPLE_Q = 'Quais certificações sua empresa possui?';

function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/formularios/responder/:id" element={<FormularioResponderPage />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

/** The JSON bodies of every POST /forms/answer the screen sent. */
function watchAnswers(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/forms/answer')) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

async function openForm(account: AccountName, id: number) {
  await renderScreenAs(account, <Screens />, { route: `/formularios/responder/${id}`, path: '/*' });
  await screen.findByTestId('form-answer-page', {}, LOAD);
}

const textBox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/\?/g, '\\?')}`) }) as HTMLInputElement;
const group = (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name.replace(/\?/g, '\\?')}`) }));

describe('Responder Formulário (/formularios/responder/{id})', { timeout: 60_000 }, () => {
  it('1000001 answers a required published form once: preview first, numbers refuse e, minus and plus, every question needed', async () => {
    const answers = watchAnswers();
    const messages = watchMessages();
    await openForm('moveis', 106);
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionário de sustentabilidade' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Todas as questões são obrigatórias.')).toBeInTheDocument();
    expect(textBox(TEXT_Q)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(textBox(TEXT_Q)).toBeEnabled();

    // The success below waits for this warning's seconds on screen: they pass on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(messages).toContain('Responda todas as questões obrigatórias!'));
    expect(screen.getAllByText('Resposta obrigatória')).toHaveLength(4);
    expect(answers).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.type(textBox(NUMERIC_Q), '1e-2+5');
    expect(textBox(NUMERIC_Q).value).toBe('125');
    fireEvent.change(textBox(TEXT_Q), { target: { value: '  Chuvas na rodovia  ' } });
    fireEvent.click(group(UNIQUE_Q).getByRole('radio', { name: 'Bom' }));
    fireEvent.click(group(MULTIPLE_Q).getByRole('checkbox', { name: 'FSC' }));
    fireEvent.click(group(MULTIPLE_Q).getByRole('checkbox', { name: 'ISO 9001' }));
    expect(screen.queryByText('Resposta obrigatória')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await advanceUntil(() => expect(screen.getByText('Formulário respondido com sucesso!')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Editar respostas' }, LOAD)).toBeInTheDocument();
    expect(answers).toEqual([
      {
        formId: 106,
        supplierId: 1000001,
        answers: [
          { id: 10601, text: 'Chuvas na rodovia' },
          { id: 10602, text: '125' },
          { id: 10603, selected: [106032] },
          { id: 10604, selected: [106041, 106043] },
        ],
      },
    ]);
    expect(db.tables.formAnswers.find((row) => row.formId === 106 && row.supplierId === 1000001)?.answers).toHaveLength(4);
    expect(textBox(TEXT_Q)).toBeDisabled();
  });

  it('2000001 sees its own answers and may edit them; Cancelar restores them', async () => {
    await openForm('acessorios', 101);
    expect(await screen.findByText('Você já respondeu este formulário.', {}, LOAD)).toBeInTheDocument();
    const stored = db.tables.formAnswers.find((row) => row.formId === 101 && row.supplierId === 2000001)!;
    expect(textBox(TEXT_Q).value).toBe(stored.answers[0].text);
    fireEvent.click(screen.getByRole('button', { name: 'Editar respostas' }));
    fireEvent.change(textBox(TEXT_Q), { target: { value: 'Outra resposta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(textBox(TEXT_Q).value).toBe(stored.answers[0].text);
  });

  it('an ended form sends the supplier to the list with the spec message', async () => {
    const messages = watchMessages();
    await openForm('moveis', 104);
    expect(await screen.findByTestId('opened', {}, LOAD)).toHaveTextContent('/formularios');
    expect(messages).toContain('Não é possivel responder um formulário encerrado.');
  });

  it('internal staff see the form but cannot answer it', async () => {
    await openForm('sourcing', 101);
    expect(await screen.findByText('A equipe interna não pode responder formulários.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    expect(textBox(TEXT_Q)).toBeDisabled();
  });

  it('a draft is not open for answers', async () => {
    await openForm('moveis', 102);
    expect(await screen.findByText('Este formulário não está aberto para respostas.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
  });

  it("a refused answer says the server's message and keeps what was typed", async () => {
    const messages = watchMessages();
    await openForm('acessorios', 107);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder' }, LOAD));
    fireEvent.change(textBox(TEXT_Q), { target: { value: 'Entregas às segundas' } });
    setFault('POST /api/legacy/forms/answer', { status: 409, body: { status: false, message: 'Não é possível responder um formulário cancelado.' }, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(messages).toContain('Não é possível responder um formulário cancelado.'), LOAD);
    expect(textBox(TEXT_Q).value).toBe('Entregas às segundas');
    expect(screen.getByRole('button', { name: 'Enviar respostas' })).toBeEnabled();
  });

  it('asks before leaving with answers not sent', async () => {
    await openForm('acessorios', 107);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder' }, LOAD));
    fireEvent.change(textBox(TEXT_Q), { target: { value: 'Entregas às segundas' } });
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar respondendo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textBox(TEXT_Q).value).toBe('Entregas às segundas');
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sair sem enviar?' })).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/formularios');
  });
});
