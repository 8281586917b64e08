import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import { FactList } from '../../kit/layout/FactList';
import type { PaymentTotals } from './paymentRules';

const MONEY: readonly (keyof PaymentTotals)[] = [
  'totalValue',
  'returnInvoiceValue',
  'returnSurcharge',
  'downloadDiscount',
  'resaleDiscount',
  'otherDiscounts',
  'anticipationDiscount',
  'noShow',
  'lateChange',
  'totalPaid',
  'totalToReceive',
];

/** The financial totals card: the invoice count and eleven amounts of the listed payments. */
export function PaymentTotalsCard() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const totals = (meta as { totals?: PaymentTotals } | undefined)?.totals;
  if (!totals || totals.invoiceCount === 0) return null;
  const text = (key: string) => translate(`resources.pagamentos.totals.${key}`);
  return (
    <Card variant="outlined" component="section" aria-label={text('title')} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {text('title')}
        </Typography>
        <FactList facts={[[text('invoiceCount'), String(totals.invoiceCount)], ...MONEY.map((key) => [text(key), formatMoney(totals[key])] as const)]} />
      </CardContent>
    </Card>
  );
}
