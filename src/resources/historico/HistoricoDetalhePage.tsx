import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ListBase, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../i18n/format';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { notFoundText } from '../../kit/data/failures';
import { FactList, type Fact } from '../../kit/layout/FactList';
import { PageBreadcrumbs } from '../../kit/layout/PageBreadcrumbs';
import { ListPagination } from '../../kit/list/ListPagination';
import { PortalTable } from '../../kit/list/PortalTable';
import { useGoBack } from '../../kit/navigation/useGoBack';
import type { OrderDetail, OrderHistoryRow } from '../../types/api';
import { lineId, type HistoryLineKey } from './history';

const TEXT = 'resources.historico.detail';
const EVENTS = 'resources.historicoEventos';
const ROWS_PER_PAGE = [5, 10, 25, 50, 100];
type EventRecord = OrderHistoryRow & { id: number };

function DetailCard({ detail, internalView }: { detail: OrderDetail; internalView: boolean }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`${TEXT}.fields.${field}`);
  const facts: Fact[] = [
    [label('purchaseOrderId'), detail.purchaseOrderId],
    [label('product'), `${detail.productId} - ${detail.productName}`],
    [label('numericCode'), detail.numericCode],
    [label('colorAbbreviation'), detail.colorAbbreviation],
    [label('alphaId'), detail.alphaId],
    [label('statusDescription'), detail.statusDescription],
    [label('otifValue'), detail.otifValue === null ? '-' : formatPercent(detail.otifValue, 0)],
    [label('monetaryDiscountNoShow'), formatMoney(detail.monetaryDiscountNoShow)],
    [label('monetaryDiscountScheduleChange'), formatMoney(detail.monetaryDiscountScheduleChange)],
    ...(internalView ? [[label('supplier'), `${detail.personId} - ${detail.personalName}`] as const] : []),
  ];
  return (
    <Card variant="outlined" data-testid="history-card">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(`${TEXT}.card`, { order: detail.purchaseOrderId })}
        </Typography>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

function EventsTable({ lineKey }: { lineKey: HistoryLineKey }) {
  const translate = useTranslate();
  const filter = useMemo(() => ({ ...lineKey }), [lineKey]);
  const date = (pick: (row: EventRecord) => string) => (row: EventRecord) => formatDate(pick(row));
  const money = (pick: (row: EventRecord) => number) => (row: EventRecord) => formatMoney(pick(row));
  return (
    <ListBase<EventRecord> resource="historicoEventos" filter={filter} perPage={ROWS_PER_PAGE[0]} disableSyncWithLocation storeKey={false}>
      <Typography component="h2" variant="h6">
        {translate(`${TEXT}.history`)}
      </Typography>
      <PortalTable<EventRecord> rowClick={false} aria-label={translate(`${TEXT}.history`)}>
        <PortalTable.Col<EventRecord> source="auditRegisterDate" disableSort render={(row) => formatDateTime(row.auditRegisterDate)} />
        <PortalTable.Col<EventRecord> source="sciaStatusDescription" disableSort />
        <PortalTable.Col<EventRecord> source="statusDate" disableSort render={date((row) => row.statusDate)} />
        <PortalTable.Col<EventRecord> source="scheduleDate" disableSort render={date((row) => row.scheduleDate)} />
        <PortalTable.Col<EventRecord> source="newScheduleDate" disableSort render={date((row) => row.newScheduleDate)} />
        <PortalTable.Col<EventRecord> source="suggestedScheduleDate" disableSort render={date((row) => row.suggestedScheduleDate)} />
        <PortalTable.Col<EventRecord> source="updateOrigin" disableSort />
        <PortalTable.Col<EventRecord> source="delayDescriptionReason" disableSort />
        <PortalTable.Col<EventRecord> source="itemQuantity" disableSort />
        <PortalTable.Col<EventRecord> source="daysPaymentTerm" disableSort render={(row) => translate(`${EVENTS}.days`, { smart_count: row.daysPaymentTerm })} />
        <PortalTable.Col<EventRecord> source="monetaryDiscountNoShow" disableSort render={money((row) => row.monetaryDiscountNoShow)} />
        <PortalTable.Col<EventRecord> source="monetaryDiscountScheduleChange" disableSort render={money((row) => row.monetaryDiscountScheduleChange)} />
      </PortalTable>
      <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
    </ListBase>
  );
}

/**
 * /historico-de-agendamento/detalhes/{purchaseOrderId}/{productId}/{deliveryDate dd-MM-yyyy}/{branchId}: the order
 * line's card (GraphQL OrderDetail; the supplier only for internal staff) and its changes (OrderHistory, 5 per page).
 * Back returns to where the user came from (the history list with its filters, or the order management tab).
 */
export function HistoricoDetalhePage() {
  const translate = useTranslate();
  const internalView = useInternalView();
  const listPath = usePathTo()('historico');
  const params = useParams();
  const goBack = useGoBack(listPath);
  const lineKey = useMemo<HistoryLineKey>(
    () => ({ purchaseOrderId: params.purchaseOrderId ?? '', productId: params.productId ?? '', deliveryDate: params.deliveryDate ?? '', branchId: params.branchId ?? '' }),
    [params.purchaseOrderId, params.productId, params.deliveryDate, params.branchId],
  );
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const { data, error, isPending } = useGetOne<OrderDetail & { id: string }>('historicoDetalhe', { id: lineId(lineKey) }, { retry: false });
  // A line the server does not find is its own message; any other failure the catalogue's detail text.
  const failure = notFoundText(error) ?? translate(`${TEXT}.loadFailure`);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageBreadcrumbs trail={[{ label: translate('resources.historico.title'), to: listPath }, { label: title }]} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ justifySelf: 'start' }}>
        {translate(`${TEXT}.back`)}
      </Button>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{failure}</Alert>}
      {data && (
        <>
          <DetailCard detail={data} internalView={internalView} />
          <EventsTable lineKey={lineKey} />
        </>
      )}
    </Box>
  );
}
