import type { GroupCondition, GroupConditionToggle, GroupSupplier, GroupSupplierToggle, YesNo } from '../../types/api';

/** Spec part 2, section 4 "Group maintenance": a switch sends the inverse of the current state. */
export const inverse = (flag: YesNo): YesNo => (flag === 'S' ? 'N' : 'S');

export const conditionToggle = (groupId: number, row: Pick<GroupCondition, 'CD_PAGTO' | 'IN_ATIVO'>): GroupConditionToggle => ({
  id_org: groupId,
  id_cond_tcc: row.CD_PAGTO,
  in_ativar: inverse(row.IN_ATIVO),
});

export const supplierToggle = (groupId: number, row: Pick<GroupSupplier, 'ID_PESSOA' | 'IN_ATIVO_ORG'>): GroupSupplierToggle => ({
  id_org: groupId,
  id_pessoa: row.ID_PESSOA,
  in_ativar: inverse(row.IN_ATIVO_ORG),
});

/** One table per default term ('Condições de pagamento padrão de {N} dias'), shortest first, the rows in the server's order. */
export function byDefaultTerm(rows: readonly GroupCondition[]): { days: number; rows: GroupCondition[] }[] {
  const tables = new Map<number, GroupCondition[]>();
  for (const row of rows) tables.set(row.NR_PRAZO_PADRAO, [...(tables.get(row.NR_PRAZO_PADRAO) ?? []), row]);
  return [...tables.entries()].sort(([a], [b]) => a - b).map(([days, tableRows]) => ({ days, rows: tableRows }));
}
