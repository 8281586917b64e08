import LinearProgress from '@mui/material/LinearProgress';
import { useEditContext, useNotify, useRedirect, useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession } from '../../kit/data/failures';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { CondicaoForm } from './CondicaoForm';
import type { PaymentConditionDetail } from './paymentConditions';

type LoadedCondition = PaymentConditionDetail & { id: number | string };

/** The list fills react-admin's cache of each condition with its row, another shape (no attached default's code). */
const isSingleShape = (record: Partial<LoadedCondition>): record is LoadedCondition => typeof record.name === 'string';

/** The form waits for GET /condicoesPagamento/{id} itself; a failed one shows no form (onError tells it and goes back). */
function CondicaoEditForm() {
  const translate = useTranslate();
  const { record, isFetching, error } = useEditContext<Partial<LoadedCondition> & { id: number | string }>();
  if (error) return null;
  if (!record || isFetching || !isSingleShape(record)) return <LinearProgress aria-label={translate('kit.filters.loading')} sx={{ m: 3 }} />;
  const initial = {
    name: record.name,
    isDefault: record.isDefault,
    standardId: record.standardId ?? ('' as const),
    term: String(record.termDays),
    discount: record.discount,
  };
  return <CondicaoForm mode="edit" initial={initial} paymentId={Number(record.id)} />;
}

/** manutencaoCondicoesPagamento-ae/{id}; a condition that does not load says 'Erro na recuperação de dados de condições!' and goes back. */
export function CondicaoEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  const onError = (error: unknown) => {
    if (endsSession(error)) return;
    notify('resources.condicoesPagamento.messages.loadFailure', { type: 'error' });
    redirect(pathTo('condicoesPagamento'));
  };
  return (
    <PortalEdit resource="condicoesPagamento" actions={false} queryOptions={{ onError, retry: false }} title={translate('resources.condicoesPagamento.form.edit')}>
      <CondicaoEditForm />
    </PortalEdit>
  );
}
