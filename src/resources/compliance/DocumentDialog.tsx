import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { COMPLIANCE_RESOURCE, type ComplianceDocument, type ComplianceMethods } from './complianceDocuments';

/** A reader's row click: the document, as a PDF in the kit's viewer. */
export function DocumentDialog({ document, onClose }: { document: ComplianceDocument; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const file = useProviderQuery<ComplianceMethods, 'document'>(COMPLIANCE_RESOURCE, 'document', { id: document.id }, { retry: false, staleTime: Infinity });
  const failure = useReadFailure(file.error, translate('resources.compliance.messages.documentFailure'));

  let content;
  if (file.isError) content = failure === undefined ? null : <Alert severity="error">{failure}</Alert>;
  else if (!file.data) content = <LinearProgress />;
  else content = <PdfViewer src={file.data} fileName={`${document.title}.pdf`} />;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{document.title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ minHeight: 320 }}>{content}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.compliance.documentDialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
