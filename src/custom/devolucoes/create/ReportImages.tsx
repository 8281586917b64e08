import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useBlobSource } from '../../../kit/files/useBlobSource';
import { useTranslate } from 'react-admin';
import { UploadBox } from '../../../kit/upload/UploadBox';
import { IMAGE_ACCEPT } from './imageCheck';
import { imageKey } from './reportFormRules';
import type { RefusedImages } from './useNewReportForm';

const TEXT = 'pages.devolucoesForm';

/** Spec part 3, section 9: image preview cards 284x148. */
const PREVIEW = { width: 284, height: 148 } as const;

export interface ReportImagesProps {
  images: readonly File[];
  error?: string;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (file: File) => void;
  refused: RefusedImages | null;
  onCloseRefused: () => void;
}

/**
 * The pictures: the chooser (each file checked by the form), a 284x148 preview per picture with its remove button, and
 * the refused ones' dialog. Memoized: typing elsewhere in the report leaves the previews alone.
 */
export const ReportImages = memo(function ReportImages({ images, error, disabled, onChoose, onRemove, refused, onCloseRefused }: ReportImagesProps) {
  const translate = useTranslate();
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="report-images">
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${TEXT}.images`)}
      </Typography>
      {/* The pictures are listed below as previews: the box itself lists none. */}
      <UploadBox label={translate(`${TEXT}.chooseImages`)} accept={IMAGE_ACCEPT} multiple value={[]} onChange={onChoose} disabled={disabled} error={Boolean(error)} />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {images.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {images.map((file) => (
            <Box component="li" key={imageKey(file)} sx={{ position: 'relative', ...PREVIEW, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
              <ImagePreview file={file} />
              <IconButton
                size="small"
                aria-label={translate(`${TEXT}.removeImage`, { name: file.name })}
                onClick={() => onRemove(file)}
                disabled={disabled}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <RefusedImagesDialog refused={refused} onClose={onCloseRefused} />
    </Box>
  );
});

function ImagePreview({ file }: { file: File }) {
  const imageRef = useBlobSource<HTMLImageElement>(file);
  return <Box component="img" ref={imageRef} alt={file.name} sx={{ ...PREVIEW, objectFit: 'cover', display: 'block' }} />;
}

function RefusedImagesDialog({ refused, onClose }: { refused: RefusedImages | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const groups = refused
    ? (['tooBig', 'notImage'] as const).filter((reason) => refused[reason].length > 0).map((reason) => ({ reason, names: refused[reason] }))
    : [];
  return (
    <Dialog open={refused !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${TEXT}.refused.title`)}</DialogTitle>
      <DialogContent>
        {groups.map(({ reason, names }) => (
          <Box key={reason} sx={{ mb: 1 }} data-testid={`refused-${reason}`}>
            <DialogContentText>{translate(`${TEXT}.refused.${reason}`)}</DialogContentText>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {names.map((name, index) => (
                <Typography component="li" variant="body2" key={`${index}-${name}`}>
                  {name}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate(`${TEXT}.refused.ok`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
