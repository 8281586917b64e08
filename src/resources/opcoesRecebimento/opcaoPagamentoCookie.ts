import { format, isValid, parseISO } from 'date-fns';
import { parseServerDate } from '../../i18n/format';
import { readCookie, writeCookie } from '../../session/cookies';

/** The cookie that hands the chosen delivery from the protocol tab to the payment-option screen (spec part 2, 2.3). */
export const OPCAO_PAGAMENTO_COOKIE = 'OpcaoPagamentoData';

/** One protocol's delivery: dataAgenda DD/MM/YYYY (as the calls send it), dataAgendamento the same day as yyyy-MM-dd. */
export interface OpcaoPagamentoData {
  idFornecedor: number;
  dataAgenda: string;
  codPagto: number;
  codFilial: number;
  dataAgendamento: string;
  opcaoPagDias: number;
}

const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The JSON text the cookie holds (writeCookie percent-encodes it). */
export const encodeOpcaoPagamento = (data: OpcaoPagamentoData): string =>
  JSON.stringify({
    idFornecedor: data.idFornecedor,
    dataAgenda: data.dataAgenda,
    codPagto: data.codPagto,
    codFilial: data.codFilial,
    dataAgendamento: data.dataAgendamento,
    opcaoPagDias: data.opcaoPagDias,
  });

/**
 * The cookie's value read back, or null when it is not exactly that shape: anyone can edit a cookie, so every field
 * is checked (whole numbers, real dates, both dates the same day) and nothing else is kept.
 */
export function decodeOpcaoPagamento(text: string | undefined): OpcaoPagamentoData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { idFornecedor, dataAgenda, codPagto, codFilial, dataAgendamento, opcaoPagDias } = record;
  if (!isCount(idFornecedor, 1) || !isCount(codPagto, 0) || !isCount(codFilial, 1) || !isCount(opcaoPagDias, 0)) return null;
  if (typeof dataAgenda !== 'string' || typeof dataAgendamento !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dataAgendamento)) return null;
  const day = parseServerDate(dataAgenda);
  const sameDay = parseISO(dataAgendamento);
  if (!day || !isValid(sameDay) || format(day, 'yyyy-MM-dd') !== dataAgendamento) return null;
  return { idFornecedor, dataAgenda, codPagto, codFilial, dataAgendamento, opcaoPagDias };
}

export function writeOpcaoPagamento(data: OpcaoPagamentoData): void {
  writeCookie(OPCAO_PAGAMENTO_COOKIE, encodeOpcaoPagamento(data));
}

export function readOpcaoPagamento(): OpcaoPagamentoData | null {
  return decodeOpcaoPagamento(readCookie(OPCAO_PAGAMENTO_COOKIE));
}
