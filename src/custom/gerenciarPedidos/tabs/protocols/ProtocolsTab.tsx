import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import { DateField } from '../../../../kit/dates/DateField';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { LabelActions } from '../../labels/LabelActions';
import type { OrderTabProps } from '../../orderTabs';
import { ProtocolCard } from './ProtocolCard';
import { ProtocolDetailDialog } from './ProtocolDetailDialog';
import { ProtocolPrintJob } from './ProtocolPrintJob';
import { labelProductsOf, PROTOCOL_PAGE_OPTIONS } from './protocolRules';
import { useProtocolsTab } from './useProtocolsTab';

/**
 * Tab 4, 'Protocolo de agendamento': the supplier's protocols between two days (today to today + 30 by default), 5
 * per page, each with its detail ('Detalhes do Pedido', invoices, labels), the payment-option change (with
 * opcoes-de-recebimento, while the delivery is at least 1 day ahead), the printed protocol and an .ics event.
 */
export function ProtocolsTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const tab = useProtocolsTab(personId);
  const { list, detail, printing } = tab;
  const rows = list.data ?? [];

  return (
    <ListContextProvider value={list}>
      <Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
          <Box sx={{ width: 220 }}>
            <DateField label={text('start')} name="dtInicio" value={tab.start} onChange={(date) => tab.changeRange('start', date)} />
          </Box>
          <Box sx={{ width: 220 }}>
            <DateField label={text('end')} name="dtFim" value={tab.end} onChange={(date) => tab.changeRange('end', date)} error={tab.rangeError} />
          </Box>
        </Stack>
        {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {tab.failure && <Alert severity="error">{tab.failure}</Alert>}
        {!tab.failure && list.data && rows.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h6" component="p">
              {text('emptyTitle')}
            </Typography>
            <Typography color="text.secondary">{text('emptyText', { start: formatDate(tab.start), end: formatDate(tab.end) })}</Typography>
          </Box>
        )}
        <Stack spacing={2}>
          {rows.map((row) => (
            <ProtocolCard
              key={row.id}
              row={row}
              window={tab.windowOf(row)}
              printing={printing !== null}
              onDetails={() => tab.setDetail(row)}
              onChangePayment={() => tab.changePayment(row)}
              onPrint={() => tab.setPrinting(row)}
              onCalendar={() => tab.addToCalendar(row)}
            />
          ))}
        </Stack>
        {rows.length > 0 && (
          <ListPagination
            rowsPerPageOptions={PROTOCOL_PAGE_OPTIONS}
            labelRowsPerPage={text('perPage')}
            labelDisplayedRows={({ from, to, count }) => text('shown', { from, to, count })}
          />
        )}
        {detail && (
          <ProtocolDetailDialog
            row={detail}
            personId={personId}
            onClose={() => tab.setDetail(null)}
            labels={(items) => <LabelActions products={labelProductsOf(items)} personId={personId} />}
          />
        )}
        {printing && (
          <ProtocolPrintJob
            row={printing}
            personId={personId}
            branch={tab.branches.find((item) => item.branchId === printing.branchId)}
            supplier={tab.supplier}
            onDone={tab.donePrinting}
          />
        )}
      </Box>
    </ListContextProvider>
  );
}
