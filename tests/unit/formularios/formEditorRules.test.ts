import { describe, expect, it } from 'vitest';
import type { Form, FormRecipient, QuestionType } from '../../../src/resources/formularios/forms';
import {
  checkEditor,
  dayOf,
  draftOf,
  editorIsValid,
  editorOf,
  emptyEditor,
  hasUnsavedEdits,
  moveQuestion,
  newOptionProblem,
  newQuestionProblem,
  optionOf,
  optionsMarker,
  questionOf,
  textLength,
  type EditorQuestion,
  type EditorValues,
} from '../../../src/resources/formularios/editor/formEditorRules';
import editorMessages from '../../../src/i18n/pt-BR/formularios/editor';

const TODAY = new Date(2026, 10, 27, 15, 30);
const TOMORROW = new Date(2026, 10, 28);
const NEXT_WEEK = new Date(2026, 11, 4);
const SUPPLIER: FormRecipient = { id: 1000001, name: 'Móveis Alfa', email: 'alfa@example.com' };

let keys = 0;
const key = () => `k${++keys}`;

const question = (type: QuestionType, title: string, options: string[] = []): EditorQuestion => ({
  ...questionOf(type, title, key()),
  options: options.map((text) => optionOf(text, key())),
});

/** A form Salvar accepts: every field filled, starting tomorrow, two questions, one supplier. */
const valid = (changes: Partial<EditorValues> = {}): EditorValues => ({
  title: 'Pesquisa de satisfação',
  description: 'Conte como foi o último trimestre',
  required: true,
  startDate: TOMORROW,
  endDate: NEXT_WEEK,
  questions: [question('TEXT', 'Comentários'), question('UNIQUE_SELECT', 'Nota', ['Boa', 'Ruim'])],
  recipients: new Map([[SUPPLIER.id, SUPPLIER]]),
  ...changes,
});

const keysOf = (values: EditorValues) => checkEditor(values, TODAY).messages.map((message) => message.key);

