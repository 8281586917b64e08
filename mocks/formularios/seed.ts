import { addDays, format, parseISO } from 'date-fns';
import type { QuestionTypeCode } from '../../src/dataProviders/formularios/wire';
import { DEMO_ACCOUNTS } from '../auth/seed';
import { clockSeed } from '../clock';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { seedSuppliers } from '../fornecedores/seed';

export interface FormOptionRecord {
  id: number;
  title: string;
}

export interface FormQuestionRecord {
  id: number;
  type: QuestionTypeCode;
  title: string;
  options: FormOptionRecord[];
}

export interface FormRecipientRecord {
  id: number;
  name: string;
  email: string;
}

/** A form as the server keeps it; dates 'yyyy-MM-dd'; its status follows from `canceled` and the mock's clock. */
export interface FormRecord {
  id: number;
  title: string;
  description: string;
  required: boolean;
  startDate: string;
  endDate: string;
  canceled: boolean;
  createdBy: number;
  questions: FormQuestionRecord[];
  /** The recipients as chosen (name and e-mail kept as they were). */
  recipients: FormRecipientRecord[];
}

export interface StoredAnswer {
  questionId: number;
  text?: string;
  selected?: number[];
}

/** One supplier's answers to one form (a new answer replaces them); answeredAt 'yyyy-MM-ddTHH:mm:ss'. */
export interface FormAnswerRecord {
  formId: number;
  supplierId: number;
  supplierName: string;
  answeredAt: string;
  answers: StoredAnswer[];
}

declare module '../db/tables' {
  interface Tables {
    forms: FormRecord[];
    formAnswers: FormAnswerRecord[];
  }
}

/** The seed's one form answered by 1,000 suppliers (the export figure). */
export const CENSUS_FORM_ID = 105;
export const CENSUS_ANSWERS = 1000;
/** Codes of the census's recipients that exist only in it (the 1,000 answering suppliers of a large panel). */
const CENSUS_FIRST_CODE = 5_000_001;

interface QuestionSeed {
  type: QuestionTypeCode;
  title: string;
  options?: string[];
}

/** Question ids are formId × 100 + n, option ids question id × 10 + n: stable across seeds. */
function questions(formId: number, seeds: readonly QuestionSeed[]): FormQuestionRecord[] {
  return seeds.map((seed, index) => {
    const id = formId * 100 + index + 1;
    return { id, type: seed.type, title: seed.title, options: (seed.options ?? []).map((title, at) => ({ id: id * 10 + at + 1, title })) };
  });
}

const FOUR_TYPES: readonly QuestionSeed[] = [
  { type: 'TEXT', title: 'Descreva os principais desafios de entrega no último trimestre' },
  { type: 'NUMERIC', title: 'Quantos funcionários trabalham na sua empresa?' },
  { type: 'UNIQUE_SELECT', title: 'Como avalia o portal do fornecedor?', options: ['Ótimo', 'Bom', 'Regular', 'Ruim'] },
  { type: 'MULTIPLE_SELECT', title: 'Quais certificações sua empresa possui?', options: ['ISO 9001', 'ISO 14001', 'FSC', 'Nenhuma'] },
];

function answersTo(form: FormRecord, supplier: FormRecipientRecord, n: number, answeredAt: string): FormAnswerRecord {
  const [text, numeric, unique, multiple] = form.questions;
  return {
    formId: form.id,
    supplierId: supplier.id,
    supplierName: supplier.name,
    answeredAt,
    answers: [
      { questionId: text.id, text: n % 3 === 0 ? 'Atrasos na coleta pela transportadora' : 'Falta de matéria-prima em algumas semanas' },
      { questionId: numeric.id, text: String(10 + ((n * 37) % 490)) },
      { questionId: unique.id, selected: [unique.options[n % unique.options.length].id] },
      { questionId: multiple.id, selected: multiple.options.filter((_, at) => (n + at) % 3 === 0).map((option) => option.id) },
    ],
  };
}

