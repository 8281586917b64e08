import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { formatDate } from '../../i18n/format';
import type { CsvColumn } from '../../kit/list/csvExport';
import { AddButton } from '../../kit/list/AddButton';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import type { Announcement } from './announcements';
import { attachmentCell, attachmentChoices } from '../communication/communicationColumns';
import { useCommunicationPaths } from '../communication/communicationPaths';
import { CommunicationRowActions } from '../communication/CommunicationRowActions';
import { ViewButton } from '../communication/ViewButton';

const VALIDITY_CHOICES = (['current', 'past', 'future'] as const).map((id) => ({ id, name: `resources.comunicados.validity.${id}` }));

const dateCell = (value: unknown): string => formatDate(typeof value === 'string' ? value : null);

/** Every row of the current search, filters and sort (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'titulo', label: 'resources.comunicados.fields.titulo' },
  { source: 'descricao', label: 'resources.comunicados.fields.descricao' },
  { source: 'lancamento', label: 'resources.comunicados.fields.lancamento', format: dateCell },
  { source: 'termino', label: 'resources.comunicados.fields.termino', format: dateCell },
  { source: 'diretorio', label: 'resources.comunicados.fields.diretorio', format: attachmentCell('comunicados') },
];

/**
 * /comunicados: Título, Descrição, Início Vigência, Fim vigência (date only), 'Visualizar'; add, edit and delete
 * only with manter-comunicados (the server refuses writes without it).
 */
export function ComunicadoList() {
  const paths = useCommunicationPaths('comunicados');
  const translate = useTranslate();
  const title = translate('resources.comunicados.title');
  usePageTitle(title);
  const canWrite = useCanAccessNow({ resource: 'comunicados', action: 'create' });

  const filters = useMemo(
    () => [
      <SelectInput key="vigencia" source="vigencia" label="resources.comunicados.filters.vigencia" choices={VALIDITY_CHOICES} />,
      <SelectInput key="anexo" source="anexo" label="resources.comunicados.filters.anexo" choices={attachmentChoices('comunicados')} />,
    ],
    [],
  );

  return (
    <PortalList
      resource="comunicados"
      title={title}
      sort={{ field: 'lancamento', order: 'DESC' }}
      filters={filters}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="comunicados"
      extraActions={canWrite ? <AddButton to={paths.create} label={translate('resources.comunicados.list.add')} /> : undefined}
    >
      <PortalTable<Announcement> rowClick={false} data-testid="comunicados-table">
        <PortalTable.Col<Announcement> source="titulo" />
        <PortalTable.Col<Announcement> source="descricao" />
        <PortalTable.Col<Announcement> source="lancamento" render={(record) => formatDate(record.lancamento)} sx={{ whiteSpace: 'nowrap' }} />
        <PortalTable.Col<Announcement> source="termino" render={(record) => formatDate(record.termino)} sx={{ whiteSpace: 'nowrap' }} />
        <PortalTable.Col<Announcement> source="diretorio" disableSort render={(record) => <ViewButton resource="comunicados" record={record} />} />
        {canWrite && (
          <PortalTable.Col<Announcement>
            label="resources.comunicados.list.actions"
            render={(record) => <CommunicationRowActions resource="comunicados" record={record} />}
          />
        )}
      </PortalTable>
    </PortalList>
  );
}
