import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { PermissaoForm } from './PermissaoForm';

/** /permissao-ae (manter-permissoes): the description only; features are chosen in the edit form. */
export function PermissaoCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource="permissao" actions={false} title={`${translate('resources.permissao.form.create')} ${translate('resources.permissao.entity')}`}>
      <PermissaoForm mode="create" initial="" />
    </PortalCreate>
  );
}
