// @vitest-environment jsdom
import { addDays, format } from 'date-fns';
import { mockToday } from '../../../mocks/clock';
import { mockControl } from '../../../mocks/control';
import { CENSUS_FORM_ID } from '../../../mocks/formularios/seed';
import { formsProvider } from '../../../src/dataProviders/formularios';
import type { Form, FormDraft, FormListRecord, FormQuestion } from '../../../src/resources/formularios/forms';
import { answersCsv } from '../../../src/resources/formularios/answersCsv';
import { TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from '../../../src/session/cookies';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

const R = 'formularios';

async function signIn(account: AccountName): Promise<void> {
  const { codigo, senha } = ACCOUNTS[account];
  writeCookie(TOKEN_COOKIE, await tokenOf(codigo, senha));
  writeCookie(USER_CODE_COOKIE, codigo);
}

const day = (offset: number): string => format(addDays(new Date(), offset), 'yyyy-MM-dd');

const QUESTIONS: FormQuestion[] = [
  { type: 'TEXT', title: 'Comentários', options: [] },
  { type: 'NUMERIC', title: 'Funcionários', options: [] },
  { type: 'UNIQUE_SELECT', title: 'Avaliação', options: [{ index: 0, title: 'Boa' }, { index: 1, title: 'Ruim' }] },
  { type: 'MULTIPLE_SELECT', title: 'Certificações', options: [{ index: 0, title: 'ISO 9001' }, { index: 1, title: 'FSC' }, { index: 2, title: '=SOMA(A1)' }] },
];

const draft = (changes: Partial<FormDraft> = {}): FormDraft => ({
  title: 'Pesquisa de teste',
  description: 'Uma pesquisa criada pelo teste.',
  required: true,
  startDate: day(1),
  endDate: day(10),
  questions: QUESTIONS,
  recipients: [
    { id: 1000001, name: 'Móveis', email: '' },
    { id: 2000001, name: 'Acessórios', email: '' },
  ],
  ...changes,
});

const list = async (filter: Record<string, unknown>, perPage = 50) =>
  (await formsProvider.getList(R, { filter, pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' } })) as { data: FormListRecord[]; total?: number };

const readForm = async (id: number) => (await formsProvider.getOne(R, { id })).data as Form;

function answersFor(form: Form, text: string, employees: string, rating: number, certificates: number[]) {
  const [comments, numeric, unique, multiple] = form.questions;
  return {
    formId: form.id,
    answers: [
      { questionId: comments.id!, text },
      { questionId: numeric.id!, text: employees },
      { questionId: unique.id!, selected: [unique.options[rating].id!] },
      { questionId: multiple.id!, selected: certificates.map((at) => multiple.options[at].id!) },
    ],
  };
}

/** A ';' CSV line split into cells (quoted cells allowed). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ';' && !quoted) {
      out.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  out.push(cell);
  return out;
}

describe('forms provider against the mock', () => {
  it('staff create a form for 1000001 and 2000001 starting tomorrow; it is published a day later; both answer; the export and the summary hold both', async () => {
    await signIn('sourcing');
    const { id } = (await formsProvider.create(R, { data: draft() })).data as { id: number };
    const created = (await list({ internal: true })).data.find((row) => row.id === id)!;
    expect(created).toMatchObject({ title: 'Pesquisa de teste', status: 'draft', answered: 0, recipients: 2, startDate: day(1), endDate: day(10) });

    await signIn('moveis');
    const early = await readForm(id);
    expect(early.status).toBe('draft');
    await expect(formsProvider.answer(R, answersFor(early, 'Cedo', '5', 0, [0]))).rejects.toThrow('O formulário ainda não foi publicado.');

    mockControl.advanceClock(1);
    const form = await readForm(id);
    expect(form).toMatchObject({ status: 'published', answered: false, required: true, startDate: day(1) });
    expect(form.recipients).toEqual([{ id: 1000001, name: ACCOUNTS.moveis.nome, email: expect.any(String) }]);
    await formsProvider.answer(R, answersFor(form, 'Entregas em dia', '120', 0, [0, 2]));
    const answered = await readForm(id);
    expect(answered.answered).toBe(true);
    expect(answered.questions[1].answer).toEqual({ text: '120' });

    await signIn('acessorios');
    await formsProvider.answer(R, answersFor(await readForm(id), '=1+1 atrasos; às vezes', '30', 1, [1]));

    await signIn('sourcing');
    expect((await list({ internal: true, status: 3 })).data.find((row) => row.id === id)).toMatchObject({ status: 'published', answered: 2, recipients: 2 });
    const sheet = await formsProvider.answers(R, { id });
    const text = answersCsv(sheet, { code: 'Código', supplier: 'Fornecedor', answeredAt: 'Respondido em' }).join('');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(cells(lines[0])).toEqual(['Código', 'Fornecedor', 'Respondido em', 'Comentários', 'Funcionários', 'Avaliação', 'Certificações']);
    const bySupplier = Object.fromEntries(lines.slice(1).map((line) => [cells(line)[0].trim(), cells(line)]));
    expect(bySupplier['1000001'].slice(3)).toEqual(['Entregas em dia', '120', 'Boa', "ISO 9001, =SOMA(A1)"]);
    expect(bySupplier['2000001'].slice(3)).toEqual(["'=1+1 atrasos; às vezes", '30', 'Ruim', 'FSC']);

    const summary = await formsProvider.summary(R, { id });
    expect(summary).toMatchObject({ answeredCount: 2, recipientCount: 2, pending: [] });
    expect(summary.questions[1]).toMatchObject({ kind: 'numeric', count: 2, min: 30, median: 75, max: 120 });
    expect(summary.questions[2]).toMatchObject({ kind: 'choice', counts: [{ title: 'Boa', count: 1 }, { title: 'Ruim', count: 1 }] });
    expect(summary.questions[3]).toMatchObject({ kind: 'choice', counts: [{ title: 'ISO 9001', count: 1 }, { title: 'FSC', count: 1 }, { title: '=SOMA(A1)', count: 1 }] });
    expect(summary.questions[0]).toMatchObject({ kind: 'text', answers: [{ supplierId: 1000001, text: 'Entregas em dia' }, { supplierId: 2000001, text: '=1+1 atrasos; às vezes' }] });
  });

  it('the server refuses every limit of the editor', async () => {
    await signIn('sourcing');
    const refused = (data: FormDraft) => formsProvider.create(R, { data });
    await expect(refused(draft({ title: 'x'.repeat(101) }))).rejects.toThrow('O título do formulário deve ter no máximo 100 caracteres.');
    await expect(refused(draft({ title: '' }))).rejects.toThrow('Alguns campos estão vazios!');
    await expect(refused(draft({ description: 'd'.repeat(4001) }))).rejects.toThrow('no máximo 4000 caracteres');
    await expect(refused(draft({ startDate: day(0) }))).rejects.toThrow('A data de início não pode ser anterior a amanhã');
    await expect(refused(draft({ endDate: day(1) }))).rejects.toThrow('A data de fim da vigência deve ser posterior à data de início');
    await expect(refused(draft({ questions: QUESTIONS.slice(0, 1) }))).rejects.toThrow('É necessário adicionar ao menos duas questões!');
    await expect(refused(draft({ questions: [...QUESTIONS, { type: 'TEXT', title: 'avaliação ', options: [] }] }))).rejects.toThrow('As questões tem títulos iguais! Questão 3 e 5');
    const sameOptions: FormQuestion = { type: 'UNIQUE_SELECT', title: 'Repetida', options: [{ index: 0, title: 'Sim' }, { index: 1, title: 'Sim' }] };
    await expect(refused(draft({ questions: [...QUESTIONS, sameOptions] }))).rejects.toThrow('A questão 5 tem opções iguais.');
    const noOptions: FormQuestion = { type: 'MULTIPLE_SELECT', title: 'Vazia', options: [] };
    await expect(refused(draft({ questions: [...QUESTIONS, noOptions] }))).rejects.toThrow('A questão 5 não tem opções.');
    const longOption: FormQuestion = { type: 'UNIQUE_SELECT', title: 'Longa', options: [{ index: 0, title: 'o'.repeat(4001) }] };
    await expect(refused(draft({ questions: [...QUESTIONS, longOption] }))).rejects.toThrow('no máximo 4000 caracteres');
    await expect(refused(draft({ questions: [...QUESTIONS, { type: 'TEXT', title: 't'.repeat(101), options: [] }] }))).rejects.toThrow('no máximo 100 caracteres');
    await expect(refused(draft({ questions: [...QUESTIONS, { type: 'TEXT', title: '  ', options: [] }] }))).rejects.toThrow('Toda pergunta precisa de um título.');
    await expect(refused(draft({ recipients: [] }))).rejects.toThrow('Selecione ao menos um fornecedor.');
    expect((await list({ internal: true, q: 'Pesquisa de teste' })).data).toEqual([]);
  });

  it('a supplier reads only forms addressed to it, answers only as itself, never a cancelled or ended form; staff cannot answer', async () => {
    await signIn('moveis');
    const mine = (await list({})).data;
    expect(mine.map((row) => row.id).sort()).toEqual([101, 102, 103, 104, 106]);
    expect(mine.find((row) => row.id === 104)).toMatchObject({ status: 'inactive', answered: 1, recipients: 1 });
    await expect(readForm(107)).rejects.toThrow('Formulário não encontrado.');
    expect((await list({ internal: true })).data.map((row) => row.id)).not.toContain(107);

    await expect(formsProvider.answer(R, { formId: 103, answers: [{ questionId: 10301, text: 'x' }] })).rejects.toThrow('Não é possível responder um formulário cancelado.');
    await expect(formsProvider.answer(R, { formId: 104, answers: [{ questionId: 10401, text: 'x' }] })).rejects.toThrow('Não é possivel responder um formulário encerrado.');
    await expect(formsProvider.answer(R, { formId: 106, answers: [{ questionId: 10601, text: 'x' }] })).rejects.toThrow('Responda todas as perguntas');
    await expect(formsProvider.answer(R, { formId: 101, answers: [{ questionId: 10602, text: '5' }] })).rejects.toThrow('A resposta cita uma pergunta que não é deste formulário.');
    await expect(formsProvider.answer(R, { formId: 101, answers: [{ questionId: 10102, text: '1e5' }] })).rejects.toThrow('deve ser um número');

    // Posting for another supplier: the provider always sends the session's own code, so a forged body goes raw.
    const token = await tokenOf(ACCOUNTS.moveis.codigo, ACCOUNTS.moveis.senha);
    const forged = await callLegacy('POST', '/forms/answer', token, { formId: 101, supplierId: 2000001, answers: [{ id: 10101, text: 'forjado' }] });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ message: 'Não é permitido responder formulário em nome de outro fornecedor.' });

    await signIn('sourcing');
    await expect(formsProvider.answer(R, { formId: 101, answers: [{ questionId: 10101, text: 'x' }] })).rejects.toThrow('Usuários internos não podem responder formulários.');
    await formsProvider.cancel(R, { id: 101 });
    expect((await list({ internal: true, status: 0 })).data.map((row) => row.id)).toEqual([103, 101]);
    await expect(formsProvider.cancel(R, { id: 101 })).rejects.toThrow('O formulário já está cancelado.');
    await expect(formsProvider.update(R, { id: 104, data: draft(), previousData: { id: 104 } })).rejects.toThrow('Apenas formulários em rascunho podem ser editados.');
  });

  it('staff list 5 a page, newest first, with the status filter codes; item types and suppliers by type', async () => {
    await signIn('sourcing');
    const first = await formsProvider.getList(R, { filter: { internal: true }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' } });
    expect(first.total).toBe(8);
    expect(first.data.map((row) => row.id)).toEqual([108, 107, 106, 105, 104]);
    expect((await list({ internal: true, status: 1 })).data.map((row) => row.id)).toEqual([108, 102]);
    expect((await list({ internal: true, status: 2 })).data.map((row) => row.id)).toEqual([104]);
    expect((await list({ internal: true })).data.find((row) => row.id === CENSUS_FORM_ID)).toMatchObject({ answered: 1000, recipients: 1001 });
    expect((await formsProvider.itemTypes(R, {})).map((row) => row.value)).toEqual(['TEXT', 'NUMERIC', 'UNIQUE_SELECT', 'MULTIPLE_SELECT']);
    const accessories = await formsProvider.suppliers(R, { tipo: 'A' });
    expect(accessories.some((row) => row.id === 2000001)).toBe(true);
    expect(accessories.some((row) => row.id === 1000001)).toBe(false);
  });

  it('the census answered by 1,000 suppliers goes from the call to a saved CSV blob in under 2 s', async () => {
    await signIn('sourcing');
    const started = performance.now();
    const sheet = await formsProvider.answers(R, { id: CENSUS_FORM_ID });
    const blob = new Blob(answersCsv(sheet, { code: 'Código', supplier: 'Fornecedor', answeredAt: 'Respondido em' }), { type: 'text/csv;charset=utf-8' });
    const elapsed = performance.now() - started;
    expect(sheet.answers).toHaveLength(1000);
    expect(blob.size).toBeGreaterThan(100_000);
    expect(elapsed).toBeLessThan(2000);
  });

  it('a draft is edited in place', async () => {
    await signIn('sourcing');
    const { id } = (await formsProvider.create(R, { data: draft() })).data as { id: number };
    await formsProvider.update(R, { id, data: draft({ title: 'Pesquisa revista', recipients: [{ id: 2000001, name: '', email: '' }] }), previousData: { id } });
    const form = await readForm(id);
    expect(form).toMatchObject({ id, title: 'Pesquisa revista', status: 'draft' });
    expect(form.recipients.map((row) => row.id)).toEqual([2000001]);
  });

  it('the mock clock moves whole days and reset() puts it back', async () => {
    mockControl.advanceClock(2);
    expect(mockToday()).toBe(day(2));
    await mockControl.reset();
    expect(mockToday()).toBe(day(0));
  });
});
