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
const HIDDEN_AT_FIRST = ['ID_TIPO_ROTACAO'];

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
      { source: 'IN_BLOQ', label: 'resources.usuarios.fields.IN_BLOQ', format: (value) => translate(`resources.usuarios.list.${value === 'S' ? 'no' : 'yes'}`) },
      { source: 'ID_PESSOA', label: 'resources.usuarios.fields.ID_PESSOA', kind: 'code' },
      { source: 'NM_PESSOA', label: 'resources.usuarios.fields.NM_PESSOA' },
      { source: 'RET_EMAIL_PESSOA', label: 'resources.usuarios.fields.RET_EMAIL_PESSOA' },
      { source: 'ID_MD5', label: 'resources.usuarios.fields.ID_MD5', format: (value) => names.get(String(value)) ?? '' },
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
      sort={{ field: 'ID_PESSOA', order: 'ASC' }}
      filters={filters}
      exportColumns={exportColumns}
      exportFileName="usuarios"
    >
      <PortalTable<UserRecord> rowClick={false} hiddenColumns={HIDDEN_AT_FIRST} data-testid="usuarios-table">
        <PortalTable.Col<UserRecord> source="IN_BLOQ" render={(record) => <ActiveCell record={record} />} />
        <PortalTable.Col<UserRecord> source="ID_PESSOA" />
        <PortalTable.Col<UserRecord> source="NM_PESSOA" />
        <PortalTable.Col<UserRecord> source="RET_EMAIL_PESSOA" />
        <PortalTable.Col<UserRecord> source="ID_MD5" disableSort render={(record) => <AccessTypeCell record={record} accessTypes={accessTypes} />} />
        <PortalTable.Col<UserRecord> source="ID_TIPO_ROTACAO" render={(record) => <RotationCell record={record} />} />
      </PortalTable>
    </PortalList>
  );
}
