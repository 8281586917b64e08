import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { kitText, type KitKey } from '../kitText';
import { PdfViewer } from '../pdf/PdfViewer';
import { enqueueSnackbar } from '../snackbar/queue';
import { isFrameableUrl, isSafeHttpUrl } from './safeUrl';
import { useBlobSource } from './useBlobSource';

type FileSource =
  | {
      /** On the file API's origin, or a blob: URL made by this page; anything else is refused. */
      url: string | null | undefined;
      file?: never;
    }
  | {
      /** The file itself, e.g. a file API answer. */
      file: Blob;
      url?: never;
    };

export type FileViewerProps = FileSource & {
  title?: string;
  /** Name the PDF viewer's download saves under. */
  fileName?: string;
  onBack: () => void;
};

const PDF_NAME = /\.pdf$/i;

function refusal(url: string): KitKey | null {
  if (url === '') return 'files.emptyUrl';
  return isFrameableUrl(url) ? null : 'files.invalidUrl';
}

/** A file with 'Voltar': PDFs in the kit's PdfViewer, anything else (images, text) in a sandboxed frame. */
export function FileViewer({ url, file, title, fileName, onBack }: FileViewerProps) {
  const trimmed = (url ?? '').trim();
  const refused = file ? null : refusal(trimmed);

  useEffect(() => {
    if (refused) enqueueSnackbar(kitText(refused), { type: 'warning' });
  }, [trimmed, refused]);

  const source = file ?? (refused ? null : trimmed);
  const isPdf = file
    ? file.type === 'application/pdf' || PDF_NAME.test(fileName ?? '')
    : source !== null && PDF_NAME.test(new URL(trimmed, window.location.href).pathname);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {kitText('files.back')}
        </Button>
        {typeof source === 'string' && isSafeHttpUrl(source) && (
          <Button component="a" href={source} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
            {kitText('files.openInNewTab')}
          </Button>
        )}
      </Box>
      {source !== null &&
        (isPdf ? (
          <PdfViewer src={source} fileName={fileName} />
        ) : (
          <FileFrame source={source} title={title ?? kitText('files.frameTitle')} />
        ))}
    </Box>
  );
}

function FileFrame({ source, title }: { source: string | Blob; title: string }) {
  const frameRef = useBlobSource<HTMLIFrameElement>(typeof source === 'string' ? undefined : source);

  return (
    <Box
      component="iframe"
      ref={frameRef}
      src={typeof source === 'string' ? source : undefined}
      title={title}
      // Every restriction on: images and text need neither scripts nor an origin (and scripts plus same-origin would undo the sandbox); PDFs go to PdfViewer, as sandboxed frames may not load Chrome's PDF plugin.
      sandbox=""
      referrerPolicy="no-referrer"
      sx={{ flex: 1, width: '100%', minHeight: '70vh', border: 0 }}
    />
  );
}