describe('checkEditor', () => {
  it('accepts a complete form', () => {
    const check = checkEditor(valid(), TODAY);
    expect(check.messages).toEqual([]);
    expect(editorIsValid(check)).toBe(true);
  });

  it.each(['title', 'description'] as const)("an empty %s gives 'Alguns campos estão vazios!' and marks the field", (field) => {
    const check = checkEditor(valid({ [field]: '   ' }), TODAY);
    expect(check.messages).toEqual([{ key: 'emptyFields' }]);
    expect(check[field]).toBe('required');
    expect(editorIsValid(check)).toBe(false);
  });

  it.each(['startDate', 'endDate'] as const)("an empty %s gives 'Alguns campos estão vazios!' once, however many are empty", (field) => {
    expect(keysOf(valid({ [field]: null }))).toEqual(['emptyFields']);
    expect(checkEditor(valid({ [field]: null }), TODAY)[field]).toBe('required');
    expect(keysOf(valid({ title: '', description: '', startDate: null, endDate: null }))).toEqual(['emptyFields']);
  });

  it('a typed but unreadable date is named as such', () => {
    const check = checkEditor(valid({ endDate: new Date(Number.NaN) }), TODAY);
    expect(check.messages).toEqual([{ key: 'invalidDate' }]);
    expect(check.endDate).toBe('invalid');
  });

  it('the start date may not be today or earlier: tomorrow at the soonest', () => {
    expect(keysOf(valid({ startDate: new Date(2026, 10, 27) }))).toEqual(['startBeforeTomorrow']);
    expect(keysOf(valid({ startDate: new Date(2026, 10, 20) }))).toEqual(['startBeforeTomorrow']);
    expect(checkEditor(valid({ startDate: new Date(2026, 10, 27, 23, 59) }), TODAY).startDate).toBe('beforeTomorrow');
    expect(keysOf(valid({ startDate: TOMORROW }))).toEqual([]);
    // Late today, tomorrow is still tomorrow.
    expect(checkEditor(valid(), new Date(2026, 10, 27, 23, 59)).messages).toEqual([]);
    expect(keysOf(valid({ startDate: new Date(2026, 10, 28, 0, 1) }))).toEqual([]);
  });

  it('the end date must come after the start date, the same day is not enough', () => {
    expect(keysOf(valid({ endDate: TOMORROW }))).toEqual(['endNotAfterStart']);
    expect(keysOf(valid({ endDate: new Date(2026, 10, 27) }))).toEqual(['endNotAfterStart']);
    expect(checkEditor(valid({ endDate: TOMORROW }), TODAY).endDate).toBe('notAfterStart');
    expect(keysOf(valid({ endDate: new Date(2026, 10, 29) }))).toEqual([]);
  });

  it('says the messages in the spec order', () => {
    const values = valid({ title: '', startDate: new Date(2026, 10, 27), endDate: new Date(2026, 10, 26), questions: [question('TEXT', 'Só uma')] });
    expect(keysOf(values)).toEqual(['emptyFields', 'startBeforeTomorrow', 'endNotAfterStart', 'tooFewQuestions']);
  });

  it('needs at least two questions', () => {
    expect(keysOf(valid({ questions: [] }))).toEqual(['tooFewQuestions']);
    expect(keysOf(valid({ questions: [question('TEXT', 'Uma')] }))).toEqual(['tooFewQuestions']);
  });

  it('names the first pair of questions with the same title, ignoring case and blanks', () => {
    const values = valid({ questions: [question('TEXT', 'Prazo'), question('NUMERIC', 'Valor'), question('TEXT', ' prazo ')] });
    const check = checkEditor(values, TODAY);
    expect(check.messages).toEqual([{ key: 'sameQuestionTitles', first: 1, second: 3 }]);
    expect(check.questions[values.questions[0].key].title).toBe('duplicate');
    expect(check.questions[values.questions[1].key].title).toBeUndefined();
    expect(check.questions[values.questions[2].key].title).toBe('duplicate');
  });

  it('pairs every later repeat with the first of its title', () => {
    const values = valid({ questions: [question('TEXT', 'A'), question('TEXT', 'A'), question('TEXT', 'A')] });
    expect(checkEditor(values, TODAY).messages).toEqual([
      { key: 'sameQuestionTitles', first: 1, second: 2 },
      { key: 'sameQuestionTitles', first: 1, second: 3 },
    ]);
  });

  it('the form title holds at most 100 characters, the description 4000 (counted as the user sees them)', () => {
    expect(keysOf(valid({ title: 'x'.repeat(100) }))).toEqual([]);
    expect(checkEditor(valid({ title: 'x'.repeat(101) }), TODAY).messages).toEqual([{ key: 'titleTooLong', max: 100 }]);
    expect(checkEditor(valid({ title: 'x'.repeat(101) }), TODAY).title).toBe('tooLong');
    expect(keysOf(valid({ title: '😀'.repeat(100) }))).toEqual([]);
    expect(keysOf(valid({ title: ` ${'x'.repeat(100)} ` }))).toEqual([]);
    expect(keysOf(valid({ description: 'd'.repeat(4000) }))).toEqual([]);
    expect(checkEditor(valid({ description: 'd'.repeat(4001) }), TODAY).messages).toEqual([{ key: 'descriptionTooLong', max: 4000 }]);
  });

  it('a question title holds 1 to 100 characters', () => {
    const long = valid({ questions: [question('TEXT', 'q'.repeat(101)), question('TEXT', 'Outra')] });
    expect(checkEditor(long, TODAY).messages).toEqual([{ key: 'questionTitleTooLong', question: 1, max: 100 }]);
    expect(checkEditor(long, TODAY).questions[long.questions[0].key].title).toBe('tooLong');
    const cleared = valid({ questions: [question('TEXT', 'Uma'), question('TEXT', '  ')] });
    expect(checkEditor(cleared, TODAY).messages).toEqual([{ key: 'questionWithoutTitle', question: 2 }]);
    expect(keysOf(valid({ questions: [question('TEXT', 'q'.repeat(100)), question('TEXT', 'Outra')] }))).toEqual([]);
  });

  it.each(['UNIQUE_SELECT', 'MULTIPLE_SELECT'] as const)('a %s question without options is an error', (type) => {
    const values = valid({ questions: [question('TEXT', 'Uma'), question(type, 'Escolha')] });
    const check = checkEditor(values, TODAY);
    expect(check.messages).toEqual([{ key: 'questionWithoutOptions', question: 2 }]);
    expect(check.questions[values.questions[1].key].options).toBe('none');
  });

  it('a choice question with one option only warns: Salvar goes on', () => {
    expect(keysOf(valid({ questions: [question('TEXT', 'Uma'), question('MULTIPLE_SELECT', 'Escolha', ['Única'])] }))).toEqual([]);
  });

  it('text and numeric questions need no options', () => {
    expect(keysOf(valid({ questions: [question('TEXT', 'Uma'), question('NUMERIC', 'Quantos')] }))).toEqual([]);
  });

  it('options are unique within a question, not across questions', () => {
    const values = valid({ questions: [question('UNIQUE_SELECT', 'Cor', ['Azul', 'Verde', 'AZUL ']), question('MULTIPLE_SELECT', 'Tom', ['Azul', 'Verde'])] });
    const check = checkEditor(values, TODAY);
    expect(check.messages).toEqual([{ key: 'sameOptions', question: 1, first: 1, second: 3 }]);
    const options = values.questions[0].options;
    expect(check.questions[values.questions[0].key].option).toEqual({ [options[2].key]: 'duplicate' });
  });

  it('an option holds 1 to 4000 characters', () => {
    const values = valid({ questions: [question('TEXT', 'Uma'), question('UNIQUE_SELECT', 'Escolha', ['o'.repeat(4001), ' '])] });
    const check = checkEditor(values, TODAY);
    expect(check.messages).toEqual([
      { key: 'emptyOption', question: 2 },
      { key: 'optionTooLong', question: 2, max: 4000 },
    ]);
    const [long, empty] = values.questions[1].options;
    expect(check.questions[values.questions[1].key].option).toEqual({ [long.key]: 'tooLong', [empty.key]: 'required' });
    expect(keysOf(valid({ questions: [question('TEXT', 'Uma'), question('UNIQUE_SELECT', 'Escolha', ['o'.repeat(4000), 'p'])] }))).toEqual([]);
  });

  it('needs a supplier to send the form to', () => {
    const check = checkEditor(valid({ recipients: new Map() }), TODAY);
    expect(check.messages).toEqual([{ key: 'noRecipients' }]);
    expect(check.recipients).toBe('none');
  });

  it('every message has its text, the spec ones word for word', () => {
    const texts = editorMessages.pages.formularioEditor.messages;
    expect(texts.emptyFields).toBe('Alguns campos estão vazios! Confira ...');
    expect(texts.startBeforeTomorrow).toBe('A data de início não pode ser anterior a amanhã');
    expect(texts.endNotAfterStart).toBe('A data de fim da vigência deve ser posterior à data de início');
    expect(texts.tooFewQuestions).toBe('É necessário adicionar ao menos duas questões!');
    expect(texts.sameQuestionTitles).toBe('As questões tem títulos iguais! Questão %{first} e %{second}');
    expect(editorMessages.pages.formularioEditor.options.none).toBe('Não há opções para essa pergunta');
    expect(editorMessages.pages.formularioEditor.options.single).toBe('Essa pergunta só possui uma opção');
    expect(editorMessages.pages.formularioEditor.saved).toBe('Formulário criado com sucesso! Será publicado assim que o prazo de vigência iniciar.');
  });
});

