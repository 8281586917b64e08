import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { DescriptionForm } from '../../kit/forms/DescriptionForm';
import type { AfterSave } from '../../kit/forms/useSaveOnce';

interface PermissaoFormProps {
  mode: 'create' | 'edit';
  initial: string;
  /** Edit: Salvar also saves the feature table's pending toggles. */
  afterSave?: () => Promise<AfterSave>;
}

/**
 * 'Adicionar Tipo de Acesso' / 'Editar Tipo de Acesso': Descrição ('Preencha o campo descrição!' as a warning),
 * Cancelar, Salvar. A new type opens its own form next, where its features are chosen; an edit returns to the list.
 */
export function PermissaoForm({ mode, initial, afterSave }: PermissaoFormProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.permissao.${key}`);
  const title = `${text(`form.${mode}`)} ${text('entity')}`;
  const pathTo = usePathTo();
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
      listPath={pathTo('permissao')}
      savedPath={mode === 'create' ? (saved) => pathTo('permissao.edit', { id: saved.id }) : undefined}
      afterSave={afterSave}
    />
  );
}
