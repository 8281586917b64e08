import { isChoice, type Form, type FormAnswerSheet, type FormSummary, type QuestionSummary } from './forms';

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A NUMERIC answer as typed ('12.5', or '12,5' from a pt-BR keyboard); undefined when it is no number. */
export function numericValue(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The answers summary (beyond the spec): per question, the count of each option (a multiple choice counts every
 * selected option), NUMERIC min/median/max, TEXT answers listed; and the recipients who have not answered yet.
 */
export function summariseAnswers(form: Pick<Form, 'id' | 'title' | 'recipients'>, sheet: FormAnswerSheet): FormSummary {
  const questions: QuestionSummary[] = sheet.questions.map((question) => {
    const questionId = question.id ?? 0;
    const given = sheet.answers.flatMap((supplier) =>
      supplier.answers.filter((answer) => answer.questionId === questionId).map((answer) => ({ supplier, answer })),
    );
    if (isChoice(question.type)) {
      const counts = question.options.map((option) => ({
        optionId: option.id ?? 0,
        title: option.title,
        count: given.filter(({ answer }) => answer.selected?.includes(option.id ?? 0)).length,
      }));
      return { kind: 'choice', questionId, title: question.title, type: question.type, counts };
    }
    if (question.type === 'NUMERIC') {
      const values = given.flatMap(({ answer }) => {
        const value = numericValue(answer.text);
        return value === undefined ? [] : [value];
      });
      const sorted = [...values].sort((a, b) => a - b);
      return { kind: 'numeric', questionId, title: question.title, count: sorted.length, min: sorted[0], median: median(sorted), max: sorted.at(-1) };
    }
    const answers = given
      .filter(({ answer }) => (answer.text ?? '').trim() !== '')
      .map(({ supplier, answer }) => ({ supplierId: supplier.supplierId, supplierName: supplier.supplierName, text: answer.text ?? '' }));
    return { kind: 'text', questionId, title: question.title, answers };
  });
  const answeredIds = new Set(sheet.answers.map((supplier) => supplier.supplierId));
  return {
    formId: form.id,
    title: form.title,
    answeredCount: answeredIds.size,
    recipientCount: form.recipients.length,
    questions,
    pending: form.recipients.filter((recipient) => !answeredIds.has(recipient.id)),
  };
}
