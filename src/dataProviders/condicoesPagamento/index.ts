import type { DataProvider, GetOneParams, Identifier } from 'react-admin';
import type { PaymentConditionRow } from '../../types/api';
import type { PaymentConditionDetail, PaymentConditionMethods } from '../../resources/condicoesPagamento/paymentConditions';
import { withCustomMethods } from '../core/customMethods';
import { request } from '../core/http';
import { legacyItems, legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import { toConditionDetail, type PaymentCondition } from './wire';

/** Spec part 2, 7 "Payment conditions": each call has 5.5 s. */
export const CONDITION_TIMEOUT_MS = 5500;

/** GET /condicoesPagamento/{id}: the single shape has no code of its own, so the record takes the one asked for. */
async function fetchPaymentCondition(id: Identifier, signal?: AbortSignal): Promise<PaymentConditionDetail & { id: Identifier }> {
  const { body } = await request(`/condicoesPagamento/${encodeURIComponent(String(id))}`, { timeoutMs: CONDITION_TIMEOUT_MS, signal });
  return { ...toConditionDetail(legacyItems<PaymentCondition>(body)), id };
}

/**
 * GET /condicoesPagamento/padrao (the list: every condition with its default flag; the client searches, sorts and
 * pages) and GET /condicoesPagamento/{id};
 * the form sends POST /condicoesPagamento or PUT /condicoesPagamento/{Cd_pagto} with the spec's fields (5.5 s each).
 */
export const condicoesPagamentoProvider = withCustomMethods(
  {
  ...legacyResource<PaymentConditionRow>({
    path: '/condicoesPagamento',
    listPath: '/condicoesPagamento/padrao',
    id: (row) => row.paymentId,
    timeoutMs: CONDITION_TIMEOUT_MS,
    search: (row) => [row.nameConditionPayment, row.standardPaymentCondition, row.deadlineDays, row.discountPercent],
  }),
  getOne: async (_resource: string, params: GetOneParams) => ({ data: await fetchPaymentCondition(params.id, params.signal) }),
  } as DataProvider,
  {
    attachableDefaults: (_resource, { standardId }) => fetchAttachableDefaults(standardId),
  } satisfies PaymentConditionMethods,
);

/** GET /condicoesPagamento/listByCodPadrao/{cod}: the default conditions a condition may be attached to (cod 0: none attached yet). */
export async function fetchAttachableDefaults(cod: number, signal?: AbortSignal): Promise<PaymentConditionRow[]> {
  const { body } = await request(`/condicoesPagamento/listByCodPadrao/${cod}`, { timeoutMs: CONDITION_TIMEOUT_MS, signal });
  return legacyRows<PaymentConditionRow>(body);
}

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { condicoesPagamento: condicoesPagamentoProvider as DataProvider };
