import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { ListPagination } from '../../kit/list/ListPagination';
import { PortalTable } from '../../kit/list/PortalTable';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { dayText, receiptAllowed } from './protocolRules';
import { ReceiptDialog } from './ReceiptDialog';
import { ITEMS_PER_PAGE, PROTOCOL_ITEMS_RESOURCE, type ProtocolItem } from './schedulingProtocols';

const TEXT = 'pages.protocolosAgendamento';
const BY_ORDER = { field: 'purchaseOrderId', order: 'ASC' } as const;

/** The day's heading and, when the day has items and lies outside the last 4 days, the receipt's PDF icon. */
function ItemsHeading({ supplierId, day }: { supplierId: number; day: string }) {
  const translate = useTranslate();
  const { total, error } = useListContext<ProtocolItem>();
  const [open, setOpen] = useState(false);
  const date = dayText(day);
  const offered = !error && (total ?? 0) > 0 && receiptAllowed(day, new Date());
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="h2" variant="h6">
        {translate(`${TEXT}.items`, { date })}
      </Typography>
      {offered && (
        <Tooltip title={translate(`${TEXT}.receipt`, { date })}>
          <IconButton aria-label={translate(`${TEXT}.receipt`, { date })} onClick={() => setOpen(true)} color="error">
            <PictureAsPdfIcon />
          </IconButton>
        </Tooltip>
      )}
      {open && <ReceiptDialog supplierId={supplierId} day={day} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/** The items of the chosen day, 10 per page. */
export function ProtocolItemsTable({ supplierId, day }: { supplierId: number; day: string }) {
  const translate = useTranslate();
  const failure = useReadFailureHandler(translate(`${TEXT}.loadFailure`));
  return (
    <ListBase<ProtocolItem>
      resource={PROTOCOL_ITEMS_RESOURCE}
      filter={{ supplierId, day }}
      sort={BY_ORDER}
      perPage={ITEMS_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ ...failure, retry: false }}
    >
      <ItemsHeading supplierId={supplierId} day={day} />
      <PortalTable<ProtocolItem>
        rowClick={false}
        aria-label={translate(`${TEXT}.items`, { date: dayText(day) })}
        empty={<ListEmpty title={translate(`${TEXT}.empty`)} failure={translate(`${TEXT}.loadFailure`)} />}
      >
        <PortalTable.Col<ProtocolItem> source="situation" render={(item) => translate(`${TEXT}.situations.${item.situation}`)} />
        <PortalTable.Col<ProtocolItem> source="branchId" />
        <PortalTable.Col<ProtocolItem> source="deposit" />
        <PortalTable.Col<ProtocolItem> source="purchaseOrderId" />
        <PortalTable.Col<ProtocolItem> source="numericCode" />
        <PortalTable.Col<ProtocolItem> source="alphaCode" />
        <PortalTable.Col<ProtocolItem> source="productName" />
        <PortalTable.Col<ProtocolItem> source="color" />
        <PortalTable.NumberCol<ProtocolItem> source="quantity" />
      </PortalTable>
      <ListPagination rowsPerPageOptions={[]} />
    </ListBase>
  );
}
