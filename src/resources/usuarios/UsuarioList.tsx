import { useMemo } from 'react';
import { SelectInput, useGetList, useNotify, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import type { AccessType } from '../../types/api';
import { AccessTypeCell, ActiveCell, RotationCell } from './UserCells';
import type { UserRecord } from './useUserChange';

/** The rotation column exists but is not among the spec's columns: offered in the column chooser, hidden at first. */
const HIDDEN_AT_FIRST = ['rotationId'];

/** Ativo: 'S' the active users, 'N' the blocked ones (GET /pessoa?ativo=). */
const ACTIVE_CHOICES = [
  { id: 'S', name: 'resources.usuarios.list.yes' },
  { id: 'N', name: 'resources.usuarios.list.no' },
];

/** Every access type at once, for the dropdowns (the provider reads GET /permissao whole). */
const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'descricao', order: 'ASC' as const } };

/**
 * /usuarios ('Liberação de acesso', lista-de-usuarios): Ativo, Código, Nome, E-mail, Tipo de acesso (and Rotação in
 * the column chooser); each control saves its own change at once. The Ativo and Tipo de acesso filters are the server's.
 */
export function UsuarioList() {
  const translate = useTranslate();
  const title = translate('resources.usuarios.title');
  usePageTitle(title);
  const notify = useNotify();
  const { data: accessTypes = [] } = useGetList<AccessType & { id: string }>('permissao', ALL, {
    retry: false,
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  const exportColumns = useMemo((): CsvColumn[] => {
    const names = new Map(accessTypes.map((type) => [type.id_md5, type.descricao]));
    return [
      { source: 'blocked', label: 'resources.usuarios.fields.blocked', format: (value) => translate(`resources.usuarios.list.${value === 'S' ? 'no' : 'yes'}`) },
      { source: 'personId', label: 'resources.usuarios.fields.personId', kind: 'code' },
      { source: 'name', label: 'resources.usuarios.fields.name' },
      { source: 'email', label: 'resources.usuarios.fields.email' },
      { source: 'accessTypeId', label: 'resources.usuarios.fields.accessTypeId', format: (value) => names.get(String(value)) ?? '' },
    ];
  }, [accessTypes, translate]);

  const filters = useMemo(
    () => [
      <SelectInput key="ativo" source="ativo" label="resources.usuarios.filters.ativo" choices={ACTIVE_CHOICES} alwaysOn />,
      <SelectInput key="permissao" source="permissao" label="resources.usuarios.filters.permissao" choices={accessTypes} optionValue="id_md5" optionText="descricao" alwaysOn />,
    ],
    [accessTypes],
  );

  return (
    <PortalList
      resource="usuarios"
      title={title}
      sort={{ field: 'personId', order: 'ASC' }}
      filters={filters}
      exportColumns={exportColumns}
      exportFileName="usuarios"
    >
      <PortalTable<UserRecord> rowClick={false} hiddenColumns={HIDDEN_AT_FIRST} data-testid="usuarios-table">
        <PortalTable.Col<UserRecord> source="blocked" render={(record) => <ActiveCell record={record} />} />
        <PortalTable.Col<UserRecord> source="personId" />
        <PortalTable.Col<UserRecord> source="name" />
        <PortalTable.Col<UserRecord> source="email" />
        <PortalTable.Col<UserRecord> source="accessTypeId" disableSort render={(record) => <AccessTypeCell record={record} accessTypes={accessTypes} />} />
        <PortalTable.Col<UserRecord> source="rotationId" render={(record) => <RotationCell record={record} />} />
      </PortalTable>
    </PortalList>
  );
}