describe('new questions and options', () => {
  it('a new question needs a title of at most 100 characters', () => {
    expect(newQuestionProblem('')).toBe('required');
    expect(newQuestionProblem('   ')).toBe('required');
    expect(newQuestionProblem('q'.repeat(101))).toBe('tooLong');
    expect(newQuestionProblem('q'.repeat(100))).toBeUndefined();
  });

  it('a new option needs a text of at most 4000 characters that the question does not have yet', () => {
    const options = [optionOf('Azul', key())];
    expect(newOptionProblem('', options)).toBe('required');
    expect(newOptionProblem('o'.repeat(4001), options)).toBe('tooLong');
    expect(newOptionProblem(' azul', options)).toBe('duplicate');
    expect(newOptionProblem('Verde', options)).toBeUndefined();
  });

  it('questions and options are kept trimmed', () => {
    expect(questionOf('NUMERIC', '  Quantos?  ', 'a')).toEqual({ key: 'a', type: 'NUMERIC', title: 'Quantos?', options: [] });
    expect(optionOf(' Sim ', 'b')).toEqual({ key: 'b', title: 'Sim' });
  });

  it('marks a choice question with no option (error) or a single one (warning)', () => {
    expect(optionsMarker({ type: 'UNIQUE_SELECT', options: [] })).toBe('none');
    expect(optionsMarker({ type: 'MULTIPLE_SELECT', options: [optionOf('Sim', 'a')] })).toBe('single');
    expect(optionsMarker({ type: 'MULTIPLE_SELECT', options: [optionOf('Sim', 'a'), optionOf('Não', 'b')] })).toBeUndefined();
    expect(optionsMarker({ type: 'TEXT', options: [] })).toBeUndefined();
    expect(optionsMarker({ type: 'NUMERIC', options: [] })).toBeUndefined();
  });

  it('moves a question up or down, never past either end', () => {
    const [a, b, c] = [question('TEXT', 'A'), question('TEXT', 'B'), question('TEXT', 'C')];
    const titles = (list: EditorQuestion[]) => list.map((item) => item.title);
    expect(titles(moveQuestion([a, b, c], 2, -1))).toEqual(['A', 'C', 'B']);
    expect(titles(moveQuestion([a, b, c], 0, 1))).toEqual(['B', 'A', 'C']);
    expect(titles(moveQuestion([a, b, c], 0, -1))).toEqual(['A', 'B', 'C']);
    expect(titles(moveQuestion([a, b, c], 2, 1))).toEqual(['A', 'B', 'C']);
  });

  it('counts characters as the user sees them', () => {
    expect(textLength('ação')).toBe(4);
    expect(textLength('😀😀')).toBe(2);
  });
});

