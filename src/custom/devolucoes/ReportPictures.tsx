import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePicture, usePicturesZip, useReportPictures, type PicturesOf } from './useReportPictures';

/** Image cards are 284 × 148 (spec part 3, section 9). */
const CARD = { width: 284, height: 148 } as const;

function PictureCard({ pictureKey }: { pictureKey: string }) {
  const translate = useTranslate();
  const { thumbnailRef, loaded, isPending, failure, fileName, download } = usePicture(pictureKey);
  const label = translate('resources.devolucoes.photos.download', { name: fileName });
  return (
    <Card variant="outlined" sx={{ width: CARD.width }} data-testid="report-picture">
      <Box sx={{ ...CARD, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
        {loaded && (
          <Box component="img" ref={thumbnailRef} alt={translate('resources.devolucoes.photos.picture', { name: fileName })} sx={{ ...CARD, objectFit: 'cover' }} />
        )}
        {isPending && !failure && <CircularProgress size={24} aria-label={translate('resources.devolucoes.photos.loading')} />}
        {failure && (
          <Typography variant="body2" color="error" sx={{ p: 1 }}>
            {failure}
          </Typography>
        )}
      </Box>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption" noWrap title={fileName}>
          {fileName}
        </Typography>
        <Tooltip title={label}>
          <span>
            <IconButton size="small" aria-label={label} onClick={download} disabled={!download}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
    </Card>
  );
}

/** A report's pictures: a grid of cards, a download each, and all of them in one zip; 'Não encontramos imagens' when none. */
export function ReportPictures({ report }: { report: PicturesOf }) {
  const translate = useTranslate();
  const { pictures, isPending, failure } = useReportPictures(report);
  const { downloadAll, zipping } = usePicturesZip(report, pictures);

  if (isPending && !failure) return <CircularProgress size={24} aria-label={translate('resources.devolucoes.photos.loading')} />;
  if (failure) return <Typography color="error">{failure}</Typography>;
  if (!pictures?.length) return <Typography color="text.secondary">{translate('resources.devolucoes.photos.empty')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="outlined" size="small" startIcon={<FolderZipIcon />} onClick={() => void downloadAll()} disabled={zipping}>
          {translate('resources.devolucoes.photos.downloadAll')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, ${CARD.width}px)`, gap: 2 }}>
        {pictures.map((picture) => (
          <PictureCard key={picture.key} pictureKey={picture.key} />
        ))}
      </Box>
    </Box>
  );
}