function seedForms(seedDate: string): { forms: FormRecord[]; formAnswers: FormAnswerRecord[] } {
  const day = parseISO(seedDate);
  const at = (offset: number): string => format(addDays(day, offset), 'yyyy-MM-dd');
  const stamp = (offset: number): string => `${at(offset)}T10:00:00`;
  const people = seedSuppliers();
  const recipient = (codigo: string): FormRecipientRecord => {
    const person = people.find((row) => row.codigo === codigo);
    return person ? { id: Number(person.codigo), name: person.nome, email: person.email } : demoRecipient(codigo);
  };
  const furniture = people.filter((row) => row.supplierType === 'M').slice(0, 4).map((row) => recipient(row.codigo));
  const accessories = people.filter((row) => row.supplierType === 'A').slice(0, 4).map((row) => recipient(row.codigo));
  const moveis = recipient('1000001');
  const acess = recipient('2000001');
  const census: FormRecipientRecord[] = Array.from({ length: CENSUS_ANSWERS }, (_, n) => {
    const code = CENSUS_FIRST_CODE + n;
    return { id: code, name: `Fornecedor Painel ${String(n + 1).padStart(4, '0')} Ltda`, email: `painel${code}@fornecedores.com.br` };
  });
  const form = (id: number, title: string, description: string, start: number, end: number, recipients: FormRecipientRecord[], extra: Partial<FormRecord> = {}): FormRecord => ({
    id,
    title,
    description,
    required: false,
    startDate: at(start),
    endDate: at(end),
    canceled: false,
    createdBy: 3,
    questions: questions(id, FOUR_TYPES),
    recipients,
    ...extra,
  });
  const forms: FormRecord[] = [
    form(101, 'Pesquisa de satisfação com o portal', 'Queremos saber como o portal atende sua empresa.', -10, 20, [moveis, acess, ...furniture, ...accessories]),
    form(102, 'Avaliação de embalagens 2027', 'Levantamento das embalagens usadas nas entregas.', 5, 35, [moveis, acess, ...furniture]),
    form(103, 'Cadastro de certificações ambientais', 'Formulário cancelado: substituído pela pesquisa de satisfação.', -20, 10, [moveis, ...furniture], { canceled: true }),
    form(104, 'Inventário de capacidade produtiva', 'Capacidade mensal de produção do ano passado.', -60, -5, [moveis, acess, ...accessories]),
    form(CENSUS_FORM_ID, 'Censo de fornecedores', 'Censo anual do painel de fornecedores.', -30, 30, [...census, acess]),
    form(106, 'Questionário de sustentabilidade', 'Todas as perguntas são obrigatórias.', -3, 27, [moveis, ...furniture], { required: true }),
    form(107, 'Pesquisa de logística de acessórios', 'Janela de entregas dos fornecedores de acessórios.', -7, 14, [acess, ...accessories]),
    form(108, 'Programa de qualidade de móveis', 'Adesão ao programa de qualidade do próximo ano.', 12, 40, [...furniture]),
  ];
  const byId = (id: number): FormRecord => forms.find((row) => row.id === id)!;
  const formAnswers: FormAnswerRecord[] = [
    ...[acess, ...furniture.slice(0, 2), accessories[0]].map((supplier, n) => answersTo(byId(101), supplier, n + 1, stamp(-9 + n))),
    answersTo(byId(104), moveis, 2, stamp(-30)),
    ...accessories.slice(0, 2).map((supplier, n) => answersTo(byId(104), supplier, n + 4, stamp(-20))),
    ...census.map((supplier, n) => answersTo(byId(CENSUS_FORM_ID), supplier, n, stamp(-29 + (n % 28)))),
    ...accessories.slice(1, 3).map((supplier, n) => answersTo(byId(107), supplier, n + 7, stamp(-6))),
  ];
  return { forms, formAnswers };
}

/** The demo supplier accounts are users of the auth seed, not of seedSuppliers. */
function demoRecipient(codigo: string): FormRecipientRecord {
  const account = DEMO_ACCOUNTS.find((row) => row.codigo === codigo);
  return { id: Number(codigo), name: account?.nome ?? `Fornecedor ${codigo}`, email: account?.email ?? '' };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's), and the mock clock's row. */
export const seed: AreaSeed<Tables> = (seedDate) => ({ ...seedForms(seedDate), mockClock: clockSeed() });
