import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import { PowerBiReport } from './PowerBiReport';
import { useScorecard } from './useScorecard';

// The charts' library is heavy: loaded with the report, never in the first bundle.
const ScorecardReportView = lazyScreen(() => import('./ScorecardReportView'), 'ScorecardReportView');

const TEXT = 'pages.scorecard';

/**
 * Scorecard (/scorecard, user-scorecard; spec part 3, section 2): the supplier's embedded report. admin-scorecard
 * holders pick the supplier first; a Power BI report is embedded with Power BI's library, the demo's own report is
 * drawn here, and any other address is refused.
 */
export function ScorecardPage() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const scorecard = useScorecard();
  const { embed, report } = scorecard;

  let content = null;
  if (scorecard.supplierId === undefined) {
    content = (
      <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {translate(`${TEXT}.selectSupplier`)}
      </Typography>
    );
  } else if (scorecard.failure) {
    content = (
      <Typography role="alert" color="error">
        {scorecard.failure}
      </Typography>
    );
  } else if (scorecard.loading) {
    content = <LinearProgress aria-label={translate(`${TEXT}.loading`)} />;
  } else if (embed?.kind === 'refused') {
    content = (
      <Typography role="alert" color="error">
        {translate(`${TEXT}.urlRefused`)}
      </Typography>
    );
  } else if (embed?.kind === 'powerbi') {
    content = <PowerBiReport embed={embed} />;
  } else if (report) {
    content = (
      <Suspense fallback={<LinearProgress aria-label={translate(`${TEXT}.loading`)} />}>
        <ScorecardReportView report={report} />
      </Suspense>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {scorecard.choosesSupplier && (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
          <SupplierAutocomplete value={scorecard.picked} onChange={scorecard.pick} label={translate(`${TEXT}.supplier`)} />
        </Box>
      )}
      {content}
    </Box>
  );
}
