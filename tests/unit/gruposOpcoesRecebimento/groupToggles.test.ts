import { byDefaultTerm, conditionToggle, inverse, supplierToggle } from '../../../src/resources/gruposOpcoesRecebimento/groupToggles';
import type { GroupCondition } from '../../../src/resources/gruposOpcoesRecebimento/receivingGroups';

const condition = (paymentCode: number, standardTermDays: number, active: 'S' | 'N' = 'N'): GroupCondition => ({
  paymentCode,
  termDays: paymentCode,
  advanceDiscount: 1,
  active,
  name: `C${paymentCode}`,
  standardTermDays,
});

describe('group switches (part 2, section 4 "Group maintenance")', () => {
  it('send in_ativar as the inverse of the current state', () => {
    expect(inverse('S')).toBe('N');
    expect(inverse('N')).toBe('S');
    expect(conditionToggle(3, { paymentCode: 7, active: 'S' })).toEqual({ id_org: 3, id_cond_tcc: 7, in_ativar: 'N' });
    expect(conditionToggle(3, { paymentCode: 14, active: 'N' })).toEqual({ id_org: 3, id_cond_tcc: 14, in_ativar: 'S' });
    expect(supplierToggle(3, { personId: 1000001, inGroup: 'N' })).toEqual({ id_org: 3, id_pessoa: 1000001, in_ativar: 'S' });
    expect(supplierToggle(3, { personId: 1000001, inGroup: 'S' })).toEqual({ id_org: 3, id_pessoa: 1000001, in_ativar: 'N' });
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
