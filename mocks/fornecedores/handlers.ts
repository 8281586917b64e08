import type { SupplierRow } from '../../src/types/api';
import { readRowWindow } from '../../src/dataProviders/core/paging';
import { db } from '../db/db';
import type { PessoaRecord } from '../db/tables';
import { endpoint, fail, ok, scopedPersonId } from '../http/endpoint';

const toRow = (row: PessoaRecord): SupplierRow => ({ ID_PESSOA: Number(row.codigo), NM_PESSOA: row.nome, RET_EMAIL_PESSOA: row.email });

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export const supplierHandlers = [
  /** GET /fornecedores?tipo=F|M|A[&q=][&linhaInicial&qtdRegistro]: staff see every supplier, a supplier only itself. */
  endpoint('get', 'legacy', '/fornecedores', {}, ({ url, caller }) => {
    const tipo = url.searchParams.get('tipo') ?? 'F';
    const q = normalise(url.searchParams.get('q') ?? '');
    const visible = caller.permissions.has('filtro-fornecedor')
      ? db.tables.pessoas.filter((row) => row.supplierType !== null)
      : db.tables.pessoas.filter((row) => row.codigo === scopedPersonId(caller, null));
    const rows = visible
      .filter((row) => tipo === 'F' || row.supplierType === tipo)
      .filter((row) => !q || row.codigo.includes(q) || normalise(row.nome).includes(q))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    const paged = url.searchParams.has('qtdRegistro');
    const { offset, limit } = readRowWindow(url.searchParams, 'linhaInicial');
    const page = paged ? rows.slice(offset, offset + limit) : rows;
    return ok({ itens: page.map(toRow), total: { value: rows.length } });
  }),

  /**
   * GET /fornecedores/{id} (the pickers' getOne, e.g. a supplier chosen beyond the first page of results): staff read
   * any supplier, a supplier only itself.
   */
  endpoint('get', 'legacy', '/fornecedores/:id', {}, ({ params, caller }) => {
    const codigo = String(params.id);
    const row = db.tables.pessoas.find((candidate) => candidate.codigo === codigo && candidate.supplierType !== null);
    if (!row || (!caller.permissions.has('filtro-fornecedor') && scopedPersonId(caller, null) !== codigo)) return fail(404, 'Fornecedor não encontrado.');
    return ok({ itens: toRow(row) });
  }),
];
