import { useRecordContext, useTranslate } from 'react-admin';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import type { Contact } from './contacts';
import { valuesFromRecord } from '../communication/communicationValues';
import { useRecordLoadFailure } from '../communication/recordLoad';
import { ContatoForm } from './ContatoForm';

function ContatoEditForm() {
  const record = useRecordContext<Contact>();
  return record ? <ContatoForm mode="edit" recordId={record.id} initial={valuesFromRecord(record)} /> : null;
}

/** /contatos-ae/{id} (manter-contatos): 'Editar Contato'. */
export function ContatoEdit() {
  const translate = useTranslate();
  const onError = useRecordLoadFailure('contatos');
  return (
    <PortalEdit resource="contatos" actions={false} queryOptions={{ onError, retry: false }} title={`${translate('resources.contatos.form.edit')} ${translate('resources.contatos.entity')}`}>
      <ContatoEditForm />
    </PortalEdit>
  );
}
