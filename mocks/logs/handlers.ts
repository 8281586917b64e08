import { readRowWindow } from '../http/paging';
import type { LogRow, LogWrite } from '../../src/dataProviders/logs/wire';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';
import { localDateTime, type LogRecord } from './seed';

const TYPES = ['I', 'W', 'E'] as const;
const MAX_DESCRIPTION = 4000;
export const INVALID_TYPE = 'Tipo de log inválido!';
export const EMPTY_DESCRIPTION = 'Preencha o campo descrição!';

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const toRow = ({ DS_TIPO, DT_EVENTO, DS_LOG }: LogRecord): LogRow => ({ DS_TIPO, DT_EVENTO, DS_LOG });

export const logHandlers = [
  /**
   * GET /log?idFornecedor&linhaInicial&qtdRegistro[&q][&tipo=I|W|E[,…]][&ordenacao=DT_EVENTO&direcao=ASC|DESC]
   * (permission logs). idFornecedor naming the caller means "no supplier chosen": every line; another code
   * narrows to the lines that user wrote. Newest first unless direcao=ASC. { itens, total: { value } }.
   */
  endpoint('get', 'legacy', '/log', { permission: 'logs' }, ({ url, caller }) => {
    const params = url.searchParams;
    const supplier = params.get('idFornecedor')?.trim();
    const writer = supplier && supplier !== caller.user.codigo ? supplier : undefined;
    const q = normalise(params.get('q')?.trim() ?? '');
    const types = params
      .getAll('tipo')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    if (types.some((value) => !(TYPES as readonly string[]).includes(value))) return fail(400, INVALID_TYPE);
    const ascending = params.get('direcao')?.toUpperCase() === 'ASC';

    const table = db.tables.logs;
    const matching: number[] = [];
    table.forEach((row, index) => {
      if (writer && row.idFornecedor !== writer) return;
      if (types.length && !types.includes(row.DS_TIPO)) return;
      if (q && !normalise(row.DS_LOG).includes(q)) return;
      matching.push(index);
    });
    // Ties on DT_EVENTO keep the order of writing (a later line counts as newer).
    matching.sort((a, b) => table[a].DT_EVENTO.localeCompare(table[b].DT_EVENTO) || a - b);
    if (!ascending) matching.reverse();

    const { offset, limit } = readRowWindow(params, 'linhaInicial');
    return ok({ itens: matching.slice(offset, offset + limit).map((index) => toRow(table[index])), total: { value: matching.length } });
  }),

  /** POST /log { descricao, tipo }: any signed-in user writes its own line (tipo I, W or E; descricao cut to 4000). */
  endpoint('post', 'legacy', '/log', {}, async ({ request, caller }) => {
    const body = await jsonBody<LogWrite>(request);
    const tipo = body.tipo;
    if (typeof tipo !== 'string' || !(TYPES as readonly string[]).includes(tipo)) return fail(400, INVALID_TYPE);
    const descricao = typeof body.descricao === 'string' ? body.descricao.trim() : '';
    if (!descricao) return fail(400, EMPTY_DESCRIPTION);
    db.tables.logs.push({
      DS_TIPO: tipo,
      DT_EVENTO: localDateTime(new Date()),
      DS_LOG: Array.from(descricao).slice(0, MAX_DESCRIPTION).join(''),
      idFornecedor: caller.user.codigo,
    });
    db.touch('logs');
    return ok();
  }),
];
