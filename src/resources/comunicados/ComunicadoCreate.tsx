import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { EMPTY_VALUES } from '../communication/communicationValues';
import { ComunicadoForm } from './ComunicadoForm';

/** /comunicados-ae (manter-comunicados): 'Adicionar Comunicado'. */
export function ComunicadoCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource="comunicados" title={`${translate('resources.comunicados.form.create')} ${translate('resources.comunicados.entity')}`}>
      <ComunicadoForm mode="create" initial={EMPTY_VALUES} />
    </PortalCreate>
  );
}
