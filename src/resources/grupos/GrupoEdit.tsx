import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession } from '../../kit/data/failures';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import type { ContactGroup } from '../../types/api';
import { GrupoForm } from './GrupoForm';

function GrupoEditForm() {
  const record = useRecordContext<ContactGroup>();
  return record ? <GrupoForm mode="edit" initial={record.descricao} /> : null;
}

/** /grupos-ae/{id} (manter-grupos); a group that does not load says 'Erro na recuperação de dados de grupo!' and goes back. */
export function GrupoEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  const onError = (error: unknown) => {
    if (endsSession(error)) return;
    notify('resources.grupos.messages.loadFailure', { type: 'error' });
    redirect(pathTo('grupos'));
  };
  return (
    <PortalEdit resource="grupos" actions={false} queryOptions={{ onError, retry: false }} title={`${translate('resources.grupos.form.edit')} ${translate('resources.grupos.entity')}`}>
      <GrupoEditForm />
    </PortalEdit>
  );
}
