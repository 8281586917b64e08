import { useTranslate } from 'react-admin';
import { PortalCreate } from '../../kit/forms/PortalCreate';
import { CondicaoForm, EMPTY_CONDITION } from './CondicaoForm';

/** manutencaoCondicoesPagamento-ae (condicoes-de-pagamento). */
export function CondicaoCreate() {
  const translate = useTranslate();
  return (
    <PortalCreate resource="condicoesPagamento" actions={false} title={translate('resources.condicoesPagamento.form.create')}>
      <CondicaoForm mode="create" initial={EMPTY_CONDITION} />
    </PortalCreate>
  );
}
