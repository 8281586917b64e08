import { differenceInCalendarDays, parseISO } from 'date-fns';
import { HttpResponse } from 'msw';
import type { DiscountOption, PaymentOptionBody } from '../../src/dataProviders/opcoesRecebimento/wire';
import { releasedOptions, supplierDefault } from '../condicoesPagamento/releasedOptions';
import { db } from '../db/db';
import { endpoint, jsonBody, ok, scopedPersonId } from '../http/endpoint';
import { dayFromClient, isoDay, serverDateTime } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import { today } from '../gerenciarPedidos/orderQueries';

export const UPDATED = 'Opção de pagamento alterada!';
export const MISSING_FIELDS = 'Campos necessários: id_pessoa, nr_pc, cd_fil, id_prod, dt_entrg, cd_pagto';
export const ITEM_NOT_FOUND = 'Item agendado não encontrado.';
export const TOO_LATE = 'Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados';
export const NOT_RELEASED = 'Condição de pagamento não liberada para o fornecedor.';
export const PARTIALLY_DELIVERED = 'Antecipação indisponível: item com entrega parcial precisa ser desmembrado pela equipe comercial.';

/** Changes are allowed until this many days before the scheduled delivery. */
const DEADLINE_DAYS = 1;

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const refused = (error: string, status = 400): Response => HttpResponse.json({ error }, { status });
const money = (value: number): number => Math.round(value * 100) / 100;

function applyOption(line: OrderLineRecord, option: DiscountOption): void {
  const anticipated = option.IN_COND_PADRAO_FORNEC === 'N';
  line.paymentId = option.CD_PAGTO;
  line.percentDiscont = option.VP_DESC_ANTEC_PAGTO;
  line.monetaryDiscont = money((line.amount * option.VP_DESC_ANTEC_PAGTO) / 100);
  line.netDiscount = money(line.amount - line.monetaryDiscont);
  line.advanceRequest = anticipated ? 'S' : 'N';
  if (anticipated) line.advanceRequestedAt = serverDateTime(new Date());
  else delete line.advanceRequestedAt;
  line.supplierPayment = `${option.NR_PRAZO1} dias`;
}

export const paymentOptionHandlers = [
  /** GET /opcoesRecebimento/descontos?idFornecedor= (path not in the spec): the supplier's payment options. */
  endpoint('get', 'legacy', '/opcoesRecebimento/descontos', { permission: 'opcoes-de-recebimento' }, ({ url, caller }) =>
    ok({ itens: releasedOptions(Number(scopedPersonId(caller, url.searchParams.get('idFornecedor')))) }),
  ),

  /**
   * PUT /opcoesRecebimento/opcaoPagamento (path not in the spec): one scheduled item's payment option. cd_pagto names
   * a released option; 0 cancels the anticipation (the standard term again). 200 { message } or 4xx { error }.
   */
  endpoint('put', 'legacy', '/opcoesRecebimento/opcaoPagamento', { permission: 'opcoes-de-recebimento' }, async ({ request, caller }) => {
    const body = await jsonBody<PaymentOptionBody>(request);
    const delivery = dayFromClient(body.dt_entrg);
    if (!isWhole(body.nr_pc) || !isWhole(body.cd_fil) || !isWhole(body.id_prod) || !isWhole(body.cd_pagto) || !delivery) return refused(MISSING_FIELDS);
    const personId = Number(scopedPersonId(caller, body.id_pessoa === undefined ? null : String(body.id_pessoa)));
    const line = db.tables.orderLines.find(
      (row) =>
        row.personId === personId &&
        row.stage === 'A' &&
        (row.status === 'C' || row.status === 'P') &&
        row.purchaseOrderId === body.nr_pc &&
        row.branchId === body.cd_fil &&
        row.productId === body.id_prod &&
        isoDay(row.deliveryDate) === delivery,
    );
    if (!line) return refused(ITEM_NOT_FOUND, 404);
    if (differenceInCalendarDays(parseISO(isoDay(line.scheduleDate)), today()) < DEADLINE_DAYS) return refused(TOO_LATE);
    const options = releasedOptions(personId);
    const option = body.cd_pagto === 0 ? supplierDefault() : options.find((row) => row.CD_PAGTO === body.cd_pagto);
    if (!option) return refused(NOT_RELEASED);
    if (option.IN_COND_PADRAO_FORNEC === 'N' && line.quantityDelivery > 0) return refused(PARTIALLY_DELIVERED);
    applyOption(line, option);
    db.touch('orderLines');
    return HttpResponse.json({ message: UPDATED });
  }),
];
