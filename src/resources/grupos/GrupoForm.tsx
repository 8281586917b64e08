import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { DescriptionForm } from '../../kit/forms/DescriptionForm';

interface GrupoFormProps {
  mode: 'create' | 'edit';
  initial: string;
}

/** 'Adicionar Grupo' / 'Editar Grupo': Descrição ('Preencha o campo descrição!' under the field), Cancelar, Salvar. */
export function GrupoForm({ mode, initial }: GrupoFormProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.grupos.${key}`);
  const title = `${text(`form.${mode}`)} ${text('entity')}`;
  usePageTitle(title);
  const pathTo = usePathTo();
  return (
    <DescriptionForm
      title={title}
      label={text('fields.descricao')}
      initial={initial}
      messages={{
        required: text('validation.required'),
        max: text('validation.max'),
        saved: text(mode === 'create' ? 'messages.created' : 'messages.updated'),
        failed: text(mode === 'create' ? 'messages.createFailure' : 'messages.updateFailure'),
      }}
      listPath={pathTo('grupos')}
    />
  );
}
