import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { isApiError } from '../../dataProviders/core/errors';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { pathsOfResource } from '../../routes/access';
import type { AccessType } from '../../types/api';
import { FeatureTable } from './FeatureTable';
import { PermissaoForm } from './PermissaoForm';

function PermissaoEditContent() {
  const record = useRecordContext<AccessType & { id: string }>();
  const [pending, setPending] = useState(0);
  if (!record) return null;
  return (
    <>
      <PermissaoForm mode="edit" initial={record.descricao} stayAfterSave={pending > 0} />
      <FeatureTable accessTypeId={record.id_md5} onPendingCount={setPending} />
    </>
  );
}

/** /permissao-ae/{id_md5} (manter-permissoes): the description and the feature table. */
export function PermissaoEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = (error: unknown) => {
    if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
    notify(error instanceof Error ? error.message : 'resources.permissao.messages.loadFailure', { type: 'error' });
    redirect(pathsOfResource('permissao').list);
  };
  return (
    <PortalEdit resource="permissao" actions={false} queryOptions={{ onError, retry: false }} title={`${translate('resources.permissao.form.edit')} ${translate('resources.permissao.entity')}`}>
      <PermissaoEditContent />
    </PortalEdit>
  );
}
