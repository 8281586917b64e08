import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ReportPictures } from './ReportPictures';
import type { PicturesOf } from './useReportPictures';

/** 'IMAGENS': the report's pictures; closing unmounts them, which revokes their thumbnails' links. */
export function PhotosDialog({ report, onClose }: { report: PicturesOf | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={report !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.devolucoes.photos.title')}</DialogTitle>
      <DialogContent>{report && <ReportPictures report={report} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.devolucoes.photos.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
