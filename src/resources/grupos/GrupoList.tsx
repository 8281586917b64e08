import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import type { ContactGroup } from '../../types/api';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { refusalText, toldElsewhere } from '../../kit/data/failures';
import { AddButton } from '../../kit/list/AddButton';
import { ListEmpty } from '../../kit/list/ListEmpty';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { RowActions } from '../../kit/list/RowActions';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { groupRemovalFailure } from './groupRemoval';

/** Every row of the current search and sort (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'id', label: 'resources.grupos.fields.id', kind: 'code' },
  { source: 'descricao', label: 'resources.grupos.fields.descricao' },
];

/**
 * /grupos (manter-grupos): Código, Descrição, edit and delete; 'Adicionar' in the toolbar. A list that does not load
 * says 'Não foi possível carregador os dados!', or the server's refusal (a permission taken away).
 */
export function GrupoList() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const title = translate('resources.grupos.title');
  usePageTitle(title);
  const pathTo = usePathTo();
  const text = (key: string, record?: ContactGroup) => translate(`resources.grupos.${key}`, record ? { descricao: record.descricao } : undefined);
  const listFailure = text('messages.listFailure');
  const queryOptions = useMemo(
    () => ({
      onError: (error: unknown) => {
        if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? listFailure);
      },
    }),
    [listFailure, snackbar],
  );
  const empty = <ListEmpty failure={listFailure} />;

  return (
    <PortalList
      resource="grupos"
      title={title}
      sort={{ field: 'descricao', order: 'ASC' }}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="grupos"
      queryOptions={queryOptions}
      empty={empty}
      extraActions={<AddButton to={pathTo('grupos.create')} label={text('list.add')} />}
    >
      <PortalTable<ContactGroup> rowClick={false} empty={empty} data-testid="grupos-table">
        <PortalTable.Col<ContactGroup> source="id" />
        <PortalTable.Col<ContactGroup> source="descricao" />
        <PortalTable.Col<ContactGroup>
          label="resources.grupos.list.actions"
          render={(record) => (
            <RowActions
              resource="grupos"
              record={record}
              editPath={pathTo('grupos.edit', { id: record.id })}
              editLabel={text('list.edit', record)}
              removeLabel={text('list.remove', record)}
              removedMessage={text('messages.removed')}
              removeFailureText={groupRemovalFailure}
            />
          )}
        />
      </PortalTable>
    </PortalList>
  );
}
