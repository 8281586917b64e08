import { formatDateTime } from '../../i18n/format';
import { csvHeader, csvRows, type CsvColumn } from '../../kit/list/csvExport';
import { isChoice, type FormAnswerSheet, type FormQuestion, type SupplierAnswers } from './forms';

/** The fixed columns' labels (translated by the caller). */
export interface AnswersCsvLabels {
  code: string;
  supplier: string;
  answeredAt: string;
}

/** What a supplier answered to a question, as text: the chosen options' titles joined by ', ', or the text typed. */
function answerText(question: FormQuestion, supplier: SupplierAnswers): string {
  const answer = supplier.answers.find((item) => item.questionId === question.id);
  if (!answer) return '';
  if (isChoice(question.type)) {
    return question.options
      .filter((option) => option.id !== undefined && answer.selected?.includes(option.id))
      .map((option) => option.title)
      .join(', ');
  }
  return answer.text ?? '';
}

/**
 * The export of a form's answers (spec: GET /forms/answers/{id} as a ';' CSV named after the form): one line per
 * supplier, a column per question in the form's order; the kit's CSV (BOM, ';', formula cells neutralised).
 */
export function answersCsv(sheet: FormAnswerSheet, labels: AnswersCsvLabels): string[] {
  const columns: CsvColumn[] = [
    { source: 'code', label: labels.code, kind: 'code' },
    { source: 'supplier', label: labels.supplier },
    { source: 'answeredAt', label: labels.answeredAt },
    ...sheet.questions.map((question, index) => ({ source: `q${index}`, label: question.title })),
  ];
  const rows = sheet.answers.map((supplier) => {
    const row: Record<string, unknown> = { code: supplier.supplierId, supplier: supplier.supplierName, answeredAt: formatDateTime(supplier.answeredAt) };
    sheet.questions.forEach((question, index) => {
      row[`q${index}`] = answerText(question, supplier);
    });
    return row;
  });
  return [csvHeader(columns), csvRows(rows, columns)];
}

/** The recipients who have not answered yet, as CSV (the summary's list). */
export function pendingCsv(pending: readonly { id: number; name: string; email: string }[], labels: { code: string; supplier: string; email: string }): string[] {
  const columns: CsvColumn[] = [
    { source: 'id', label: labels.code, kind: 'code' },
    { source: 'name', label: labels.supplier },
    { source: 'email', label: labels.email },
  ];
  return [csvHeader(columns), csvRows(pending.map((row) => ({ ...row })), columns)];
}
