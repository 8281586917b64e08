import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { kitText } from '../kitText';
import { enqueueSnackbar } from '../snackbar/queue';
import { isViewableUrl } from './safeUrl';

export interface FileViewerProps {
  url: string | null | undefined;
  title?: string;
  onBack: () => void;
}

/** A file in a frame, with 'Voltar'. Only http(s) or this page's blob: URLs are loaded. */
export function FileViewer({ url, title, onBack }: FileViewerProps) {
  const trimmed = (url ?? '').trim();
  const viewable = isViewableUrl(trimmed);

  useEffect(() => {
    if (trimmed === '') enqueueSnackbar(kitText('files.emptyUrl'), { type: 'warning' });
    else if (!viewable) enqueueSnackbar(kitText('files.invalidUrl'), { type: 'warning' });
  }, [trimmed, viewable]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {kitText('files.back')}
        </Button>
      </Box>
      {viewable && (
        <Box
          component="iframe"
          src={trimmed}
          title={title ?? kitText('files.frameTitle')}
          referrerPolicy="no-referrer"
          sx={{ flex: 1, width: '100%', minHeight: '70vh', border: 0 }}
        />
      )}
    </Box>
  );
}
