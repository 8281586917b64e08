import { byDefaultTerm, conditionToggle, inverse, supplierToggle } from '../../../src/resources/gruposOpcoesRecebimento/groupToggles';
import type { GroupCondition } from '../../../src/types/api';

const condition = (CD_PAGTO: number, NR_PRAZO_PADRAO: number, IN_ATIVO: 'S' | 'N' = 'N'): GroupCondition => ({
  CD_PAGTO,
  NR_PRAZO: CD_PAGTO,
  VP_DESC_ANTEC_PAGTO: 1,
  IN_ATIVO,
  NM_COND_PAGTO: `C${CD_PAGTO}`,
  NR_PRAZO_PADRAO,
});

describe('group switches (part 2, section 4 "Group maintenance")', () => {
  it('send in_ativar as the inverse of the current state', () => {
    expect(inverse('S')).toBe('N');
    expect(inverse('N')).toBe('S');
    expect(conditionToggle(3, { CD_PAGTO: 7, IN_ATIVO: 'S' })).toEqual({ id_org: 3, id_cond_tcc: 7, in_ativar: 'N' });
    expect(conditionToggle(3, { CD_PAGTO: 14, IN_ATIVO: 'N' })).toEqual({ id_org: 3, id_cond_tcc: 14, in_ativar: 'S' });
    expect(supplierToggle(3, { ID_PESSOA: 1000001, IN_ATIVO_ORG: 'N' })).toEqual({ id_org: 3, id_pessoa: 1000001, in_ativar: 'S' });
    expect(supplierToggle(3, { ID_PESSOA: 1000001, IN_ATIVO_ORG: 'S' })).toEqual({ id_org: 3, id_pessoa: 1000001, in_ativar: 'N' });
  });

  it('one table per default term, shortest first, rows in the order they came', () => {
    const rows = [condition(21, 45), condition(7, 28, 'S'), condition(14, 28)];
    expect(byDefaultTerm(rows)).toEqual([
      { days: 28, rows: [rows[1], rows[2]] },
      { days: 45, rows: [rows[0]] },
    ]);
    expect(byDefaultTerm([])).toEqual([]);
  });
});
