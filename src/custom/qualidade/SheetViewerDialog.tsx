import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { SheetPdf } from './SheetPdf';

export interface ViewedSheet {
  fileKey: string;
  fileName: string;
  title: string;
}

/** 'VER FICHA TÉCNICA': the stored PDF in the kit's viewer (zoom, download, print). */
export function SheetViewerDialog({ sheet, onClose }: { sheet: ViewedSheet; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{sheet.title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 }, minHeight: 320 }}>
        <SheetPdf fileKey={sheet.fileKey} fileName={sheet.fileName} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pages.fichaTecnica.file.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
