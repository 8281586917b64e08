import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { GrupoOpcaoForm } from './GrupoOpcaoForm';

/** /grupoOpcoesRecebimento-ae. */
export function GrupoOpcaoCreate() {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.gruposOpcoesRecebimento.${key}`);
  return (
    <PortalCreate resource="gruposOpcoesRecebimento" actions={false} title={`${text('form.create')} ${text('entity')}`}>
      <GrupoOpcaoForm mode="create" initial="" />
    </PortalCreate>
  );
}
