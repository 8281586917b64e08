import { useTranslate, type Identifier } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { refusalText } from '../../kit/data/failures';
import { formatDate } from '../../i18n/format';
import { AddButton } from '../../kit/list/AddButton';
import { BulkRemoveButton } from '../../kit/list/BulkRemoveButton';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import type { AccessType } from './accessTypes';

type AccessTypeRecord = AccessType & { id: string };

/** Every row of the current search and sort (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'descricao', label: 'resources.permissao.fields.descricao' },
  { source: 'dt_criacao', label: 'resources.permissao.fields.dt_criacao', format: (value) => formatDate(typeof value === 'string' ? value : null) },
];

/**
 * /permissao ('Tipo de acesso', manter-permissoes): a row opens its form, 'Adicionar' in the toolbar, and the
 * selected rows are removed after 'Tem certeza que deseja excluir o(s) registro(s) selecionado(s)?'.
 */
export function PermissaoList() {
  const translate = useTranslate();
  const title = translate('resources.permissao.title');
  usePageTitle(title);
  const pathTo = usePathTo();
  const text = (key: string) => translate(`resources.permissao.${key}`);

  return (
    <PortalList
      resource="permissao"
      title={title}
      sort={{ field: 'descricao', order: 'ASC' }}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="tipos-de-acesso"
      extraActions={<AddButton to={pathTo('permissao.create')} label={text('list.add')} />}
    >
      <PortalTable<AccessTypeRecord>
        rowClick={(id: Identifier) => pathTo('permissao.edit', { id: String(id) })}
        bulkActionButtons={
          <BulkRemoveButton
            label={text('list.remove')}
            title={text('list.removeTitle')}
            text={text('messages.removeConfirm')}
            removedMessage={text('messages.removed')}
            removeFailureText={(error) => refusalText(error) ?? text('messages.removeFailure')}
          />
        }
        data-testid="permissao-table"
      >
        <PortalTable.Col<AccessTypeRecord> source="descricao" />
        <PortalTable.Col<AccessTypeRecord> source="dt_criacao" render={(record) => formatDate(record.dt_criacao)} />
      </PortalTable>
    </PortalList>
  );
}
