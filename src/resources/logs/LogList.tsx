import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { formatDateTime } from '../../i18n/format';
import { useInternalView } from '../../kit/access/useInternalView';
import { SupplierFilterInput } from '../../kit/filters/SupplierFilterInput';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { LOG_DEFAULT_SORT, type LogLine } from './logs';
import { logKindKey, logTypeLabel } from './logType';

type LogRecord = LogLine & { id: string };

const TYPE_CHOICES = [
  { id: 'audit', name: 'resources.logs.types.audit' },
  { id: 'error', name: 'resources.logs.types.error' },
];

/** The CSV of the current search, filters and sort, every page of it (labels are i18n keys, translated by PortalList). */
const EXPORT_COLUMNS: CsvColumn[] = [
  { source: 'type', label: 'resources.logs.fields.type', format: (value) => logTypeLabel(value) },
  { source: 'occurredAt', label: 'resources.logs.fields.occurredAt', format: (value) => formatDateTime(typeof value === 'string' ? value : null) },
  { source: 'text', label: 'resources.logs.fields.text' },
];

/** /logs (permission logs): the server-paged, searchable log table — Tipo, Data, Descrição, 15 per page. */
export function LogList() {
  const translate = useTranslate();
  const title = translate('resources.logs.title');
  usePageTitle(title);
  const internalView = useInternalView();

  const filters = useMemo(
    () => [
      <SelectInput key="tipo" source="tipo" label="resources.logs.filters.tipo" choices={TYPE_CHOICES} />,
      ...(internalView ? [<SupplierFilterInput key="idFornecedor" source="idFornecedor" label="resources.logs.filters.idFornecedor" />] : []),
    ],
    [internalView],
  );

  return (
    <PortalList
      resource="logs"
      title={title}
      sort={LOG_DEFAULT_SORT}
      filters={filters}
      exportColumns={EXPORT_COLUMNS}
      exportFileName="logs"
    >
      <PortalTable<LogRecord> rowClick={false} data-testid="logs-table">
        <PortalTable.Col<LogRecord> source="type" disableSort render={(record) => translate(logKindKey(record.type))} />
        <PortalTable.Col<LogRecord> source="occurredAt" render={(record) => formatDateTime(record.occurredAt)} sx={{ whiteSpace: 'nowrap' }} />
        <PortalTable.Col<LogRecord> source="text" disableSort />
      </PortalTable>
    </PortalList>
  );
}
