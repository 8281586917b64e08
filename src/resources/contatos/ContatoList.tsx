import { useMemo } from 'react';
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import type { CsvColumn } from '../../kit/list/csvExport';
import { AddButton } from '../../kit/list/AddButton';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import type { Contact, ContactGroupOption } from './contacts';
import { attachmentCell, attachmentChoices } from '../communication/communicationColumns';
import { useCommunicationPaths } from '../communication/communicationPaths';
import { CommunicationRowActions } from '../communication/CommunicationRowActions';
import { ViewButton } from '../communication/ViewButton';

/** Every row of the current search, filters and sort (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'groupName', label: 'resources.contatos.fields.groupName' },
  { source: 'titulo', label: 'resources.contatos.fields.titulo' },
  { source: 'descricao', label: 'resources.contatos.fields.descricao' },
  { source: 'diretorio', label: 'resources.contatos.fields.diretorio', format: attachmentCell('contatos') },
];

/** Every group, by name, for the Grupo filter (GET /grupo, the form's groups). */
const GROUPS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'descricao', order: 'ASC' } } as const;

/**
 * /contatos: Grupo first ('?' when the group is gone), Título, Descrição, 'Visualizar'; add, edit and delete only
 * with manter-contatos (the server refuses writes without it). Filters: Grupo (the server's `grupo=`) and the attachment.
 */
export function ContatoList() {
  const paths = useCommunicationPaths('contatos');
  const translate = useTranslate();
  const title = translate('resources.contatos.title');
  usePageTitle(title);
  const canWrite = useCanAccessNow({ resource: 'contatos', action: 'create' });
  // GET /grupo answers those who keep contacts or groups; a supplier reading the list has no Grupo filter.
  const mayReadGroups = useCanAccessNow({ resource: 'grupos' });
  const canFilterGroups = canWrite || mayReadGroups;
  const { data: groups = [], isPending: groupsPending } = useGetList<ContactGroupOption>('grupos', GROUPS, {
    retry: false,
    enabled: canFilterGroups,
  });

  const filters = useMemo(
    () => [
      ...(canFilterGroups
        ? [
            <SelectInput
              key="grupo"
              source="grupo"
              label="resources.contatos.filters.grupo"
              choices={groups}
              optionText="descricao"
              optionValue="id"
              isPending={groupsPending}
              alwaysOn
            />,
          ]
        : []),
      <SelectInput key="anexo" source="anexo" label="resources.contatos.filters.anexo" choices={attachmentChoices('contatos')} />,
    ],
    [canFilterGroups, groups, groupsPending],
  );

  return (
    <PortalList
      resource="contatos"
      title={title}
      sort={{ field: 'groupName', order: 'ASC' }}
      filters={filters}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="contatos"
      extraActions={canWrite ? <AddButton to={paths.create} label={translate('resources.contatos.list.add')} /> : undefined}
    >
      <PortalTable<Contact> rowClick={false} data-testid="contatos-table">
        <PortalTable.Col<Contact> source="groupName" />
        <PortalTable.Col<Contact> source="titulo" />
        <PortalTable.Col<Contact> source="descricao" />
        <PortalTable.Col<Contact> source="diretorio" disableSort render={(record) => <ViewButton resource="contatos" record={record} />} />
        {canWrite && (
          <PortalTable.Col<Contact> label="resources.contatos.list.actions" render={(record) => <CommunicationRowActions resource="contatos" record={record} />} />
        )}
      </PortalTable>
    </PortalList>
  );
}
