import HistoryIcon from '@mui/icons-material/History';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { SupplierFirst } from '../../kit/filters/SupplierFirst';
import { PageBreadcrumbs } from '../../kit/layout/PageBreadcrumbs';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { PortalList } from '../../kit/list/PortalList';
import { PortalTable } from '../../kit/list/PortalTable';
import { useSessionUser } from '../../session/SessionUserContext';
import type { HistoryOrderRow } from '../../types/api';
import { DATE_FIELDS, HISTORY_EXPORT_COLUMNS, HISTORY_FIELDS, historyCellText } from './historyColumns';
import { historyLineOf } from './history';
import { HistoryFilterBar } from './HistoryFilterBar';
import { initialHistoryFilter } from './historyFilters';

const TEXT = 'resources.historico';
/** Spec part 2, sections 2.7 and 9: 5 rows a page (5, 10, 25, 50, 100). */
const ROWS_PER_PAGE = [5, 10, 25, 50, 100];
type HistoryRecord = HistoryOrderRow & { id: string };

function DetailLink({ row }: { row: HistoryRecord }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const label = translate(`${TEXT}.open`, { order: row.purchaseOrderId, product: row.productId });
  return (
    <IconButton size="small" component={RouterLink} to={pathTo('historicoDetalhe', historyLineOf(row))} aria-label={label} title={label}>
      <HistoryIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * /historico-de-agendamento (historico-de-agendamento): the supplier's order lines of GraphQL Orders, 5 per page, paged
 * by the server, under the filter bar (supplier for staff, status, numbers, name, issue and schedule dates, branch,
 * group, family); each line opens its scheduling history; the CSV holds every line of the filter. The filter lives in the
 * URL: Back from a detail keeps it.
 */
export function HistoricoList() {
  const translate = useTranslate();
  const user = useSessionUser();
  const internalView = useInternalView();
  const ownId = internalView ? undefined : Number(user.codigo);
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const initial = useMemo(() => initialHistoryFilter(ownId), [ownId]);
  return (
    <>
      <PageBreadcrumbs trail={[{ label: title }]} />
      <PortalList
        resource="historico"
        title={title}
        search={false}
        perPage={ROWS_PER_PAGE[0]}
        rowsPerPageOptions={ROWS_PER_PAGE}
        filterDefaultValues={initial}
        exportColumns={HISTORY_EXPORT_COLUMNS}
        exportFileName="historico-de-agendamento"
        loadFailure={translate(`${TEXT}.loadFailure`)}
        empty={false}
      >
        <HistoryFilterBar internalView={internalView} ownId={ownId} />
        <SupplierFirst internalView={internalView}>
          <PortalTable<HistoryRecord> rowClick={false} empty={<ListEmpty title={translate(`${TEXT}.empty`)} />} aria-label={translate(`${TEXT}.table`)}>
            <PortalTable.Col<HistoryRecord> label={`${TEXT}.fields.details`} disableSort render={(row) => <DetailLink row={row} />} />
            {HISTORY_FIELDS.map((field) => (
              <PortalTable.Col<HistoryRecord> key={field} source={field} disableSort render={DATE_FIELDS.has(field) ? (row) => historyCellText(row, field) : undefined} />
            ))}
          </PortalTable>
        </SupplierFirst>
      </PortalList>
    </>
  );
}
