import type { YesNo } from '../../types/api';
import type { GroupCondition, GroupConditionToggle, GroupSupplier, GroupSupplierToggle } from './receivingGroups';

/** Spec part 2, section 4 "Group maintenance": a switch sends the inverse of the current state. */
export const inverse = (flag: YesNo): YesNo => (flag === 'S' ? 'N' : 'S');

export const conditionToggle = (groupId: number, row: Pick<GroupCondition, 'paymentCode' | 'active'>): GroupConditionToggle => ({
  id_org: groupId,
  id_cond_tcc: row.paymentCode,
  in_ativar: inverse(row.active),
});

export const supplierToggle = (groupId: number, row: Pick<GroupSupplier, 'personId' | 'inGroup'>): GroupSupplierToggle => ({
  id_org: groupId,
  id_pessoa: row.personId,
  in_ativar: inverse(row.inGroup),
});

/** One table per default term ('Condições de pagamento padrão de {N} dias'), shortest first, the rows in the server's order. */
export function byDefaultTerm(rows: readonly GroupCondition[]): { days: number; rows: GroupCondition[] }[] {
  const tables = new Map<number, GroupCondition[]>();
  for (const row of rows) tables.set(row.standardTermDays, [...(tables.get(row.standardTermDays) ?? []), row]);
  return [...tables.entries()].sort(([a], [b]) => a - b).map(([days, tableRows]) => ({ days, rows: tableRows }));
}
