import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { FactList } from '../../kit/layout/FactList';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { SheetPdf } from './SheetPdf';
import { SHEETS_RESOURCE, type SheetCard, type SheetVersion, type TechnicalSheetMethods } from './technicalSheets';
import { useSheetFileJob } from './useSheetFileJob';

const TEXT = 'pages.fichaTecnica.history';

/** Spec part 3, section 2: the cards of the product's sheets modal are 504 px wide. */
const VERSION_CARD_WIDTH = 504;

/**
 * The sheets of a product (beyond the spec: every version with its date and sender, newest first); each version opens
 * in the viewer or downloads as stored, a replaced one too.
 */
export function SheetHistoryDialog({ card, onClose }: { card: SheetCard; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const files = useSheetFileJob();
  const [viewed, setViewed] = useState<SheetVersion | null>(null);
  const history = useProviderQuery<TechnicalSheetMethods, 'sheetHistory'>(
    SHEETS_RESOURCE,
    'sheetHistory',
    { descriptionId: card.descriptionId, category: card.kind === 'accessory' ? 'A' : 'P' },
    { retry: false },
  );
  const failure = useReadFailure(history.error, translate('app.errors.loadFailure'));

  let content;
  if (viewed) content = <SheetPdf fileKey={viewed.fileKey} fileName={viewed.fileName} />;
  else if (history.isError) content = failure === undefined ? null : <Alert severity="error">{failure}</Alert>;
  else if (!history.data) content = <LinearProgress />;
  else if (history.data.length === 0) content = <Typography sx={{ py: 2, textAlign: 'center' }}>{translate(`${TEXT}.empty`)}</Typography>;
  else {
    content = (
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, alignItems: 'center' }}>
        {history.data.map((version) => {
          const name = translate(`${TEXT}.version`, { version: version.version });
          return (
            <Card key={version.sheetId} component="li" variant="outlined" aria-label={name} sx={{ width: '100%', maxWidth: VERSION_CARD_WIDTH }}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle1" component="h3">
                    {name}
                  </Typography>
                  {version.current && <Chip size="small" color="success" label={translate(`${TEXT}.current`)} />}
                </Stack>
                <FactList
                  facts={[
                    [translate(`${TEXT}.sentAt`), formatDateTime(version.sentAt)],
                    [translate(`${TEXT}.sentBy`), version.sentBy],
                    [translate(`${TEXT}.fileName`), version.fileName],
                  ]}
                />
              </CardContent>
              <CardActions>
                <IconButton aria-label={translate(`${TEXT}.view`, { version: version.version })} onClick={() => setViewed(version)}>
                  <VisibilityIcon />
                </IconButton>
                <IconButton
                  aria-label={translate(`${TEXT}.download`, { version: version.version })}
                  disabled={files.busy}
                  onClick={() => files.download(version.fileKey, version.fileName)}
                >
                  <DownloadIcon />
                </IconButton>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={viewed ? 'md' : 'sm'}>
      <DialogTitle id={titleId}>{translate(`${TEXT}.title`, { alpha: card.alpha })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 }, minHeight: 200 }}>
        {viewed && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => setViewed(null)} sx={{ mb: 1 }}>
            {translate(`${TEXT}.back`)}
          </Button>
        )}
        {content}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${TEXT}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
