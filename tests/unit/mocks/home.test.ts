import { addDays, format } from 'date-fns';
import { apiUrl, type ApiName } from '../../../src/config';
import { MockDb } from '../../../mocks/db/db';
import { db } from '../../../mocks/db/db';
import { pendenciasOf } from '../../../mocks/home/handlers';
import { pendingOf } from '../../../mocks/compliance/rules';
import type { PendenciaRow } from '../../../src/types/api';
import { GATEWAY_HEADERS } from '../../helpers/mockApi';

const SEED_DATE = '2026-03-10';

async function tokenOf(codigo: string, senha: string): Promise<string> {
  const response = await fetch(apiUrl('legacy', '/auth'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ codigo, senha }),
  });
  return ((await response.json()) as { acesso: string }).acesso;
}

async function get<T>(api: ApiName, path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(apiUrl(api, path), { headers: { ...GATEWAY_HEADERS, ...(token ? { 'User-Token': token } : {}) } });
  return { status: response.status, body: (await response.json()) as T };
}

async function pendingReturns(token: string, variables: Record<string, unknown>) {
  const response = await fetch(apiUrl('graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, 'User-Token': token },
    body: JSON.stringify({
      query: 'query pendingReturnProducts($personId: String!, $initialRow: Int!, $nextRows: Int!) { pendingReturnProducts(personId: $personId, initialRow: $initialRow, nextRows: $nextRows) { personId productId totalRows } }',
      variables,
    }),
  });
  return (await response.json()) as { data: { pendingReturnProducts: { personId: string; totalRows: number }[] } | null; errors?: { message: string }[] };
}

describe('home seed', () => {
  const seeded = new MockDb(SEED_DATE).tables;
  const count = <T extends { personId: string }>(rows: T[], personId: string) => rows.filter((row) => row.personId === personId).length;

  it('compliance documents: 1000001 has pending ones, 2000001 none', () => {
    const pending = (personId: string) =>
      seeded.complianceDocuments.filter((doc) => doc.startDate <= SEED_DATE && SEED_DATE <= doc.endDate && !doc.signatures.some((s) => s.personId === personId)).length;
    expect(pending('1000001')).toBeGreaterThanOrEqual(2);
    expect(pending('2000001')).toBe(0);
  });

  it('pending return products: 1000001 ≥ 4, 2000001 none', () => {
    expect(count(seeded.pendingReturnProducts, '1000001')).toBeGreaterThanOrEqual(4);
    expect(count(seeded.pendingReturnProducts, '2000001')).toBe(0);
  });

  it('announcements (≥ 12 valid on the seed day, URLs and stored files), groups with the internal team 0, contacts', () => {
    const valid = seeded.announcements.filter((row) => row.lancamento.slice(0, 10) <= SEED_DATE && SEED_DATE <= row.termino.slice(0, 10));
    expect(valid.length).toBeGreaterThanOrEqual(12);
    expect(valid.some((row) => row.diretorio.startsWith('https://'))).toBe(true);
    expect(valid.some((row) => row.diretorio.includes(';@Assets/'))).toBe(true);
    expect(seeded.announcements.some((row) => !row.fl_all && row.fornecedores.length > 0)).toBe(true);
    expect(seeded.contactGroups.length).toBeGreaterThanOrEqual(6);
    expect(seeded.contactGroups.find((group) => group.id === 0)).toBeDefined();
    expect(seeded.contacts.length).toBeGreaterThanOrEqual(10);
    expect(seeded.contactInfo.map((row) => row.cdGep).sort()).toEqual(seeded.contactGroups.map((group) => group.id).sort());
    for (const row of seeded.contactInfo) expect(row.gerentes).toMatch(/^[^,<>]+ <[^<>\s]+@[^<>\s]+>(, [^,<>]+ <[^<>\s]+@[^<>\s]+>)*$/);
  });
});

