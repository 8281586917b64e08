import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { changeWindowText, type ChangeWindow } from '../../../../resources/opcoesRecebimento/paymentOptionRules';
import type { Protocol } from './protocols';
import { protocolBranch, protocolDateText } from './protocolRules';
import { FactList } from '../../../../kit/layout/FactList';

export interface ProtocolCardProps {
  row: Protocol;
  /** Whether the payment option may change now; undefined hides the button (no opcoes-de-recebimento) or while loading. */
  window: ChangeWindow | 'loading' | undefined;
  printing: boolean;
  onDetails: () => void;
  onChangePayment: () => void;
  onPrint: () => void;
  onCalendar: () => void;
}

/** One scheduling protocol: the day, branch, payment option and status, with its four actions. */
export function ProtocolCard({ row, window, printing, onDetails, onChangePayment, onPrint, onCalendar }: ProtocolCardProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const date = protocolDateText(row);
  const branch = protocolBranch(row);
  const facts: [string, string][] = [
    [text('branch'), branch],
    [text('payment'), text('paymentDays', { days: row.paymentDays })],
  ];
  const tooltip = window && window !== 'loading' ? changeWindowText(window) : '';
  const changeAllowed = window !== undefined && window !== 'loading' && window.allowed;

  return (
    <Card variant="outlined" component="article" aria-label={text('card', { date })} data-testid="protocol-card">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {text('card', { date })}
          </Typography>
          <Chip size="small" label={text(`statuses.${row.status}`)} color={row.status === 'C' ? 'primary' : 'default'} variant="outlined" />
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={text('calendar')}>
            <IconButton size="small" onClick={onCalendar} aria-label={text('calendarOf', { date, branch })}>
              <EventIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <FactList facts={facts} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" size="small" onClick={onDetails}>
          {text('details')}
        </Button>
        {window !== undefined && (
          <Tooltip title={tooltip}>
            <span>
              <Button variant="outlined" size="small" onClick={onChangePayment} disabled={!changeAllowed}>
                {text('changePayment')}
              </Button>
            </span>
          </Tooltip>
        )}
        <Button variant="outlined" size="small" onClick={onPrint} disabled={printing}>
          {text('print')}
        </Button>
      </CardActions>
    </Card>
  );
}
