import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FigureCard } from './FigureCard';
import { FIGURES, type ScorecardReport } from './scorecard';

/** The demo's own scorecard report: one card per figure, each with its chart, its table, its trend and its median. */
export function ScorecardReportView({ report }: { report: ScorecardReport }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="scorecard-report-title">
      <Typography id="scorecard-report-title" component="h2" variant="h6">
        {translate('pages.scorecard.reportTitle', { supplier: `${report.supplierId} - ${report.supplierName}` })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('pages.scorecard.period')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIGURES.map((figure) => (
          <FigureCard key={figure} figure={figure} series={report.figures[figure]} months={report.months} />
        ))}
      </Box>
    </Box>
  );
}
