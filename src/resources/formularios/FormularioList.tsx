import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useCanAccessNow, usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { formatDate } from '../../i18n/format';
import { AddButton } from '../../kit/list/AddButton';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { FormRowActions } from './FormRowActions';
import { FORMS_PER_PAGE, FORMS_RESOURCE, STATUS_FILTER_CODES, type FilterableStatus, type FormListRecord } from './forms';
import { useFormRowActions } from './useFormRowActions';

const ROWS_PER_PAGE = [FORMS_PER_PAGE, 10, 25, 50, 100] as const;

const STATUS_CHOICES = (Object.keys(STATUS_FILTER_CODES) as FilterableStatus[]).map((status) => ({
  id: STATUS_FILTER_CODES[status],
  name: `resources.formularios.status.${status}`,
}));

/**
 * /formularios (listar-formularios; spec part 3, sections 2 and 4): 5 forms a page with a status filter. Internal
 * staff see every form, how many recipients answered, and the summary, edit, export and cancel actions, plus
 * 'Cadastrar Formulário' with gerenciar-formularios; a supplier sees the forms addressed to it and whether it answered.
 */
export function FormularioList() {
  const translate = useTranslate();
  const title = translate('resources.formularios.title');
  usePageTitle(title);
  const internal = useInternalView();
  const manages = useCanAccessNow({ resource: FORMS_RESOURCE, action: 'create' });
  const staff = internal && manages;
  const pathTo = usePathTo();
  const actions = useFormRowActions();

  const filters = useMemo(
    () => [<SelectInput key="status" source="status" label="resources.formularios.filters.status" choices={STATUS_CHOICES} alwaysOn />],
    [],
  );
  const permanent = useMemo(() => ({ internal }), [internal]);
  const empty = <ListEmpty title={translate('resources.formularios.empty')} failure={translate('resources.formularios.failure')} />;

  return (
    <>
      <PortalList
        resource={FORMS_RESOURCE}
        title={title}
        filter={permanent}
        filters={filters}
        perPage={FORMS_PER_PAGE}
        rowsPerPageOptions={ROWS_PER_PAGE}
        empty={false}
        loadFailure={translate('resources.formularios.failure')}
        extraActions={staff ? <AddButton to={pathTo(`${FORMS_RESOURCE}.create`)} label={translate('resources.formularios.add')} /> : undefined}
      >
        <PortalTable<FormListRecord> rowClick={false} empty={empty} data-testid="formularios-table">
          <PortalTable.Col<FormListRecord> source="title" label="resources.formularios.fields.title" disableSort />
          <PortalTable.Col<FormListRecord> source="startDate" label="resources.formularios.fields.startDate" disableSort render={(form) => formatDate(form.startDate)} />
          <PortalTable.Col<FormListRecord> source="endDate" label="resources.formularios.fields.endDate" disableSort render={(form) => formatDate(form.endDate)} />
          <PortalTable.Col<FormListRecord> source="status" label="resources.formularios.fields.status" disableSort render={(form) => translate(`resources.formularios.status.${form.status}`)} />
          <PortalTable.Col<FormListRecord>
            source="answered"
            label="resources.formularios.fields.answered"
            disableSort
            render={(form) =>
              internal
                ? translate('resources.formularios.answeredOf', { answered: form.answered, recipients: form.recipients })
                : translate(`resources.formularios.answeredMine.${form.answered > 0 ? 'yes' : 'no'}`)
            }
          />
          <PortalTable.Col<FormListRecord>
            label="resources.formularios.fields.actions"
            disableSort
            render={(form) => (
              <FormRowActions
                form={form}
                paths={{
                  open: pathTo('responderFormulario', { id: form.id }),
                  ...(staff ? { summary: pathTo('resumoFormulario', { id: form.id }), edit: pathTo(`${FORMS_RESOURCE}.edit`, { id: form.id }) } : {}),
                }}
                staff={staff ? { onExport: () => actions.exportAnswers(form), exporting: actions.exporting === form.id, onCancel: () => actions.askCancel(form) } : undefined}
              />
            )}
          />
        </PortalTable>
      </PortalList>
      <ConfirmDialog
        open={actions.asked !== null}
        title={translate('resources.formularios.cancel.title')}
        text={translate('resources.formularios.cancel.text', { title: actions.asked?.title ?? '' })}
        confirmLabel={translate('resources.formularios.cancel.confirm')}
        cancelLabel={translate('resources.formularios.cancel.back')}
        color="error"
        loading={actions.cancelling}
        onCancel={actions.dismissCancel}
        onConfirm={actions.confirmCancel}
      />
    </>
  );
}
