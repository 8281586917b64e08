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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { completedItems, type CompletedFilters } from '../../../../dataProviders/gerenciarPedidos/completed';
import { formatDate, formatNumber, toDate } from '../../../../i18n/format';
import type { CompletedDeliveryItem, DeliveryDateRow } from '../../../../types/api';
import { FactList } from '../../../../kit/layout/FactList';

/** One delivered item: product name, order, product id, branch, quantity, numeric code and issue date. */
function DeliveredItemCard({ item }: { item: CompletedDeliveryItem }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`pages.gerenciarPedidos.delivered.fields.${key}`);
  const facts: [string, string][] = [
    [text('order'), String(item.NR_PC)],
    [text('productId'), String(item.ID_PROD)],
    [text('branch'), item.NM_FIL],
    [text('quantity'), formatNumber(item.QT_ENTRG)],
    [text('numericCode'), String(item.CD_NUM)],
    [text('issueDate'), formatDate(item.DT_EMIS)],
  ];
  return (
    <Card variant="outlined" component="article" aria-label={item.NM_PROD} data-testid="delivered-item">
      <CardContent>
        <Typography variant="subtitle1" component="h4" gutterBottom>
          {item.NM_PROD}
        </Typography>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

export interface DeliveryDayGroupProps {
  row: DeliveryDateRow;
  personId: number;
  filters: CompletedFilters;
}

/** One delivery day; its items load when it is first opened. */
export function DeliveryDayGroup({ row, personId, filters }: DeliveryDayGroupProps) {
  const translate = useTranslate();
  const [opened, setOpened] = useState(false);
  const day = toDate(row.DT_ENTRG);
  const items = useQuery({
    queryKey: ['gerenciarPedidos', 'completedItems', personId, row.DT_ENTRG, filters],
    queryFn: ({ signal }) => completedItems({ personId, day: day as Date, filters }, signal),
    enabled: opened && day !== null,
    retry: false,
  });
  const failure = useReadFailure(items.error);
  return (
    <Accordion variant="outlined" disableGutters onChange={(_event, expanded) => expanded && setOpened(true)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          {translate('pages.gerenciarPedidos.delivered.group', { date: formatDate(row.DT_ENTRG) })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {items.isFetching && <LinearProgress />}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
          {(items.data ?? []).map((item) => (
            <DeliveredItemCard key={`${item.NR_PC}-${item.ID_PROD}`} item={item} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
