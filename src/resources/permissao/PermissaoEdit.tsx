import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession } from '../../kit/data/failures';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { useLeavePrompt } from '../../kit/forms/useLeavePrompt';
import type { AfterSave } from '../../kit/forms/useSaveOnce';
import type { AccessType } from './accessTypes';
import { FeatureTable } from './FeatureTable';
import { PermissaoForm } from './PermissaoForm';
import { featureSaveFailure, useFeatureSave } from './useFeatureSave';
import { useFeatureSelection } from './useFeatureSelection';

function PermissaoEditContent({ record }: { record: AccessType & { id: string } }) {
  const translate = useTranslate();
  const selection = useFeatureSelection();
  const featureSave = useFeatureSave(record.id_md5, selection);
  const pending = selection.changes.length;
  const leavePrompt = useLeavePrompt(pending > 0);

  // Salvar saves the pending toggles with the description; what the server did not take stays pending and is told.
  const saveToggles = async (): Promise<AfterSave> => {
    if (pending === 0) return { ok: true };
    const { saved, error } = await featureSave.save();
    if (error === undefined) return { ok: true };
    const reason = featureSaveFailure(error);
    if (reason === undefined) return { ok: false };
    return { ok: false, message: translate('resources.permissao.messages.togglesNotSaved', { count: pending - saved.length, reason }) };
  };

  return (
    <>
      <PermissaoForm mode="edit" initial={record.descricao} afterSave={saveToggles} />
      <FeatureTable accessTypeId={record.id_md5} selection={selection} featureSave={featureSave} />
      <ConfirmDialog
        open={leavePrompt.open}
        title={translate('resources.permissao.leave.title')}
        text={translate('resources.permissao.leave.text', { count: pending })}
        onCancel={leavePrompt.stay}
        onConfirm={leavePrompt.leave}
      />
    </>
  );
}

function PermissaoEditRecord() {
  const record = useRecordContext<AccessType & { id: string }>();
  return record ? <PermissaoEditContent record={record} /> : null;
}

/** /permissao-ae/{id_md5} (manter-permissoes): the description and the feature table. */
export function PermissaoEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  const onError = (error: unknown) => {
    if (endsSession(error)) return;
    notify(error instanceof Error ? error.message : 'resources.permissao.messages.loadFailure', { type: 'error' });
    redirect(pathTo('permissao'));
  };
  return (
    <PortalEdit resource="permissao" actions={false} queryOptions={{ onError, retry: false }} title={`${translate('resources.permissao.form.edit')} ${translate('resources.permissao.entity')}`}>
      <PermissaoEditRecord />
    </PortalEdit>
  );
}
