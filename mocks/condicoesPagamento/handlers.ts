import type { PaymentCondition } from '../../src/dataProviders/condicoesPagamento/wire';
import type { PaymentConditionPayload, PaymentConditionRow } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';
import { payloadProblem, type ConditionFault } from './rules';
import type { PaymentConditionRecord } from './seed';

const PERMISSION = 'condicoes-de-pagamento';

export const CONDITION_MESSAGES = {
  created: 'Condição de pagamento inserida com sucesso!',
  updated: 'Condição de pagamento editada com sucesso!',
  notFound: 'Condição de pagamento não encontrada!',
  /** A default condition other conditions are attached to stays a default one. */
  stillAttached: 'Condição padrão com condições atreladas não pode deixar de ser padrão.',
} as const;

/** What the server says of a body that breaks a rule (the form checks the same rules first). */
export const CONDITION_REFUSALS: Record<ConditionFault, string> = {
  name: 'Preencha o campo de nome da condição!',
  term: 'Prazo de atendimento deve ser um número inteiro de 1 a 999 dias.',
  standard: 'Condição padrão atrelada não encontrada.',
  discount: 'Percentual de desconto deve ser maior que 0 e no máximo 100.',
};

const byId = (paymentId: unknown) => db.tables.paymentConditions.find((row) => String(row.paymentId) === String(paymentId));
const isDefault = (paymentId: number) => byId(paymentId)?.standard === 'S';
const comma = (value: number): string => String(value).replace('.', ',');

function toRow(record: PaymentConditionRecord): PaymentConditionRow {
  return {
    paymentId: record.paymentId,
    nameConditionPayment: record.name,
    standardPaymentCondition: record.standardId === null ? '' : (byId(record.standardId)?.name ?? ''),
    deadlineDays: record.deadlineDays,
    discountPercent: record.discountPercent,
    standardCondition: record.standard,
  };
}

function toSingle(record: PaymentConditionRecord): PaymentCondition {
  return {
    NM_COND_PAGTO: record.name,
    NM_COND_PAGTO_PADRAO: record.standardId === null ? '' : (byId(record.standardId)?.name ?? ''),
    IN_COND_PADRAO_ORG: record.standard,
    CD_PAGTO_PADRAO: record.standardId,
    NR_DIAS_PRAZO: record.deadlineDays,
    VP_DESCONTO: comma(record.discountPercent),
  };
}

/** The record a valid body describes, or the server's refusal. */
async function readCondition(request: Request): Promise<{ fields: Omit<PaymentConditionRecord, 'paymentId'> } | { refusal: Response }> {
  const body = await jsonBody<PaymentConditionPayload>(request);
  const problem = payloadProblem(body, isDefault);
  if (problem) return { refusal: fail(400, CONDITION_REFUSALS[problem]) };
  const standard = body.In_cond_padrao_org === 'S';
  return {
    fields: {
      name: String(body.Tx_obs).trim(),
      standard: standard ? 'S' : 'N',
      standardId: standard ? null : (body.Cd_pagto_padrao_org as number),
      deadlineDays: body.Nr_prazo as number,
      discountPercent: standard ? 0 : (body.Vp_desc_antec_pagto as number),
    },
  };
}

const defaults = () => db.tables.paymentConditions.filter((row) => row.standard === 'S');

/** Payment conditions (spec part 2, 2.6 and 7 "Payment conditions"). */
export const paymentConditionHandlers = [
  /** GET /condicoesPagamento/padrao: the maintenance list, every condition with its default flag (the client searches, sorts and pages). */
  endpoint('get', 'legacy', '/condicoesPagamento/padrao', { permission: PERMISSION }, () => ok({ itens: db.tables.paymentConditions.map(toRow) })),

  /** GET /condicoesPagamento/listByCodPadrao/{cod}: the default conditions a condition may be attached to, the one of `cod` first. */
  endpoint('get', 'legacy', '/condicoesPagamento/listByCodPadrao/:cod', { permission: PERMISSION }, ({ params }) => {
    const rows = defaults().sort((a, b) => Number(String(b.paymentId) === String(params.cod)) - Number(String(a.paymentId) === String(params.cod)));
    return ok({ itens: rows.map(toRow) });
  }),

  /** GET /condicoesPagamento/{id}. */
  endpoint('get', 'legacy', '/condicoesPagamento/:id', { permission: PERMISSION }, ({ params }) => {
    const record = byId(params.id);
    return record ? ok({ itens: toSingle(record) }) : fail(404, CONDITION_MESSAGES.notFound);
  }),

  /** POST /condicoesPagamento: a new condition with the next free code. */
  endpoint('post', 'legacy', '/condicoesPagamento', { permission: PERMISSION }, async ({ request }) => {
    const read = await readCondition(request);
    if ('refusal' in read) return read.refusal;
    const table = db.tables.paymentConditions;
    const record = { paymentId: table.reduce((max, row) => Math.max(max, row.paymentId), 0) + 1, ...read.fields };
    table.push(record);
    db.touch('paymentConditions');
    return ok({ message: CONDITION_MESSAGES.created, itens: toRow(record) });
  }),

  /** PUT /condicoesPagamento/{Cd_pagto}. */
  endpoint('put', 'legacy', '/condicoesPagamento/:id', { permission: PERMISSION }, async ({ request, params }) => {
    const record = byId(params.id);
    if (!record) return fail(404, CONDITION_MESSAGES.notFound);
    const read = await readCondition(request);
    if ('refusal' in read) return read.refusal;
    if (read.fields.standardId === record.paymentId) return fail(400, CONDITION_REFUSALS.standard);
    if (record.standard === 'S' && read.fields.standard === 'N' && db.tables.paymentConditions.some((row) => row.standardId === record.paymentId)) {
      return fail(400, CONDITION_MESSAGES.stillAttached);
    }
    Object.assign(record, read.fields);
    db.touch('paymentConditions');
    return ok({ message: CONDITION_MESSAGES.updated, itens: toRow(record) });
  }),
];