describe('what the editor saves and loads', () => {
  it('sends trimmed texts, yyyy-MM-dd days, options by place and none for text or numeric questions', () => {
    const text = question('TEXT', 'Comentários');
    text.options = [optionOf('sobra', key())];
    const values = valid({ title: '  Pesquisa ', description: ' Texto ', questions: [text, question('MULTIPLE_SELECT', 'Cores', [' Azul', 'Verde '])] });
    expect(draftOf(values)).toEqual({
      title: 'Pesquisa',
      description: 'Texto',
      required: true,
      startDate: '2026-11-28',
      endDate: '2026-12-04',
      questions: [
        { type: 'TEXT', title: 'Comentários', options: [] },
        {
          type: 'MULTIPLE_SELECT',
          title: 'Cores',
          options: [
            { index: 0, title: 'Azul' },
            { index: 1, title: 'Verde' },
          ],
        },
      ],
      recipients: [SUPPLIER],
    });
  });

  it('keeps the ids of stored questions and options', () => {
    const form: Form = {
      id: 7,
      title: 'Rascunho',
      description: 'Texto',
      required: false,
      startDate: '2026-12-01',
      endDate: '2026-12-10',
      questions: [
        { id: 11, type: 'UNIQUE_SELECT', title: 'Nota', options: [{ id: 22, index: 1, title: 'Ruim' }, { id: 21, index: 0, title: 'Boa' }] },
        { id: 12, type: 'TEXT', title: 'Comentários', options: [] },
      ],
      recipients: [SUPPLIER],
      flags: { draft: true, published: false, canceled: false, inactive: false },
      status: 'draft',
      answered: false,
    };
    const values = editorOf(form, key);
    expect(values.startDate).toEqual(new Date(2026, 11, 1));
    expect(values.questions[0].options.map((option) => option.title)).toEqual(['Boa', 'Ruim']);
    const { id: _id, flags: _flags, status: _status, answered: _answered, ...draft } = form;
    expect(draftOf(values)).toEqual({
      ...draft,
      questions: [
        { id: 11, type: 'UNIQUE_SELECT', title: 'Nota', options: [{ id: 21, index: 0, title: 'Boa' }, { id: 22, index: 1, title: 'Ruim' }] },
        { id: 12, type: 'TEXT', title: 'Comentários', options: [] },
      ],
    });
  });

  it('refuses to build a draft without both dates', () => {
    expect(() => draftOf(valid({ startDate: null }))).toThrow(/checkEditor/);
  });

  it('reads yyyy-MM-dd days only', () => {
    expect(dayOf('2026-02-03')).toEqual(new Date(2026, 1, 3));
    expect(dayOf('03/02/2026')).toBeNull();
    expect(dayOf('')).toBeNull();
  });

  it('has unsaved edits once anything the user sees changed, not when only keys differ', () => {
    const initial = valid();
    expect(hasUnsavedEdits(initial, initial)).toBe(false);
    expect(hasUnsavedEdits(emptyEditor(), emptyEditor())).toBe(false);
    const rekeyed = { ...initial, questions: initial.questions.map((item) => ({ ...item, key: key(), options: item.options.map((option) => ({ ...option, key: key() })) })) };
    expect(hasUnsavedEdits(rekeyed, initial)).toBe(false);
    expect(hasUnsavedEdits({ ...initial, title: `${initial.title}!` }, initial)).toBe(true);
    expect(hasUnsavedEdits({ ...initial, required: false }, initial)).toBe(true);
    expect(hasUnsavedEdits({ ...initial, endDate: new Date(2026, 11, 5) }, initial)).toBe(true);
    expect(hasUnsavedEdits({ ...initial, questions: moveQuestion(initial.questions, 0, 1) }, initial)).toBe(true);
    expect(hasUnsavedEdits({ ...initial, recipients: new Map() }, initial)).toBe(true);
    expect(hasUnsavedEdits({ ...initial, startDate: new Date(Number.NaN) }, initial)).toBe(true);
  });
});
