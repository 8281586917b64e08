import { EMPTY_VALUES, toSave, valuesFromRecord } from '../../../src/resources/communication/communicationValues';
import { recipientsOf, visibilityOf } from '../../../src/resources/comunicados/audience';
import type { SupplierVisibility } from '../../../src/resources/comunicados/announcements';

const row = (id: number, visible: boolean, email = `f${id}@fornecedor.com.br`): SupplierVisibility => ({
  id,
  name: `Fornecedor ${id}`,
  email,
  visible,
});

describe('announcement audience', () => {
  it('fl_all stays on while every supplier sees it; one not visible turns it off and keeps the visible ones', () => {
    expect(visibilityOf([row(1, true), row(2, true)])).toEqual({ flAll: true, chosen: new Map() });
    expect(visibilityOf([row(1, true), row(2, false), row(3, true)])).toEqual({
      flAll: false,
      chosen: new Map([
        [1, 'f1@fornecedor.com.br'],
        [3, 'f3@fornecedor.com.br'],
      ]),
    });
    expect(visibilityOf([])).toEqual({ flAll: true, chosen: new Map() });
  });

  it('recipients: the chosen e-mails, or everyone’s for all; each once, blanks dropped', () => {
    const chosen = new Map([
      [1, 'a@x.com'],
      [2, ' a@x.com '],
      [3, ''],
    ]);
    expect(recipientsOf({ flAll: false, chosen }, ['ignored@x.com'])).toEqual(['a@x.com']);
    expect(recipientsOf({ flAll: true, chosen }, ['b@x.com', 'c@x.com', 'b@x.com', 'sem-email'])).toEqual(['b@x.com', 'c@x.com']);
  });
});

describe('form values', () => {
  it('an edit starts from the record: validity as local dates, the group, the current file or URL kept', () => {
    const values = valuesFromRecord(
      { id: 5, titulo: 'T', descricao: 'D', diretorio: 'https://x.com.br', lancamento: '2026-03-10T08:15:00', termino: '2026-04-01T23:59:59' },
      { flAll: false, chosen: new Map([[1, 'a@x.com']]) },
    );
    expect(values).toMatchObject({ titulo: 'T', descricao: 'D', current: 'https://x.com.br', replacing: false, flAll: false, grupo: '' });
    expect(values.lancamento).toEqual(new Date(2026, 2, 10, 8, 15));
    expect(values.termino?.getDate()).toBe(1);
    expect(valuesFromRecord({ titulo: 'C', descricao: 'D', diretorio: '', grupo_id: 0 }).grupo).toBe(0);
  });

  it('what is sent: trimmed texts, the normalised URL, the kept path unless replaced, the chosen suppliers', () => {
    const values = { ...EMPTY_VALUES, titulo: ' T ', descricao: ' D ', current: 'comunicados;@Assets/comunicados/a.pdf', chosen: new Map([[7, 'a@x.com']]), flAll: false };
    expect(toSave(values, '')).toMatchObject({ titulo: 'T', descricao: 'D', url: '', keptPath: 'comunicados;@Assets/comunicados/a.pdf', flAll: false, fornecedores: [{ id_pessoa: 7, email: 'a@x.com' }] });
    expect(toSave({ ...values, replacing: true }, 'https://y.com/').keptPath).toBe('');
  });
});
