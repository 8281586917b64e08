import { HttpResponse } from 'msw';
import { endpoint, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { dayFromClient } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import { linesOfProtocol, protocolLines, protocolsOf, toDetailItem, toInvoiceItem } from './protocolQueries';

export const NO_PROTOCOL_ITEMS = 'Nenhum item encontrado para este protocolo.';
export const PROTOCOL_FIELDS = 'Campos necessários: idFornecedor, dataAgenda, codPagto, codFilial';
export const DATE_FIELDS = 'Campos necessários: dtInicio, dtFim';

const READERS = ['gerenciar-pedidos.protocolo-agendamento', 'protocolo-de-agendamento', 'opcoes-de-recebimento'] as const;

/** The legacy servers' failure under HTTP 200: status 0 and a message. */
const failed = (message: string): Response => HttpResponse.json({ status: 0, message });

/** The lines of the protocol a detail or invoice call names, or why it names none. */
function protocolOf(caller: Caller, params: URLSearchParams): OrderLineRecord[] | string {
  const day = dayFromClient(params.get('dataAgenda'));
  const payment = Number(params.get('codPagto'));
  const branch = Number(params.get('codFilial'));
  if (!day || !params.get('codPagto') || !params.get('codFilial') || !Number.isInteger(payment) || !Number.isInteger(branch)) return PROTOCOL_FIELDS;
  const personId = Number(scopedPersonId(caller, params.get('idFornecedor')));
  const lines = linesOfProtocol(personId, day, branch, payment);
  return lines.length > 0 ? lines : NO_PROTOCOL_ITEMS;
}

export const protocolHandlers = [
  /**
   * GET /protocolo/protocoloDatas?idFornecedor&dtInicio&dtFim&paginaDe&paginaAte: the protocols scheduled between the
   * two days (DD/MM/YYYY), by day, branch and payment code; paginaDe and paginaAte are the first and last row (from 1).
   */
  endpoint('get', 'legacy', '/protocolo/protocoloDatas', { permission: [...READERS] }, ({ url, caller }) => {
    const params = url.searchParams;
    const from = dayFromClient(params.get('dtInicio'));
    const to = dayFromClient(params.get('dtFim'));
    if (!from || !to) return failed(DATE_FIELDS);
    const personId = Number(scopedPersonId(caller, params.get('idFornecedor')));
    const protocols = protocolsOf(protocolLines(personId, from, to));
    const first = Math.max(1, Number(params.get('paginaDe')) || 1);
    const last = Math.max(first, Number(params.get('paginaAte')) || first + 4);
    return ok({ itens: protocols.slice(first - 1, last).map((row) => ({ ...row, QT_TOTAL_REGS: protocols.length })) });
  }),

  /** GET /protocolo/gerenciapedidos/?idFornecedor&dataAgenda&codPagto&codFilial: the protocol's products. */
  endpoint('get', 'legacy', '/protocolo/gerenciapedidos/', { permission: [...READERS] }, ({ url, caller }) => {
    const lines = protocolOf(caller, url.searchParams);
    return typeof lines === 'string' ? failed(lines) : ok({ itens: lines.map(toDetailItem) });
  }),

  /** GET /protocolo/gerenciapedidos/notafiscal?idFornecedor&dataAgenda&codPagto&codFilial: the protocol's invoice items. */
  endpoint('get', 'legacy', '/protocolo/gerenciapedidos/notafiscal', { permission: [...READERS] }, ({ url, caller }) => {
    const lines = protocolOf(caller, url.searchParams);
    return typeof lines === 'string' ? failed(lines) : ok({ itens: lines.map(toInvoiceItem) });
  }),
];
