import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { UploadBox } from '../../kit/upload/UploadBox';
import { NOTE_FILE_RULES } from './notePreview';
import { useNotePreview } from './useNotePreview';

const TEXT = 'pages.previaNota';

/**
 * 'Prévia Nota' (/previaNota; spec part 3, section 2): the PDF upload box (5 MB, flags a note over 1 MB) and the
 * chosen note in the kit's viewer. The preview is local: the file never leaves the browser.
 */
export function PreviaNotaPage() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const preview = useNotePreview();
  const { note } = preview;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent component={Stack} spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${TEXT}.intro`)}
          </Typography>
          <UploadBox
            rules={NOTE_FILE_RULES}
            messages={preview.messages}
            label={translate(`${TEXT}.chooseFile`)}
            hint={translate(`${TEXT}.hint`)}
            warnAbove={preview.warnAbove}
            value={note ? [note] : []}
            onChange={preview.choose}
          />
          {note ? (
            <Box component="section" aria-label={translate(`${TEXT}.previewLabel`, { name: note.name })}>
              <PdfViewer src={note} fileName={note.name} />
            </Box>
          ) : (
            <Typography color="text.secondary">{translate(`${TEXT}.empty`)}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
