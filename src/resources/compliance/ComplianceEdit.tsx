import LinearProgress from '@mui/material/LinearProgress';
import { useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession } from '../../kit/data/failures';
import { WHOLE_RECORD_META } from '../../kit/data/wholeRecordMeta';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { COMPLIANCE_RESOURCE, type ComplianceDetail } from './complianceDocuments';
import { ComplianceForm } from './ComplianceForm';
import { valuesFromDetail } from './complianceFormRules';

/** The form starts from the loaded document. */
function ComplianceEditForm() {
  const record = useRecordContext<ComplianceDetail>();
  if (!record) return <LinearProgress />;
  return <ComplianceForm mode="edit" initial={valuesFromDetail(record)} currentExtension={record.fileExtension} />;
}

/** The document did not load: 'Não foi possível carregar o compliance!' and back to the list. */
function useLoadFailure(): (error: unknown) => void {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  return (error) => {
    if (endsSession(error)) return;
    snackbar.error(translate('pages.complianceForm.loadFailure'));
    redirect(pathTo(COMPLIANCE_RESOURCE));
  };
}

/** /compliance-ae/{id} (admin-compliance): 'Editar Compliance'. */
export function ComplianceEdit() {
  const onError = useLoadFailure();
  return (
    <PortalEdit resource={COMPLIANCE_RESOURCE} title={false} actions={false} queryOptions={{ onError, retry: false, meta: WHOLE_RECORD_META }}>
      <ComplianceEditForm />
    </PortalEdit>
  );
}
