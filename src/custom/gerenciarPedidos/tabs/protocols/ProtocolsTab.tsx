import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format, isValid, startOfDay } from 'date-fns';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { protocolPage } from '../../../../dataProviders/gerenciarPedidos/protocols';
import { formatDate } from '../../../../i18n/format';
import { icsBlob } from '../../../../kit/calendar/icsFile';
import { DateField } from '../../../../kit/dates/DateField';
import { downloadBlob } from '../../../../kit/files/downloadBlob';
import { useCanAccessNow } from '../../../../kit/access/PortalRoutesContext';
import type { ProtocolRow } from '../../../../types/api';
import { writeOpcaoPagamento } from '../../../../resources/opcoesRecebimento/opcaoPagamentoCookie';
import { changeWindow } from '../../../../resources/opcoesRecebimento/paymentOptionRules';
import { useDiscounts } from '../../../../resources/opcoesRecebimento/useDiscounts';
import { LabelActions } from '../../labels/LabelActions';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../../../kit/data/useBranches';
import { useSupplierLabel } from '../../useSupplierLabel';
import { ProtocolCard } from './ProtocolCard';
import { ProtocolDetailDialog } from './ProtocolDetailDialog';
import { ProtocolPrintJob } from './ProtocolPrintJob';
import {
  defaultRange,
  labelProductsOf,
  paymentHandover,
  PROTOCOL_PAGE_OPTIONS,
  protocolDay,
  protocolEvent,
  protocolFileName,
  PROTOCOLS_PER_PAGE,
} from './protocolRules';

export const PAYMENT_OPTION_PATH = '/gerenciarPedidos/protocoloagendamento/opcaorecebimento';

const rowKey = (row: ProtocolRow): string => `${row.DT_AGENDA}-${row.CD_FIL}-${row.CD_PAGTO}`;
const usable = (date: Date | null): date is Date => date !== null && isValid(date);

/**
 * Tab 4, 'Protocolo de agendamento': the supplier's protocols between two days (today to today + 30 by default), 5
 * per page, each with its detail ('Detalhes do Pedido', invoices, labels), the payment-option change (with
 * opcoes-de-recebimento, while the delivery is at least 1 day ahead), the printed protocol and an .ics event.
 */
export function ProtocolsTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const [today] = useState(() => startOfDay(new Date()));
  const [start, setStart] = useState<Date | null>(() => defaultRange(today).start);
  const [end, setEnd] = useState<Date | null>(() => defaultRange(today).end);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PROTOCOLS_PER_PAGE);
  const [detail, setDetail] = useState<ProtocolRow | null>(null);
  const [printing, setPrinting] = useState<ProtocolRow | null>(null);
  const branches = useBranches();
  const supplier = useSupplierLabel(personId);
  const mayChange = useCanAccessNow({ resource: '/opcoesRecebimento' });
  const discounts = useDiscounts(personId, mayChange).options;

  const rangeError = usable(start) && usable(end) && end < start ? text('badRange') : undefined;
  const ready = usable(start) && usable(end) && !rangeError;
  const protocols = useQuery({
    queryKey: ['gerenciarPedidos', 'protocols', personId, ready ? format(start, 'yyyy-MM-dd') : '', ready ? format(end, 'yyyy-MM-dd') : '', page, perPage],
    queryFn: ({ signal }) => protocolPage({ personId, start: start as Date, end: end as Date, page: page + 1, perPage }, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const failure = useReadFailure(protocols.error);
  const rows = protocols.data?.rows ?? [];
  const donePrinting = useCallback(() => setPrinting(null), []);

  const changeRange = (which: 'start' | 'end', date: Date | null) => {
    (which === 'start' ? setStart : setEnd)(date);
    setPage(0);
  };

  const windowOf = (row: ProtocolRow) => {
    if (!mayChange) return undefined;
    const day = protocolDay(row);
    if (!discounts || !day) return 'loading' as const;
    return changeWindow(day, today, discounts);
  };

  const changePayment = (row: ProtocolRow) => {
    const handover = paymentHandover(row, personId);
    if (!handover) return;
    writeOpcaoPagamento(handover);
    navigate(PAYMENT_OPTION_PATH);
  };

  const addToCalendar = (row: ProtocolRow) => {
    const branch = branches.find((item) => item.branchId === row.CD_FIL);
    downloadBlob(icsBlob([protocolEvent(row, personId, branch, supplier)]), protocolFileName(row));
  };

  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Box sx={{ width: 220 }}>
          <DateField label={text('start')} name="dtInicio" value={start} onChange={(date) => changeRange('start', date)} />
        </Box>
        <Box sx={{ width: 220 }}>
          <DateField label={text('end')} name="dtFim" value={end} onChange={(date) => changeRange('end', date)} error={rangeError} />
        </Box>
      </Stack>
      {protocols.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!failure && protocols.data && rows.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h6" component="p">
            {text('emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{text('emptyText', { start: formatDate(start), end: formatDate(end) })}</Typography>
        </Box>
      )}
      <Stack spacing={2}>
        {rows.map((row) => (
          <ProtocolCard
            key={rowKey(row)}
            row={row}
            window={windowOf(row)}
            printing={printing !== null}
            onDetails={() => setDetail(row)}
            onChangePayment={() => changePayment(row)}
            onPrint={() => setPrinting(row)}
            onCalendar={() => addToCalendar(row)}
          />
        ))}
      </Stack>
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={protocols.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PROTOCOL_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={text('perPage')}
        />
      )}
      {detail && (
        <ProtocolDetailDialog
          row={detail}
          personId={personId}
          onClose={() => setDetail(null)}
          labels={(items) => <LabelActions products={labelProductsOf(items)} personId={personId} />}
        />
      )}
      {printing && (
        <ProtocolPrintJob
          row={printing}
          personId={personId}
          branch={branches.find((item) => item.branchId === printing.CD_FIL)}
          supplier={supplier}
          onDone={donePrinting}
        />
      )}
    </Box>
  );
}
