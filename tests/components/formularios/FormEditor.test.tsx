import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { vi } from 'vitest';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { watchMessages } from '../../helpers/snackbarLog';
import {
  addQuestion,
  chooseSupplier,
  dayFromToday,
  field,
  LOAD,
  picker,
  questionCards,
  renderEditor,
  save,
  type,
  typeDate,
  watchSaves,
  choose,
  newQuestionBox,
} from './editorHarness';

const wireDay = (days: number) => format(addDays(new Date(), days), 'dd/MM/yyyy');

async function fillFields() {
  type('Título', 'Pesquisa de prazos de entrega');
  type('Descrição', 'Conte-nos como foram as entregas do último mês.');
  typeDate('startDate', dayFromToday(1));
  typeDate('endDate', dayFromToday(8));
}

afterEach(() => vi.useRealTimers());

describe('Cadastrar Formulário (/formularios/cadastrar)', { timeout: 60_000 }, () => {
  it('creates a form with one question of each type for 1000001 and 2000001, once, and returns to the list 1 s later', async () => {
    const saves = watchSaves();
    const messages = watchMessages();
    await renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastrar Formulário' })).toBeInTheDocument();
    await fillFields();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Todas as questões são obrigatórias' }));
    await addQuestion('Texto', 'Quais foram os atrasos?');
    await addQuestion('Numérico', 'Quantas entregas no mês?');
    await addQuestion('Seleção única', 'Como avalia a coleta?', ['Boa', 'Ruim']);
    await addQuestion('Múltipla escolha', 'Quais transportadoras?', ['Própria', 'Terceirizada', 'Correios']);
    expect(questionCards()).toHaveLength(4);
    await chooseSupplier('1000001');
    await chooseSupplier('2000001');
    expect(picker().getByText('2 fornecedores selecionados')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    save();
    expect(await screen.findByText('Formulário criado com sucesso! Será publicado assim que o prazo de vigência iniciar.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      id: 0,
      title: 'Pesquisa de prazos de entrega',
      description: 'Conte-nos como foram as entregas do último mês.',
      required: true,
      startDate: wireDay(1),
      endDate: wireDay(8),
      questions: [
        { type: 'TEXT', title: 'Quais foram os atrasos?', options: [] },
        { type: 'NUMERIC', title: 'Quantas entregas no mês?', options: [] },
        { type: 'UNIQUE_SELECT', title: 'Como avalia a coleta?', options: [{ index: 0, title: 'Boa' }, { index: 1, title: 'Ruim' }] },
        { type: 'MULTIPLE_SELECT', title: 'Quais transportadoras?', options: [{ index: 0, title: 'Própria' }, { index: 1, title: 'Terceirizada' }, { index: 2, title: 'Correios' }] },
      ],
    });
    expect((saves[0] as { supplierList: { ID_PESSOA: number }[] }).supplierList.map((row) => row.ID_PESSOA)).toEqual([1000001, 2000001]);
    expect(db.tables.forms.at(-1)).toMatchObject({ title: 'Pesquisa de prazos de entrega', recipients: [{ id: 1000001 }, { id: 2000001 }] });
    expect(messages.filter((message) => message.startsWith('Formulário criado'))).toHaveLength(1);

    expect(screen.queryByTestId('opened')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/formularios');
  });

  it('Salvar says every broken rule in the spec words and sends nothing', async () => {
    const saves = watchSaves();
    const messages = watchMessages();
    await renderEditor();
    save();
    await waitFor(() => expect(messages).toEqual(['Alguns campos estão vazios! Confira ...', 'É necessário adicionar ao menos duas questões!', 'Selecione ao menos um fornecedor!']));
    expect(field('Título')).toHaveAccessibleDescription('Campo obrigatório');

    type('Título', 'x'.repeat(101));
    expect(screen.getByText('Máximo de 100 caracteres')).toBeInTheDocument();
    type('Descrição', 'Texto');
    typeDate('startDate', dayFromToday(0));
    typeDate('endDate', dayFromToday(0));
    await addQuestion('Texto', 'Prazo');
    await addQuestion('Numérico', ' prazo ');
    await chooseSupplier('1000001');
    const said = messages.length;
    save();
    await waitFor(() =>
      expect(messages.slice(said)).toEqual([
        'A data de início não pode ser anterior a amanhã',
        'A data de fim da vigência deve ser posterior à data de início',
        'O título pode ter no máximo 100 caracteres!',
        'As questões tem títulos iguais! Questão 1 e 2',
      ]),
    );
    expect(within(questionCards()[1]).getByText('Título igual ao de outra questão')).toBeInTheDocument();
    // The marks follow the values once Salvar was pressed.
    type('Título', 'Pesquisa');
    expect(screen.queryByText('Máximo de 100 caracteres')).not.toBeInTheDocument();
    expect(screen.getByText('8/100')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('marks choice questions without options or with one, refuses repeated options and untitled questions, moves and removes questions', async () => {
    await renderEditor();
    fireEvent.click(newQuestionBox().getByRole('button', { name: 'Adicionar questão' }));
    expect(await newQuestionBox().findByText('Informe o título da nova questão')).toBeInTheDocument();
    expect(questionCards()).toHaveLength(0);

    const choice = await addQuestion('Seleção única', 'Cor preferida');
    expect(within(choice).getByText('Não há opções para essa pergunta')).toBeInTheDocument();
    type('Nova opção', 'Azul', choice);
    fireEvent.click(within(choice).getByRole('button', { name: 'Adicionar opção' }));
    expect(within(choice).getByText('Essa pergunta só possui uma opção')).toBeInTheDocument();
    type('Nova opção', ' azul ', choice);
    fireEvent.click(within(choice).getByRole('button', { name: 'Adicionar opção' }));
    expect(within(choice).getByText('Essa opção já existe nesta pergunta')).toBeInTheDocument();
    type('Nova opção', 'Verde', choice);
    fireEvent.keyDown(field('Nova opção', choice), { key: 'Enter' });
    expect(within(choice).queryByText('Essa pergunta só possui uma opção')).not.toBeInTheDocument();
    expect(field('Opção 2', choice).value).toBe('Verde');

    await addQuestion('Texto', 'Comentários');
    await addQuestion('Numérico', 'Quantidade');
    const titles = () => questionCards().map((card) => field('Título da questão', card).value);
    expect(titles()).toEqual(['Cor preferida', 'Comentários', 'Quantidade']);
    expect(screen.getByRole('button', { name: 'Mover a questão 1 para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover a questão 3 para baixo' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Mover a questão 3 para cima' }));
    expect(titles()).toEqual(['Cor preferida', 'Quantidade', 'Comentários']);
    fireEvent.click(screen.getByRole('button', { name: 'Mover a questão 1 para baixo' }));
    expect(titles()).toEqual(['Quantidade', 'Cor preferida', 'Comentários']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover a questão 1' }));
    expect(titles()).toEqual(['Cor preferida', 'Comentários']);
    fireEvent.click(within(questionCards()[0]).getByRole('button', { name: 'Remover a opção 1' }));
    expect(within(questionCards()[0]).getByText('Essa pergunta só possui uma opção')).toBeInTheDocument();
  });

  it('picks suppliers 10 per page (10 to 200), of type Todos by default, and select all chooses every row of the type', async () => {
    await renderEditor();
    await waitFor(() => expect(picker().getAllByTestId('form-recipient-row')).toHaveLength(10), LOAD);
    expect(picker().getByRole('combobox', { name: 'Tipo Fornecedor' })).toHaveTextContent('Todos');
    fireEvent.mouseDown(picker().getByRole('combobox', { name: /Fornecedores por página/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100', '200']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    const suppliers = db.tables.pessoas.filter((row) => row.supplierType !== null);
    fireEvent.click(picker().getByLabelText('Selecionar todos os fornecedores do filtro'));
    expect(picker().getByText(`${suppliers.length} fornecedores selecionados`)).toBeInTheDocument();

    await choose('Tipo Fornecedor', 'Acessórios', picker());
    const accessories = suppliers.filter((row) => row.supplierType === 'A');
    await waitFor(() => expect(picker().getByLabelText('Selecionar todos os fornecedores do filtro')).toBeChecked(), LOAD);
    fireEvent.click(picker().getByLabelText('Selecionar todos os fornecedores do filtro'));
    expect(picker().getByText(`${suppliers.length - accessories.length} fornecedores selecionados`)).toBeInTheDocument();
  });

  it('Cancelar leaves at once when nothing was changed', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/formularios');
  });

  it('asks before leaving once something was typed: stay keeps it, leave goes', async () => {
    await renderEditor();
    type('Título', 'Rascunho');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Título').value).toBe('Rascunho');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/formularios');
  });

  it("a failed save says the server's refusal, or the spec's message, and keeps everything", async () => {
    const messages = watchMessages();
    await renderEditor();
    await fillFields();
    await addQuestion('Texto', 'Primeira');
    await addQuestion('Numérico', 'Segunda');
    await chooseSupplier('1000001');
    setFault('POST /api/legacy/forms', { status: 400, body: { status: false, message: 'Fornecedor 1000001 não encontrado.' }, times: 1 });
    save();
    await waitFor(() => expect(messages).toContain('Fornecedor 1000001 não encontrado.'), LOAD);
    setFault('POST /api/legacy/forms', { status: 500, times: 1 });
    save();
    await waitFor(() => expect(messages).toContain('Ocorreu um erro ao tentar salvar formulário!'), LOAD);
    expect(field('Título').value).toBe('Pesquisa de prazos de entrega');
    expect(questionCards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});

describe('Editar Formulário (/formularios/editar/{id})', { timeout: 60_000 }, () => {
  it('opens a draft with its questions and recipients and saves it under its id', async () => {
    const saves = watchSaves();
    await renderEditor('/formularios/editar/102');
    await waitFor(() => expect(field('Título').value).toBe('Avaliação de embalagens 2027'), LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Formulário' })).toBeInTheDocument();
    expect(questionCards()).toHaveLength(4);
    const draft = db.tables.forms.find((row) => row.id === 102)!;
    expect(picker().getByText(`${draft.recipients.length} fornecedores selecionados`)).toBeInTheDocument();
    type('Título', 'Avaliação de embalagens 2028');
    save();
    expect(await screen.findByText('Formulário criado com sucesso! Será publicado assim que o prazo de vigência iniciar.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 102, title: 'Avaliação de embalagens 2028' });
    expect(db.tables.forms.find((row) => row.id === 102)?.title).toBe('Avaliação de embalagens 2028');
  });

  it('does not edit a form that is no longer a draft', async () => {
    await renderEditor('/formularios/editar/101', false);
    expect(await screen.findByText('Somente formulários em rascunho podem ser editados.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
