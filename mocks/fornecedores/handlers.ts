import type { SupplierRow } from '../../src/types/api';
import { readRowWindow } from '../http/paging';
import { db } from '../db/db';
import type { PessoaRecord } from '../db/tables';
import { endpoint, fail, ok, scopedPersonId } from '../http/endpoint';

const toRow = (row: PessoaRecord): SupplierRow => ({ ID_PESSOA: Number(row.codigo), NM_PESSOA: row.nome, RET_EMAIL_PESSOA: row.email });

/** Supplier types of GET /fornecedores/ativos: F every type, M furniture, A accessories (spec part 2, section 9). */
const SUPPLIER_TYPES: ReadonlySet<string> = new Set(['F', 'M', 'A']);
export const SUPPLIER_TYPE_REFUSED = 'Tipo de fornecedor inválido! Informe F, M ou A.';

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
   * GET /fornecedores/ativos?tipoFornecedor=F|M|A: the active suppliers of a type (F every type), in name order, whole
   * (the payments' and invoices' pickers search them in the browser). For the screens that read them; staff see every
   * supplier, a supplier only itself. Before /fornecedores/{id}, which would take 'ativos' for a code.
   */
  endpoint('get', 'legacy', '/fornecedores/ativos', { permission: ['lista-de-pagamentos', 'lista-de-notas', 'qualidade'] }, ({ url, caller }) => {
    const tipo = url.searchParams.get('tipoFornecedor') ?? '';
    if (!SUPPLIER_TYPES.has(tipo)) return fail(400, SUPPLIER_TYPE_REFUSED);
    const rows = db.tables.pessoas
      .filter((row) => row.supplierType !== null && (tipo === 'F' || row.supplierType === tipo))
      .filter((row) => caller.permissions.has('filtro-fornecedor') || row.codigo === scopedPersonId(caller, null))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    return ok({ itens: rows.map(toRow) });
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
