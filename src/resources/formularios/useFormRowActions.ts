import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalText, toldElsewhere } from '../../kit/data/failures';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { downloadCsv } from '../../kit/list/csvExport';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { answersCsv } from './answersCsv';
import { FORMS_RESOURCE, type FormListRecord, type FormsMethods } from './forms';

/**
 * Staff's row actions on the forms list: cancel (asked first, sent once, the list refreshes) and the export of a
 * form's answers (GET /forms/answers/{id} saved as '<title>.csv'). A failure says the server's words or the spec's.
 */
export function useFormRowActions() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const methods = useCustomMethods<FormsMethods>();
  const [asked, setAsked] = useState<FormListRecord | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);

  const cancelMutation = useProviderMutation<FormsMethods, 'cancel'>(FORMS_RESOURCE, 'cancel', {
    onSuccess: () => {
      setAsked(null);
      snackbar.success(translate('resources.formularios.cancel.done'));
    },
    onError: (error) => {
      setAsked(null);
      if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? translate('resources.formularios.cancel.failure'));
    },
  });

  const confirmCancel = () => {
    if (asked && !cancelMutation.isPending) cancelMutation.mutate({ id: asked.id });
  };

  const exportAnswers = async (form: FormListRecord) => {
    if (exporting !== null) return;
    setExporting(form.id);
    try {
      const sheet = await methods.answers(FORMS_RESOURCE, { id: form.id });
      const labels = {
        code: translate('resources.formularios.export.code'),
        supplier: translate('resources.formularios.export.supplier'),
        answeredAt: translate('resources.formularios.export.answeredAt'),
      };
      downloadCsv(answersCsv(sheet, labels), sheet.title || form.title);
    } catch (error) {
      if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? translate('resources.formularios.export.failure'));
    } finally {
      setExporting(null);
    }
  };

  return {
    asked,
    askCancel: setAsked,
    dismissCancel: () => setAsked(null),
    confirmCancel,
    cancelling: cancelMutation.isPending,
    exportAnswers: (form: FormListRecord) => void exportAnswers(form),
    exporting,
  };
}
