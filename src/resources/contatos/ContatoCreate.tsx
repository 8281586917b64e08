import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { EMPTY_VALUES } from '../communication/communicationValues';
import { ContatoForm } from './ContatoForm';

/** /contatos-ae (manter-contatos): 'Adicionar Contato'. */
export function ContatoCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource="contatos" title={`${translate('resources.contatos.form.create')} ${translate('resources.contatos.entity')}`}>
      <ContatoForm mode="create" initial={EMPTY_VALUES} />
    </PortalCreate>
  );
}
