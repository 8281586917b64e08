import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { downloadCsv } from '../../kit/list/csvExport';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { pendingCsv } from './answersCsv';
import { FORMS_RESOURCE, type FormsMethods } from './forms';

/** Staff's answers summary of one form, and the CSV of the recipients who have not answered yet. */
export function useFormSummary(id: number) {
  const translate = useTranslate();
  const query = useProviderQuery<FormsMethods, 'summary'>(FORMS_RESOURCE, 'summary', { id }, { enabled: Number.isInteger(id) && id > 0 });
  const failure = useReadFailure(query.error, translate('pages.formulariosResumo.failure'));
  const summary = query.data;
  const exportPending = () => {
    if (!summary) return;
    const text = (key: string) => translate(`pages.formulariosResumo.pending.${key}`);
    downloadCsv(
      pendingCsv(summary.pending, { code: text('code'), supplier: text('supplier'), email: text('email') }),
      translate('pages.formulariosResumo.pending.fileName', { title: summary.title }),
    );
  };
  return { summary, isPending: query.isPending && !failure, failure, exportPending };
}
