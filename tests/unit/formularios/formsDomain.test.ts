import { answersCsv, pendingCsv } from '../../../src/resources/formularios/answersCsv';
import { median, numericValue, summariseAnswers } from '../../../src/resources/formularios/answersSummary';
import { canAnswerStatus, canCancel, canEdit, formStatus, hasEnded, STATUS_FILTER_CODES, statusOfFilterCode, type FormAnswerSheet } from '../../../src/resources/formularios/forms';
import { fromWireDay, listQuery, toWireDay } from '../../../src/dataProviders/formularios/mapping';

const flags = (on: Partial<Record<'draft' | 'published' | 'canceled' | 'inactive', boolean>>) => ({ draft: false, published: false, canceled: false, inactive: false, ...on });

describe('form status', () => {
  it('is derived in the spec order: Cancelado, Rascunho, Publicado, Inativo, else -', () => {
    expect(formStatus(flags({ canceled: true, draft: true, published: true, inactive: true }))).toBe('canceled');
    expect(formStatus(flags({ draft: true, published: true, inactive: true }))).toBe('draft');
    expect(formStatus(flags({ published: true, inactive: true }))).toBe('published');
    expect(formStatus(flags({ inactive: true }))).toBe('inactive');
    expect(formStatus(flags({}))).toBe('none');
  });

  it('has the filter codes draft 1, published 3, canceled 0, inactive 2, sent as the one status flag', () => {
    expect(STATUS_FILTER_CODES).toEqual({ draft: 1, published: 3, canceled: 0, inactive: 2 });
    expect([0, 1, 2, 3, 4].map(statusOfFilterCode)).toEqual(['canceled', 'draft', 'inactive', 'published', undefined]);
    expect(listQuery({ internal: true, status: 0, q: ' censo ' }, 2, 5, undefined)).toEqual({ pageNumber: 2, nrRecordPage: 5, isVisaoTok: 'S', search: 'censo', inCanceled: 'S' });
    expect(listQuery({ status: 3 }, 1, 5, 1000001)).toEqual({ pageNumber: 1, nrRecordPage: 5, isVisaoTok: 'N', supplierId: 1000001, inPublished: 'S' });
  });

  it('edits drafts only, cancels once, answers a published form that has not ended', () => {
    expect(['draft', 'published', 'canceled', 'inactive', 'none'].filter((status) => canEdit(status as never))).toEqual(['draft']);
    expect(canCancel('canceled')).toBe(false);
    expect(canCancel('published')).toBe(true);
    expect(canAnswerStatus('published')).toBe(true);
    expect(canAnswerStatus('inactive')).toBe(false);
    expect(hasEnded('2026-11-26', '2026-11-27')).toBe(true);
    expect(hasEnded('2026-11-27', '2026-11-27')).toBe(false);
  });

  it('converts the wire dates DD/MM/YYYY both ways', () => {
    expect(fromWireDay('05/01/2027')).toBe('2027-01-05');
    expect(toWireDay('2027-01-05')).toBe('05/01/2027');
  });
});

const SHEET: FormAnswerSheet = {
  formId: 9,
  title: 'Pesquisa',
  questions: [
    { id: 1, type: 'TEXT', title: 'Comentário', options: [] },
    { id: 2, type: 'NUMERIC', title: 'Funcionários', options: [] },
    { id: 3, type: 'MULTIPLE_SELECT', title: 'Selos', options: [{ id: 31, index: 0, title: 'FSC' }, { id: 32, index: 1, title: 'ISO' }] },
  ],
  answers: [
    { supplierId: 1, supplierName: 'Um', answeredAt: '2026-11-20T10:00:00', answers: [{ questionId: 1, text: '@SOMA' }, { questionId: 2, text: '10' }, { questionId: 3, selected: [31, 32] }] },
    { supplierId: 2, supplierName: 'Dois', answeredAt: '2026-11-21T10:00:00', answers: [{ questionId: 2, text: '4,5' }, { questionId: 3, selected: [32] }] },
    { supplierId: 3, supplierName: 'Três', answeredAt: '2026-11-22T10:00:00', answers: [{ questionId: 2, text: '1' }] },
  ],
};

describe('answers summary and CSV', () => {
  it('counts options, gives NUMERIC min/median/max, lists TEXT answers and the recipients who have not answered', () => {
    const recipients = [1, 2, 3, 4].map((id) => ({ id, name: `F${id}`, email: `f${id}@x.com` }));
    const summary = summariseAnswers({ id: 9, title: 'Pesquisa', recipients }, SHEET);
    expect(summary).toMatchObject({ answeredCount: 3, recipientCount: 4, pending: [{ id: 4 }] });
    expect(summary.questions[0]).toEqual({ kind: 'text', questionId: 1, title: 'Comentário', answers: [{ supplierId: 1, supplierName: 'Um', text: '@SOMA' }] });
    expect(summary.questions[1]).toEqual({ kind: 'numeric', questionId: 2, title: 'Funcionários', count: 3, min: 1, median: 4.5, max: 10 });
    expect(summary.questions[2]).toMatchObject({ kind: 'choice', counts: [{ optionId: 31, count: 1 }, { optionId: 32, count: 2 }] });
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([])).toBeUndefined();
    expect(numericValue('abc')).toBeUndefined();
  });

  it('writes one ; line per supplier after the BOM and a header, formula cells neutralised, options by title', () => {
    const text = answersCsv(SHEET, { code: 'Código', supplier: 'Fornecedor', answeredAt: 'Respondido em' }).join('');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFCódigo;Fornecedor;Respondido em;Comentário;Funcionários;Selos',
      "\t1;Um;20/11/2026 10:00;'@SOMA;10;FSC, ISO",
      '\t2;Dois;21/11/2026 10:00;;4,5;ISO',
      '\t3;Três;22/11/2026 10:00;;1;',
      '',
    ]);
    expect(pendingCsv([{ id: 4, name: '=F4', email: 'f4@x.com' }], { code: 'Código', supplier: 'Fornecedor', email: 'E-mail' }).join('')).toBe(
      "\uFEFFCódigo;Fornecedor;E-mail\r\n\t4;'=F4;f4@x.com\r\n",
    );
  });

  it('builds the CSV of 1,000 answers well within the 2 s budget', () => {
    const answers = Array.from({ length: 1000 }, (_, n) => ({ ...SHEET.answers[n % 3], supplierId: 5_000_001 + n }));
    const started = performance.now();
    const parts = answersCsv({ ...SHEET, answers }, { code: 'Código', supplier: 'Fornecedor', answeredAt: 'Respondido em' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(parts.join('').split('\r\n')).toHaveLength(1002);
  });
});
