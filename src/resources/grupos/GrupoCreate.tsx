import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { GrupoForm } from './GrupoForm';

/** /grupos-ae (manter-grupos). */
export function GrupoCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource="grupos" actions={false} title={`${translate('resources.grupos.form.create')} ${translate('resources.grupos.entity')}`}>
      <GrupoForm mode="create" initial="" />
    </PortalCreate>
  );
}
