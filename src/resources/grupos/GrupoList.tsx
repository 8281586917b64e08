import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../custom/routing/usePageTitle';
import type { ContactGroup } from '../../types/api';
import { AddButton } from '../../kit/list/AddButton';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { RowActions } from '../../kit/list/RowActions';
import { pathsOfResource } from '../../routes/access';
import { groupRemovalFailure } from './groupRemoval';

/** Every row of the current search and sort (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'id', label: 'resources.grupos.fields.id', kind: 'code' },
  { source: 'descricao', label: 'resources.grupos.fields.descricao' },
];

/** /grupos (manter-grupos): Código, Descrição, edit and delete; 'Adicionar' in the toolbar. */
export function GrupoList() {
  const translate = useTranslate();
  const title = translate('resources.grupos.title');
  usePageTitle(title);
  const paths = pathsOfResource('grupos');
  const text = (key: string, record?: ContactGroup) => translate(`resources.grupos.${key}`, record ? { descricao: record.descricao } : undefined);

  return (
    <PortalList
      resource="grupos"
      title={title}
      sort={{ field: 'descricao', order: 'ASC' }}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="grupos"
      extraActions={<AddButton to={paths.create} label={text('list.add')} />}
    >
      <PortalTable<ContactGroup> rowClick={false} data-testid="grupos-table">
        <PortalTable.Col<ContactGroup> source="id" />
        <PortalTable.Col<ContactGroup> source="descricao" />
        <PortalTable.Col<ContactGroup>
          label="resources.grupos.list.actions"
          render={(record) => (
            <RowActions
              resource="grupos"
              record={record}
              editPath={paths.edit(record.id)}
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
