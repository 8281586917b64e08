import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../custom/routing/usePageTitle';
import { DescriptionForm } from '../../kit/forms/DescriptionForm';
import { pathsOfResource } from '../../routes/access';

interface PermissaoFormProps {
  mode: 'create' | 'edit';
  initial: string;
  /** Toggles of the feature table are pending: a saved description must not take the user away from them. */
  stayAfterSave?: boolean;
}

/** 'Adicionar Tipo de Acesso' / 'Editar Tipo de Acesso': Descrição ('Preencha o campo descrição!' as a warning), Cancelar, Salvar. */
export function PermissaoForm({ mode, initial, stayAfterSave = false }: PermissaoFormProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.permissao.${key}`);
  const title = `${text(`form.${mode}`)} ${text('entity')}`;
  usePageTitle(title);
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
      warnWhenEmpty
      listPath={pathsOfResource('permissao').list}
      stayAfterSave={stayAfterSave}
    />
  );
}
