import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import type { PendingOrderLine } from '../../types/api';
import { Timeline } from './Timeline';
import { displayDay, lineCalendar, type CellType, type Day } from './timelineModel';

export interface OrderLineCardProps {
  line: PendingOrderLine;
  chosen: Day | undefined;
  checked: boolean;
  today: Date;
  disabled: boolean;
  onCell: (line: PendingOrderLine, day: Day, type: CellType) => void;
  onCheck: (line: PendingOrderLine, checked: boolean) => void;
}

/** A pending order line: its key data, its bulk checkbox and its timeline. Re-renders only when its own props change. */
export const OrderLineCard = memo(function OrderLineCard({ line, chosen, checked, today, disabled, onCell, onCheck }: OrderLineCardProps) {
  const translate = useTranslate();
  const calendar = useMemo(() => lineCalendar(line), [line]);
  const names = { order: line.purchaseOrderId, product: line.productId };
  const facts: [string, string | number][] = [
    ['product', `${line.productId} - ${line.productName}`],
    ['color', line.colorAbbreviation],
    ['branch', `${line.branchId} - ${line.branchName}`],
    ['expected', formatDate(line.expectedDeliveryDate)],
    ['quantity', line.quantityOutstanding],
    ['volumes', line.amountOutstandingVolume],
  ];
  if (chosen) facts.push(['chosen', displayDay(chosen)]);

  return (
    <Card component="article" variant="outlined" aria-label={translate('pages.calendario.line.label', names)} data-testid="calendar-line">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onCheck(line, event.target.checked)}
            slotProps={{ input: { 'aria-label': translate('pages.calendario.line.select', names) } }}
            sx={{ mt: -1 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {`${translate('pages.calendario.line.order')} ${line.purchaseOrderId}`}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
              {facts.map(([key, value]) => (
                <Box key={key} sx={{ display: 'flex', gap: 0.5 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {`${translate(`pages.calendario.line.${key}`)}:`}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: key === 'chosen' ? 700 : 400 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
        <Timeline line={line} calendar={calendar} chosen={chosen} today={today} disabled={disabled} onCell={onCell} />
      </CardContent>
    </Card>
  );
});