describe('home endpoints', () => {
  it('need a session', async () => {
    for (const [api, path] of [['legacy', '/pendencias/'], ['legacy', '/comunicado/'], ['legacy', '/contato/'], ['legacy', '/contatoInfo'], ['orders', '/orders/quantityPending'], ['orders', '/documents/qtyDocumentsPending']] as const) {
      expect((await get(api, path)).status, path).toBe(401);
    }
  });

  it("pendências and the pending count are the supplier's schedules pending confirmation in the order store (tab 1)", async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const inThreeDays = format(addDays(new Date(), 3), 'yyyy-MM-dd');
    const pending = (personId: number) => db.tables.orderLines.filter((line) => line.personId === personId && line.status === 'P');
    for (const line of pending(1000001)) line.confirmBy = inThreeDays;
    // One schedule (order, branch, day) per row, by day then order; NR_PEDIDO is the day as yyMMdd and the branch.
    const expected = new Map<string, PendenciaRow>();
    for (const line of pending(1000001)) {
      const day = line.scheduleDate.slice(0, 10);
      const number = Number(`${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String(line.branchId).padStart(3, '0')}`);
      expected.set(`${line.purchaseOrderId}:${line.branchId}:${day}`, { NR_PC: line.purchaseOrderId, QT_DIAS_PRAZO: 3, DT_AGENDA: day, NR_PEDIDO: number });
    }
    const rows = [...expected.values()].sort((a, b) => a.DT_AGENDA.localeCompare(b.DT_AGENDA) || Number(a.NR_PC) - Number(b.NR_PC));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.DT_AGENDA > today)).toBe(true);

    const token = await tokenOf('1000001', 'moveis123');
    expect((await get<{ itens: PendenciaRow[] }>('legacy', '/pendencias/', token)).body.itens).toEqual(rows);
    expect((await get('orders', '/orders/quantityPending', token)).body).toEqual({ quantity: rows.length });

    // A confirmed schedule leaves both; a schedule whose last day to confirm has come shows 0 days.
    const linesOf = (row: PendenciaRow) =>
      pending(1000001).filter((line) => line.purchaseOrderId === row.NR_PC && line.scheduleDate.startsWith(row.DT_AGENDA) && line.branchId === Number(row.NR_PEDIDO) % 1000);
    for (const line of linesOf(rows[0])) line.status = 'C';
    for (const line of linesOf(rows[1])) line.confirmBy = today;
    expect((await get<{ itens: PendenciaRow[] }>('legacy', '/pendencias/', token)).body.itens).toEqual([{ ...rows[1], QT_DIAS_PRAZO: 0 }, ...rows.slice(2)]);
    expect((await get('orders', '/orders/quantityPending', token)).body).toEqual({ quantity: rows.length - 1 });

    const accessories = new Set(pending(2000001).map((line) => `${line.purchaseOrderId}:${line.branchId}:${line.scheduleDate}`));
    expect(accessories.size).toBeGreaterThanOrEqual(1);
    expect((await get('orders', '/orders/quantityPending', await tokenOf('2000001', 'acess123'))).body).toEqual({ quantity: accessories.size });
  });

  it('a supplier gets its own pendências and counters, whatever personId it sends', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const own = pendenciasOf('1000001');
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const query of ['', '?personId=2000001']) {
      const { body } = await get<{ itens: { NR_PC: number }[] }>('legacy', `/pendencias/${query}`, token);
      expect(body.itens.map((row) => row.NR_PC).sort()).toEqual(own.map((row) => row.NR_PC).sort());
      expect(body.itens[0]).not.toHaveProperty('personId');
    }
    expect((await get('orders', '/orders/quantityPending?personId=2000001', token)).body).toEqual({ quantity: own.length });
    expect((await get('orders', '/documents/qtyDocumentsPending?personId=2000001', token)).body).toEqual({ quantity: pendingOf(db.tables.complianceDocuments, '1000001').length });
    const returns = await pendingReturns(token, { personId: '2000001', initialRow: 0, nextRows: 2 });
    expect(returns.data!.pendingReturnProducts).toHaveLength(2);
    expect(returns.data!.pendingReturnProducts.every((row) => row.personId === '1000001')).toBe(true);
    expect(returns.data!.pendingReturnProducts[0].totalRows).toBe(db.tables.pendingReturnProducts.filter((row) => row.personId === '1000001').length);
  });

  it('2000001 has no pending documents and no pending returns', async () => {
    const token = await tokenOf('2000001', 'acess123');
    expect((await get('orders', '/documents/qtyDocumentsPending?personId=2000001', token)).body).toEqual({ quantity: 0 });
    expect((await pendingReturns(token, { personId: '2000001', initialRow: 0, nextRows: 1 })).data).toEqual({ pendingReturnProducts: [] });
  });

  it('staff get no pendências unless they name a supplier', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    expect((await get<{ itens: unknown[] }>('legacy', '/pendencias/', token)).body.itens).toEqual([]);
    const named = await get<{ itens: unknown[] }>('legacy', '/pendencias/?personId=1000001', token);
    expect(named.body.itens).toEqual(pendenciasOf('1000001'));
  });

  it('permissions are enforced (403 without them)', async () => {
    const token = await tokenOf('0000003', 'sourcing1'); // no gerenciar-pedidos keys
    expect((await get('legacy', '/pendencias/', token)).status).toBe(403);
    expect((await get('orders', '/orders/quantityPending', token)).status).toBe(403);
    expect((await pendingReturns(token, { personId: '1000001', initialRow: 0, nextRows: 1 })).errors?.[0].message).toBe(
      'Usuário não tem permissão para acessar funcionalidades',
    );
  });

  it('GET /comunicado/ answers the legacy list shape, valid today and visible to the supplier', async () => {
    const furniture = await get<{ itens: { ID_CFG: number; DS_TITULO: string; DT_LANCAMENTO: string }[] }>('legacy', '/comunicado/', await tokenOf('1000001', 'moveis123'));
    const accessories = await get<{ itens: { DS_TITULO: string }[] }>('legacy', '/comunicado/', await tokenOf('2000001', 'acess123'));
    const titles = (rows: { DS_TITULO: string }[]) => rows.map((row) => row.DS_TITULO);
    expect(Object.keys(furniture.body.itens[0]).sort()).toEqual(['DS_LINK', 'DS_TITULO', 'DT_LANCAMENTO', 'ID_CFG', 'TX_DESCRICAO']);
    expect(furniture.body.itens.length).toBeGreaterThanOrEqual(12);
    expect(titles(furniture.body.itens)).toContain('Padrão de embalagem para móveis montados');
    expect(titles(furniture.body.itens)).not.toContain('Coleção outono-inverno de acessórios');
    expect(titles(accessories.body.itens)).toContain('Coleção outono-inverno de acessórios');
    expect(titles(accessories.body.itens)).not.toContain('Padrão de embalagem para móveis montados');
    expect(titles(furniture.body.itens)).not.toContain('Reajuste da tabela de frete 2025');
    const dates = furniture.body.itens.map((row) => row.DT_LANCAMENTO);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('GET /contatoInfo answers the supplier its own purchasing group and the shared ones', async () => {
    const token = await tokenOf('2000001', 'acess123');
    const { body } = await get<{ itens: { cdGep: number; nmGep: string }[] }>('legacy', '/contatoInfo?personId=1000001', token);
    const names = body.itens.map((row) => row.nmGep);
    expect(names).toContain('Compras - Acessórios e Utilidades');
    expect(names).not.toContain('Compras - Móveis');
    expect(body.itens.map((row) => row.cdGep)).toContain(0);
    expect(Object.keys(body.itens[0]).sort()).toEqual(['analistas', 'cdGep', 'gerentes', 'nmGep']);
  });
});
