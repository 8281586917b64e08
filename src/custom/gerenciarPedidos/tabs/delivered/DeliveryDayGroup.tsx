import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatNumber, toDate } from '../../../../i18n/format';
import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { FactList } from '../../../../kit/layout/FactList';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { ORDER_MANAGEMENT, type CompletedFilters } from '../../orderManagement';
import type { CompletedDeliveryMethods, DeliveredItem, DeliveryDay } from './completedDeliveries';

/** One delivered item: product name, order, product id, branch, quantity, numeric code and issue date. */
function DeliveredItemCard({ item }: { item: DeliveredItem }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`pages.gerenciarPedidos.delivered.fields.${key}`);
  const facts: [string, string][] = [
    [text('order'), String(item.purchaseOrderId)],
    [text('productId'), String(item.productId)],
    [text('branch'), item.branchName],
    [text('quantity'), formatNumber(item.deliveredQuantity)],
    [text('numericCode'), String(item.numericCode)],
    [text('issueDate'), formatDate(item.issueDate)],
  ];
  return (
    <Card variant="outlined" component="article" aria-label={item.productName} data-testid="delivered-item">
      <CardContent>
        <Typography variant="subtitle1" component="h4" gutterBottom>
          {item.productName}
        </Typography>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

export interface DeliveryDayGroupProps {
  row: DeliveryDay;
  personId: number;
  filters: CompletedFilters;
}

/** One delivery day; its items load when it is first opened. */
export function DeliveryDayGroup({ row, personId, filters }: DeliveryDayGroupProps) {
  const translate = useTranslate();
  const [opened, setOpened] = useState(false);
  const day = toDate(row.deliveryDate);
  const items = useProviderQuery<CompletedDeliveryMethods, 'completedItems'>(
    ORDER_MANAGEMENT,
    'completedItems',
    { personId, day: day as Date, filters },
    { enabled: opened && day !== null, retry: false },
  );
  const failure = useReadFailure(items.error);
  return (
    <Accordion variant="outlined" disableGutters onChange={(_event, expanded) => expanded && setOpened(true)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          {translate('pages.gerenciarPedidos.delivered.group', { date: formatDate(row.deliveryDate) })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {items.isFetching && <LinearProgress />}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
          {(items.data ?? []).map((item) => (
            <DeliveredItemCard key={`${item.purchaseOrderId}-${item.productId}`} item={item} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
