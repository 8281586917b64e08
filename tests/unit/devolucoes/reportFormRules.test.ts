import {
  noteLength,
  noteText,
  optionLabel,
  quantityProblem,
  readQuantity,
  REPORT_NOTE_MAX,
  reportProblems,
  reportToSave,
  stockedQuantity,
  today,
  withImages,
  type ReportFormValues,
} from '../../../src/custom/devolucoes/create/reportFormRules';
import devolucoesFormMessages from '../../../src/i18n/pt-BR/devolucoes/form';

const picture = (name: string, lastModified = 1) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg', lastModified });

const EMPTY: ReportFormValues = {
  supplierId: null,
  productId: null,
  receiptDate: null,
  scheduled: '',
  inspected: '',
  returned: '',
  reasonIds: [],
  note: '',
  images: [],
};

const FILLED: ReportFormValues = {
  supplierId: 1000001,
  productId: 501,
  receiptDate: new Date(2026, 2, 9),
  scheduled: '10',
  inspected: '8',
  returned: '3',
  reasonIds: [2, 5],
  note: 'CAIXA AMASSADA',
  images: [picture('a.jpg')],
};

const problems = devolucoesFormMessages.pages.devolucoesForm.problems;

describe('new return report: the form rules (spec part 3, section 5)', () => {
  it("an empty form breaks every required rule, each with the spec's message word for word", () => {
    const found = reportProblems(EMPTY);
    expect(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, problems[problem]]))).toEqual({
      supplier: 'Selecione o fornecedor',
      product: 'Selecione o produto',
      receiptDate: 'Selecione a data',
      scheduled: 'Informe a quantidade agendada',
      inspected: 'Informe a quantidade vistoriada',
      returned: 'Informe a quantidade devolvida',
      reasons: 'Selecione o(s) motivo(s)',
      images: 'Selecione as imagens',
    });
    expect(problems.negativeStock).toBe('Total não pode menor que zero');
  });

  it('a filled form breaks none; an unreadable typed date is not a date', () => {
    expect(reportProblems(FILLED)).toEqual({});
    expect(reportProblems({ ...FILLED, receiptDate: new Date(Number.NaN) })).toEqual({ receiptDate: 'noDate' });
  });

  it('quantities are whole numbers of 0 or more: blanks are missing, letters and decimals are not numbers, a minus is negative', () => {
    expect(readQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(readQuantity('0')).toEqual({ ok: true, value: 0 });
    expect(readQuantity('   ')).toEqual({ ok: false, problem: 'missing' });
    expect(readQuantity('-3')).toEqual({ ok: false, problem: 'negative' });
    expect(readQuantity('-2,5')).toEqual({ ok: false, problem: 'negative' });
    for (const text of ['abc', '12a', '1e3', '2,5', '2.5', '+4', '--1', '-']) expect(readQuantity(text), text).toEqual({ ok: false, problem: 'notWholeNumber' });

    expect(quantityProblem('scheduled', '')).toBe('noScheduled');
    expect(quantityProblem('inspected', '')).toBe('noInspected');
    expect(quantityProblem('returned', '')).toBe('noReturned');
    expect(quantityProblem('inspected', 'dez')).toBe('notWholeNumber');
    expect(quantityProblem('returned', '-1')).toBe('negative');
    expect(quantityProblem('scheduled', '7')).toBeUndefined();
    expect(problems.notWholeNumber).toBe('Informe apenas números inteiros');
    expect(problems.negative).toBe('A quantidade não pode ser menor que zero');
    expect(reportProblems({ ...FILLED, scheduled: 'x', inspected: '-1' })).toEqual({ scheduled: 'notWholeNumber', inspected: 'negative' });
  });

  it('the stocked quantity is scheduled − returned once both are 0 or more; below zero it breaks its rule', () => {
    expect(stockedQuantity('10', '3')).toBe(7);
    expect(stockedQuantity('3', '3')).toBe(0);
    expect(stockedQuantity('0', '0')).toBe(0);
    expect(stockedQuantity('2', '5')).toBe(-3);
    expect(stockedQuantity('', '3')).toBeNull();
    expect(stockedQuantity('10', '-3')).toBeNull();
    expect(stockedQuantity('abc', '1')).toBeNull();
    expect(reportProblems({ ...FILLED, scheduled: '2', returned: '5' })).toEqual({ stocked: 'negativeStock' });
    expect(reportProblems({ ...FILLED, scheduled: '5', returned: '5' })).toEqual({});
    // The inspected quantity takes no part in it.
    expect(reportProblems({ ...FILLED, scheduled: '5', inspected: '900', returned: '1' })).toEqual({});
  });

  it('the note is kept uppercase and cut at 4000 characters (counted as the user sees them)', () => {
    expect(REPORT_NOTE_MAX).toBe(4000);
    expect(noteText('caixa amassada, pé quebrado')).toBe('CAIXA AMASSADA, PÉ QUEBRADO');
    expect(noteText('a'.repeat(4001))).toBe('A'.repeat(4000));
    expect(noteLength(noteText('a'.repeat(4001)))).toBe(4000);
    expect(noteText('ç'.repeat(3999) + 'xyz')).toBe('Ç'.repeat(3999) + 'X');
    expect(noteLength('😀'.repeat(3))).toBe(3);
    expect(reportProblems({ ...FILLED, note: '' })).toEqual({});
  });

  it('the report to save: only when nothing is broken; quantities as numbers, the date as yyyy-MM-dd, the note uppercase', () => {
    expect(reportToSave(EMPTY)).toBeNull();
    expect(reportToSave({ ...FILLED, returned: '11' })).toBeNull();
    const images = [picture('a.jpg'), picture('b.jpg')];
    expect(reportToSave({ ...FILLED, note: '  caixa amassada ', scheduled: ' 10', images })).toEqual({
      supplierId: 1000001,
      productId: 501,
      receiptDate: '2026-03-09',
      scheduled: 10,
      inspected: 8,
      returned: 3,
      reasonIds: [2, 5],
      note: 'CAIXA AMASSADA',
      images,
    });
  });

  it('today at midnight; options read "id - name"; a picture chosen twice joins once, in the order chosen', () => {
    expect(today(new Date(2026, 2, 9, 15, 42, 7))).toEqual(new Date(2026, 2, 9));
    expect(optionLabel({ id: 1000001, name: 'Móveis Serra Gaúcha' })).toBe('1000001 - Móveis Serra Gaúcha');
    const a = picture('a.jpg');
    const b = picture('b.jpg');
    const aAgain = picture('a.jpg');
    const other = picture('a.jpg', 2);
    expect(withImages([a], [b, aAgain, other, b])).toEqual([a, b, other]);
  });
});
