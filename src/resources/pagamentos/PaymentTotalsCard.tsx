import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import { formatMoney } from '../../i18n/format';
import { FactList } from '../../kit/layout/FactList';
import type { PaymentsMeta, PaymentTotals } from './payments';

const PaymentsChart = lazyScreen(() => import('./PaymentsChart'), 'PaymentsChart');

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

/** The financial totals card: the invoice count and eleven amounts of the listed payments, beside the weekly chart. */
export function PaymentTotalsCard() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const summary = meta as PaymentsMeta | undefined;
  const totals = summary?.totals;
  if (!summary || !totals || totals.invoiceCount === 0) return null;
  const text = (key: string) => translate(`resources.pagamentos.totals.${key}`);
  return (
    <Card variant="outlined" component="section" aria-label={text('title')} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {text('title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <FactList facts={[[text('invoiceCount'), String(totals.invoiceCount)], ...MONEY.map((key) => [text(key), formatMoney(totals[key])] as const)]} />
          <Box component="figure" aria-label={translate('resources.pagamentos.chart.title')} sx={{ flex: '1 1 360px', minWidth: 0, m: 0 }}>
            <Suspense fallback={null}>
              <PaymentsChart weeks={summary.weeks} />
            </Suspense>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
