import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import { FactList } from '../../../../kit/layout/FactList';

export interface ScheduleCardProps {
  purchaseOrderId: number;
  scheduleDate: string;
  /** 'id - name' of the delivery branch. */
  branch: string;
  /** Further facts after the order, date and branch, as [label, value]. */
  facts?: readonly [string, string][];
  /** Warnings and notes under the facts. */
  notes?: ReactNode;
  actions: ReactNode;
  /** The card's checkbox, when the card may be chosen. */
  selection?: { checked: boolean; label: string; onChange: (checked: boolean) => void; disabled?: boolean };
}

/** One schedule (an order's delivery on one day at one branch) as a card of tabs 1 to 3. */
export function ScheduleCard({ purchaseOrderId, scheduleDate, branch, facts = [], notes, actions, selection }: ScheduleCardProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const title = text('order', { order: purchaseOrderId });
  const rows: [string, string][] = [[text('scheduleDate'), formatDate(scheduleDate)], [text('branch'), branch], ...facts];

  return (
    <Card variant="outlined" component="article" aria-label={`${title}, ${formatDate(scheduleDate)}`} data-testid="schedule-card">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {selection && (
            <Checkbox
              checked={selection.checked}
              disabled={selection.disabled}
              onChange={(event) => selection.onChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': selection.label } }}
              sx={{ ml: -1 }}
            />
          )}
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
        </Box>
        <FactList facts={rows} />
        {notes && <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>{notes}</Box>}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  );
}
