import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import type { PaymentWeek } from './payments';

/** Amounts paid and to receive per week of the period, stacked (loaded on its own: the chart library is heavy). */
export function PaymentsChart({ weeks }: { weeks: readonly PaymentWeek[] }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.pagamentos.chart.${key}`);
  return (
    <BarChart
      height={260}
      dataset={weeks.map((week) => ({ ...week }))}
      xAxis={[{ scaleType: 'band', dataKey: 'week', label: text('week') }]}
      yAxis={[{ valueFormatter: (value: number) => formatMoney(value), width: 100 }]}
      series={[
        { dataKey: 'paid', label: text('paid'), stack: 'total', valueFormatter: (value) => formatMoney(value ?? 0) },
        { dataKey: 'toReceive', label: text('toReceive'), stack: 'total', valueFormatter: (value) => formatMoney(value ?? 0) },
      ]}
    />
  );
}
