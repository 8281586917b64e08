import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate, formatNumber } from '../../i18n/format';
import { FactList, type Fact } from '../../kit/layout/FactList';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ReportPictures } from './ReportPictures';
import { reasonsText } from './returnListRules';
import type { ReturnReport } from './returnReports';
import { useReturnReport } from './useReturnReport';

const facts = (report: ReturnReport, label: (field: string) => string): Fact[] => [
  [label('supplier'), report.supplierName ? `${report.supplierId} - ${report.supplierName}` : String(report.supplierId)],
  [label('product'), `${report.productId} - ${report.productName}`],
  [label('division'), report.divisionName],
  [label('group'), report.groupName],
  [label('receiptDate'), formatDate(report.receiptDate)],
  [label('scheduled'), formatNumber(report.scheduled)],
  [label('inspected'), formatNumber(report.inspected)],
  [label('returned'), formatNumber(report.returned)],
  [label('stocked'), formatNumber(report.stocked)],
  [label('reasons'), reasonsText(report.reasons)],
  [label('note'), <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{report.note}</Box>],
];

/** A return report, read-only (spec part 3, "Return report view"): its fields, its pictures, Excluir for internal staff. */
export function RelatorioDevolucaoPage() {
  const translate = useTranslate();
  const title = translate('pages.devolucoesView.title');
  usePageTitle(title, translate('pages.devolucoesView.browserTitle'));
  const { report, isPending, failure, back, removal, canDelete } = useReturnReport();
  const label = (field: string) => translate(`pages.devolucoesView.fields.${field}`);

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back}>
          {translate('pages.devolucoesView.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canDelete && report && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => removal.ask(report)}>
            {translate('pages.devolucoesView.delete')}
          </Button>
        )}
      </Box>
      {isPending && <CircularProgress size={24} aria-label={translate('pages.devolucoesView.loading')} />}
      {failure && (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      )}
      {report && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="report-fields">
            <FactList facts={facts(report, label)} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('pages.devolucoesView.images')}
            </Typography>
            <ReportPictures report={report} />
          </Paper>
        </>
      )}
      {canDelete && <DeleteReportDialog open={removal.asked !== null} loading={removal.isPending} onCancel={removal.cancel} onConfirm={removal.confirm} />}
    </Box>
  );
}
