import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { WHOLE_RECORD_META } from '../../kit/data/wholeRecordMeta';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { useGoBack } from '../../kit/navigation/useGoBack';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { editorOf } from './editor/formEditorRules';
import { FormEditor } from './editor/FormEditor';
import { EDITOR_TEXT, nextEditorKey } from './editor/useFormEditor';
import { canEdit, FORMS_RESOURCE, type Form } from './forms';

/** The draft is loaded: the editor starts from it; a form past its draft days is not edited (spec section 4). */
function FormularioEditForm() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const goBack = useGoBack(pathTo(FORMS_RESOURCE));
  const record = useRecordContext<Form>();
  const initial = useMemo(() => (record ? editorOf(record, nextEditorKey) : undefined), [record]);

  if (!record || !initial) return <LinearProgress />;
  if (!canEdit(record.status)) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="warning">{translate(`${EDITOR_TEXT}.notDraft`)}</Alert>
        <Button onClick={goBack}>{translate(`${EDITOR_TEXT}.cancel`)}</Button>
      </Box>
    );
  }
  return <FormEditor mode="edit" initial={initial} />;
}

/** /formularios/editar/{id} (gerenciar-formularios): 'Editar Formulário'; a failed read says so and goes back to the list. */
export function FormularioEdit() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const failure = useReadFailureHandler(translate(`${EDITOR_TEXT}.loadFailure`));
  const onError = (error: unknown) => {
    failure.onError(error);
    void navigate(pathTo(FORMS_RESOURCE));
  };
  return (
    <PortalEdit resource={FORMS_RESOURCE} actions={false} queryOptions={{ onError, retry: false, meta: WHOLE_RECORD_META }} title={translate(`${EDITOR_TEXT}.editTitle`)}>
      <FormularioEditForm />
    </PortalEdit>
  );
}
