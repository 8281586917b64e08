import { BarChart } from '@mui/x-charts/BarChart';

/** One choice question's answers per option (loaded on its own: the chart library is heavy). */
export function AnswersChart({ counts, label }: { counts: readonly { title: string; count: number }[]; label: string }) {
  return (
    <BarChart
      height={Math.max(160, 48 * counts.length + 60)}
      layout="horizontal"
      dataset={counts.map((row) => ({ title: row.title, count: row.count }))}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: 160 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ dataKey: 'count', label }]}
      hideLegend
    />
  );
}
