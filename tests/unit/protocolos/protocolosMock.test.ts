import { db } from '../../../mocks/db/db';
import { PROTOCOL_MESSAGES } from '../../../mocks/protocolos/rules';
import { NO_PERMISSION } from '../../../mocks/http/endpoint';
import { apiUrl } from '../../../src/config';
import { PROTOCOL_PATHS, type PersonByTokenRow, type ProtocolDateRow, type ProtocolItemRow } from '../../../src/dataProviders/protocolos/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';

interface Answer<T> {
  status: number;
  body: { status: boolean; message: string; itens: T };
}

async function getAs<T>(account: AccountName, path: string, query: Record<string, string | number> = {}): Promise<Answer<T>> {
  const url = new URL(apiUrl('legacy', path));
  Object.entries(query).forEach(([key, value]) => url.searchParams.set(key, String(value)));
  const token = await tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha);
  const response = await fetch(url, { headers: { 'User-Token': token } });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const dates = (account: AccountName, query: Record<string, string | number> = {}) => getAs<ProtocolDateRow[]>(account, PROTOCOL_PATHS.dates, query);
const items = (account: AccountName, query: Record<string, string | number>) => getAs<ProtocolItemRow[]>(account, PROTOCOL_PATHS.items, query);

/** dd/MM/yyyy of 'yyyy-MM-dd'. */
const serverDay = (day: string) => day.split('-').reverse().join('/');

const scheduled = (personId: number) =>
  db.tables.orderLines.filter((line) => line.personId === personId && line.stage === 'A' && ['P', 'C', 'E'].includes(line.status ?? ''));

describe('scheduling protocols mock: days and items from the order store', () => {
  it("answers a supplier its scheduling days, oldest first, from its pending, confirmed and delivered schedules", async () => {
    const answer = await dates('moveis');
    expect(answer.status).toBe(200);
    const days = answer.body.itens.map((row) => row.DT_AGENDA);
    const expected = [...new Set(scheduled(1000001).map((line) => `${line.scheduleDate.slice(0, 10)}T00:00:00`))].sort();
    expect(days).toEqual(expected);
    expect(days.length).toBeGreaterThan(3);
  });

  it("answers a day's items with their situation, branch, deposit and order fields; refused schedules stay out", async () => {
    const line = scheduled(1000001)[0];
    const day = line.scheduleDate.slice(0, 10);
    const answer = await items('moveis', { dataAgenda: serverDay(day) });
    expect(answer.status).toBe(200);
    const ofDay = scheduled(1000001).filter((each) => each.scheduleDate.startsWith(day));
    expect(answer.body.itens).toHaveLength(ofDay.length);
    expect(answer.body.itens).toContainEqual(
      expect.objectContaining({ SIT: line.status, CD_FIL: line.branchId, NM_DEPOSITO_ADIC: line.branchName, NR_PC: line.purchaseOrderId, CD_NUM: line.numericCode, CD_ALFA: line.alphaId }),
    );
    const refused = db.tables.orderLines.find((each) => each.personId === 1000001 && each.stage === 'A' && each.status === 'R');
    expect(refused).toBeDefined();
    refused!.scheduleDate = `${day}T00:00:00`;
    const again = await items('moveis', { dataAgenda: serverDay(day) });
    expect(again.body.itens.map((row) => row.NR_PC)).toEqual(answer.body.itens.map((row) => row.NR_PC));
  });

  it('shows what the calendar schedules: a line scheduled on a new day brings that day and its item', async () => {
    const waiting = db.tables.orderLines.find((line) => line.personId === 1000001 && line.stage === 'N');
    expect(waiting).toBeDefined();
    Object.assign(waiting!, { stage: 'A', status: 'P', scheduleDate: '2031-01-15T00:00:00' });
    expect((await dates('moveis')).body.itens.map((row) => row.DT_AGENDA)).toContain('2031-01-15T00:00:00');
    const answer = await items('moveis', { dataAgenda: '15/01/2031' });
    expect(answer.body.itens).toEqual([expect.objectContaining({ SIT: 'P', NR_PC: waiting!.purchaseOrderId })]);
  });

  it("refuses a supplier another supplier's protocols, and accepts its own code", async () => {
    const other = await dates('moveis', { idFornecedor: 2000001 });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(PROTOCOL_MESSAGES.otherSupplier);
    const otherItems = await items('acessorios', { idFornecedor: 1000001, dataAgenda: '15/01/2031' });
    expect(otherItems.status).toBe(403);
    expect((await dates('moveis', { idFornecedor: 1000001 })).status).toBe(200);
  });

  it('lets filtro-fornecedor holders read the supplier they name, which they must name', async () => {
    const staff = await dates('comercial', { idFornecedor: 1000001 });
    expect(staff.body.itens).toEqual((await dates('moveis')).body.itens);
    const none = await dates('comercial');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(PROTOCOL_MESSAGES.supplierRequired);
    expect((await dates('comercial', { idFornecedor: 9_999_999 })).status).toBe(404);
  });

  it('refuses a user without protocolo-de-agendamento, and a day that does not exist', async () => {
    const sourcing = await dates('sourcing', { idFornecedor: 1000001 });
    expect(sourcing.status).toBe(403);
    expect(sourcing.body.message).toBe(NO_PERMISSION);
    const bad = await items('moveis', { dataAgenda: '31/02/2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PROTOCOL_MESSAGES.dayRequired);
  });

  it("answers the person by token with the caller's own name and code", async () => {
    const answer = await getAs<PersonByTokenRow>('comercial', PROTOCOL_PATHS.person);
    expect(answer.body.itens).toEqual(expect.objectContaining({ nome: ACCOUNTS.comercial.nome, codigo: ACCOUNTS.comercial.codigo }));
  });
});
