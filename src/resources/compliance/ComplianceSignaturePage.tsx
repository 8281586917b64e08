import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { MessageDialog } from '../../kit/dialogs/MessageDialog';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { PdfViewer, preloadPdfViewer } from '../../kit/pdf/PdfViewer';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { SignerFormDialog } from './SignerFormDialog';
import { useComplianceSignature } from './useComplianceSignature';

/**
 * /document-signature/{documentId}: the document as a paged PDF; 'Aceitar' opens the signer form once the last page
 * has been seen; the result modal leads to the list (signed) or back to the form (failed).
 */
export function ComplianceSignaturePage() {
  const translate = useTranslate();
  const text = (key: string) => translate(`pages.complianceSignature.${key}`);
  usePageTitle(text('title'), text('browserTitle'));
  const page = useComplianceSignature();
  // The viewer's code loads while the document is fetched, not after it (a 50-page document shows in under 1 s).
  useEffect(preloadPdfViewer, []);
  const failure = useReadFailure(page.document.error, text('loadFailure'));

  let content;
  if (page.document.isError) content = failure === undefined ? null : <Alert severity="error">{failure}</Alert>;
  else if (!page.document.data) content = <LinearProgress />;
  else content = <PdfViewer src={page.document.data} fileName={page.fileName} onPageSeen={page.onPageSeen} />;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {text('title')}
      </Typography>
      <Box sx={{ minHeight: 320 }}>{content}</Box>
      {!page.mayAccept && page.document.data && <Typography color="text.secondary">{text('readToTheEnd')}</Typography>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={page.back}>{text('back')}</Button>
        <Button variant="contained" disabled={!page.mayAccept} onClick={page.openForm}>
          {text('accept')}
        </Button>
      </Stack>
      <SignerFormDialog page={page} />
      <MessageDialog
        open={page.result !== null}
        title={text(page.result === 'success' ? 'result.successTitle' : 'result.failureTitle')}
        text={text(page.result === 'success' ? 'result.success' : 'result.failure')}
        onClose={page.acknowledge}
      />
    </Stack>
  );
}
