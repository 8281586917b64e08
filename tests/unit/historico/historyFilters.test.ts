import { kit } from '../../../src/i18n/pt-BR/kit';
import { historico } from '../../../src/i18n/pt-BR/historico';
import { translate } from '../../../src/i18n/translate';
import {
  barValuesOf,
  defaultIssueRange,
  familyChoices,
  fieldsOf,
  groupChoices,
  initialHistoryFilter,
  toHistoryFilter,
  validateHistoryFields,
  type HistoryFields,
} from '../../../src/resources/historico/historyFilters';
import type { ProductGroup } from '../../../src/types/api';

const FIELDS: HistoryFields = {
  statusSciaIs: 'T',
  purchaseOrderId: '',
  productId: '',
  numericCode: '',
  productName: '',
  scheduleStart: null,
  scheduleEnd: null,
  branchId: 0,
  group: null,
  familyId: 0,
};

const day = (iso: string) => new Date(`${iso}T00:00:00`);

describe('history filter messages (spec part 2, section 5, history variant; part 1 filter bar)', () => {
  it("'{field} não pode conter letras ou caracteres especiais' for order number, product id and numeric code", () => {
    const errors = validateHistoryFields({ ...FIELDS, purchaseOrderId: '4500a', productId: '12-3', numericCode: '1 2' });
    expect(errors.notDigits).toEqual(['purchaseOrderId', 'productId', 'numericCode']);
    const message = (field: keyof typeof historico.filters) => translate('resources.historico.filters.notDigits', { field: translate(`resources.historico.filters.${field}`) });
    expect(message('purchaseOrderId')).toBe('Número do pedido não pode conter letras ou caracteres especiais');
    expect(message('productId')).toBe('ID do produto não pode conter letras ou caracteres especiais');
    expect(message('numericCode')).toBe('Código numérico não pode conter letras ou caracteres especiais');
  });

  it('digits, empty fields and surrounding blanks pass; the product name is free text', () => {
    expect(validateHistoryFields({ ...FIELDS, purchaseOrderId: ' 4500300277 ', productId: '437253', numericCode: '' }).notDigits).toEqual([]);
    expect(validateHistoryFields({ ...FIELDS, productName: 'Sofá 3 lugares (cinza)!' })).toEqual({ notDigits: [], schedule: {} });
  });

  it('schedule dates: none is no range; one alone asks for the other; the end not before the start', () => {
    expect(validateHistoryFields(FIELDS).schedule).toEqual({});
    expect(validateHistoryFields({ ...FIELDS, scheduleEnd: day('2026-11-10') }).schedule).toEqual({ startDate: 'startRequired' });
    expect(validateHistoryFields({ ...FIELDS, scheduleStart: day('2026-11-10') }).schedule).toEqual({ endDate: 'endRequired' });
    expect(validateHistoryFields({ ...FIELDS, scheduleStart: day('2026-11-10'), scheduleEnd: day('2026-11-09') }).schedule).toEqual({ endDate: 'endBeforeStart' });
    expect(validateHistoryFields({ ...FIELDS, scheduleStart: new Date(Number.NaN), scheduleEnd: day('2026-11-09') }).schedule).toEqual({ startDate: 'invalidDate' });
    expect(kit.filters.startRequired).toBe('Data de início deve ser preenchida!');
    expect(kit.filters.endRequired).toBe('Data de fim deve ser preenchida!');
    expect(kit.filters.endBeforeStart).toBe('Data de fim não pode ser anterior à data de início!');
  });

  it("the empty list says 'Você não possui pedidos dentro dos filtros selecionados'", () => {
    expect(historico.empty).toBe('Você não possui pedidos dentro dos filtros selecionados');
  });
});

describe('history group and family lists (spec part 2, 2.7)', () => {
  const a: ProductGroup[] = [
    { cdGrupo: 23, dsGrupo: '23 - Decoração', cdDiv: 'A' },
    { cdGrupo: 21, dsGrupo: '21 - Iluminação', cdDiv: 'A' },
  ];
  const p: ProductGroup[] = [
    { cdGrupo: 3, dsGrupo: '03 - Dormitórios', cdDiv: 'P' },
    { cdGrupo: 15, dsGrupo: '15 - .', cdDiv: 'P' },
    { cdGrupo: 1, dsGrupo: '01 - Estofados', cdDiv: 'P' },
  ];

  it("merges the groups of divisions A and P, sorted by name, without '15 - .'", () => {
    expect(groupChoices(a, p).map((group) => group.dsGrupo)).toEqual(['01 - Estofados', '03 - Dormitórios', '21 - Iluminação', '23 - Decoração']);
    expect(groupChoices([], [{ cdGrupo: 15, dsGrupo: ' 15 - . ', cdDiv: 'P' }])).toEqual([]);
  });

  it("puts 'Selecione uma família' with id 0 first", () => {
    expect(familyChoices([{ idFamilia: 32, dsFamilia: 'Camas' }], 'Selecione uma família')).toEqual([
      { idFamilia: 0, dsFamilia: 'Selecione uma família' },
      { idFamilia: 32, dsFamilia: 'Camas' },
    ]);
    expect(familyChoices([], 'Selecione uma família')).toEqual([{ idFamilia: 0, dsFamilia: 'Selecione uma família' }]);
  });
});

describe('history filter values', () => {
  it('opens on every status and the issue dates of the last month up to today; a supplier on its own code', () => {
    const now = new Date('2026-03-31T15:00:00');
    expect(defaultIssueRange(now)).toEqual({ startDate: day('2026-02-28'), endDate: day('2026-03-31') });
    expect(initialHistoryFilter(1000001, now)).toEqual({ personId: 1000001, statusSciaIs: 'T', issueStart: '2026-02-28', issueEnd: '2026-03-31' });
    expect(initialHistoryFilter(undefined, now)).toEqual({ statusSciaIs: 'T', issueStart: '2026-02-28', issueEnd: '2026-03-31' });
  });

  it('Aplicar keeps only what is filled; the family goes with its group; the list filter gives the fields back', () => {
    const group = { cdGrupo: 3, dsGrupo: '03 - Dormitórios', cdDiv: 'P' as const };
    const fields: HistoryFields = { ...FIELDS, statusSciaIs: 'E', productId: ' 437253 ', scheduleStart: day('2026-11-01'), scheduleEnd: day('2026-11-30'), branchId: 40, group, familyId: 32 };
    const filter = toHistoryFilter({ personId: 3000001, startDate: day('2026-10-24'), endDate: day('2026-11-24') }, fields, undefined);
    expect(filter).toEqual({
      personId: 3000001,
      statusSciaIs: 'E',
      productId: '437253',
      issueStart: '2026-10-24',
      issueEnd: '2026-11-24',
      scheduleStart: '2026-11-01',
      scheduleEnd: '2026-11-30',
      branchId: 40,
      groupId: 3,
      group: '03 - Dormitórios',
      divisionId: 'P',
      familyId: 32,
    });
    expect(fieldsOf(filter)).toEqual({ ...fields, productId: '437253' });
    expect(barValuesOf(filter)).toEqual({ personId: 3000001, startDate: day('2026-10-24'), endDate: day('2026-11-24') });
    expect(toHistoryFilter({ personId: 3000001, startDate: null, endDate: null }, { ...FIELDS, familyId: 32 }, 1000001)).toEqual({ personId: 1000001, statusSciaIs: 'T' });
  });
});
