import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { emptyEditor } from './editor/formEditorRules';
import { FormEditor } from './editor/FormEditor';
import { EDITOR_TEXT } from './editor/useFormEditor';
import { FORMS_RESOURCE } from './forms';

const EMPTY = emptyEditor();

/** /formularios/cadastrar (gerenciar-formularios): 'Cadastrar Formulário'. */
export function FormularioCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource={FORMS_RESOURCE} title={translate(`${EDITOR_TEXT}.createTitle`)}>
      <FormEditor mode="create" initial={EMPTY} />
    </PortalCreate>
  );
}
