import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { FactList } from '../../kit/layout/FactList';
import { figureChange, figureValue, monthLabel } from './figureFormat';
import { FigureTable } from './FigureTable';
import { positionOf, trendOf, type FigureKey, type FigureSeries } from './scorecard';

/**
 * One figure of the report: its 12-month value, trend and place against the category's median, the monthly chart
 * (the supplier beside the median) and the same numbers as a table for screen readers.
 */
export function FigureCard({ figure, series, months }: { figure: FigureKey; series: FigureSeries; months: readonly string[] }) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`pages.scorecard.${key}`, options);
  const title = text(`figures.${figure}`);
  const value = (amount: number | null) => figureValue(figure, amount, translate);
  const trend = trendOf(series.values, figure);
  const position = positionOf(series, figure);

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {text(`hints.${figure}`)}
        </Typography>
        <FactList
          facts={[
            [text('period'), value(series.period)],
            [text('trend.label'), trend ? text(`trend.${trend.judgement}`, { change: figureChange(figure, trend.slope, translate) }) : text('trend.none')],
            [text('position.label'), position ? text(`position.${position}`, { median: value(series.periodMedian) }) : text('position.none')],
          ]}
        />
        <Box component="figure" aria-label={title} sx={{ m: 0, mt: 1, position: 'relative' }}>
          <LineChart
            height={240}
            // Room for the last month's label at the right edge.
            margin={{ right: 24 }}
            xAxis={[{ scaleType: 'point', data: months.map(monthLabel) }]}
            yAxis={[{ width: 72, valueFormatter: (amount: number) => value(amount) }]}
            series={[
              { data: [...series.values], label: text('supplierSeries'), curve: 'linear', valueFormatter: (amount) => value(amount) },
              { data: [...series.medians], label: text('median'), curve: 'linear', valueFormatter: (amount) => value(amount) },
            ]}
          />
          <FigureTable figure={figure} series={series} months={months} />
        </Box>
      </CardContent>
    </Card>
  );
}
