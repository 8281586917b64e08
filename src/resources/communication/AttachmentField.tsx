import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isSafeHttpUrl } from '../../kit/files/safeUrl';
import { FileOrUrlInput } from '../../kit/forms/FileOrUrlInput';
import { useCommunicationPaths } from './communicationPaths';
import { isStoredFile, pdfRefusalMessages, PDF_RULES, type CommunicationResource } from './communicationRules';
import type { CommunicationForm } from './useCommunicationForm';

interface AttachmentFieldProps {
  resource: CommunicationResource;
  file: File | null;
  url: string;
  /** Edit mode: the record's file or URL, and whether the user is replacing it. */
  current: string;
  replacing: boolean;
  urlError?: string;
  set: CommunicationForm['set'];
  warn: CommunicationForm['warn'];
  disabled: boolean;
  /** Edit mode: the record's id, for the link to its stored file. */
  recordId?: number | string;
}

/** The record's current file (a link to its viewer) or URL (a link opening in a new tab; only http(s) is linked). */
function CurrentLink({ resource, path, recordId }: { resource: CommunicationResource; path: string; recordId?: number | string }) {
  const paths = useCommunicationPaths(resource);
  if (isStoredFile(path)) {
    return (
      <Link component={RouterLink} to={paths.file(recordId ?? '')}>
        {path.split('/').pop()}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(path) && isSafeHttpUrl(path)) {
    return (
      <Link href={path} target="_blank" rel="noopener noreferrer">
        {path}
      </Link>
    );
  }
  return <Typography component="span">{path}</Typography>;
}

/**
 * The form's file-or-URL block (memoised: it redraws only when its own values change). In edit mode the current file or URL shows as a link with an edit icon; the icon
 * opens the block to replace it (an undo icon keeps the current one after all).
 */
export const AttachmentField = memo(function AttachmentField({ resource, file, url, current, replacing, urlError, set, warn, disabled: locked, recordId }: AttachmentFieldProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.${resource}.form.${key}`);

  if (current && !replacing) {
    return (
      <Box data-testid="current-attachment">
        <Typography variant="body2" color="text.secondary">
          {text('currentAttachment')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <CurrentLink resource={resource} path={current} recordId={recordId} />
          <IconButton aria-label={text('changeAttachment')} title={text('changeAttachment')} onClick={() => set('replacing', true)} disabled={locked}>
            <EditIcon />
          </IconButton>
        </Box>
      </Box>
    );
  }

  const keep = () => {
    set('file', null);
    set('url', '');
    set('replacing', false);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, typography: 'body2', color: 'text.secondary' }}>
        {text('attachment')}
        {current && (
          <IconButton aria-label={text('keepAttachment')} title={text('keepAttachment')} onClick={keep} disabled={locked} size="small">
            <UndoIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <FileOrUrlInput
        file={file}
        url={url}
        onFileChange={(chosen) => set('file', chosen)}
        onUrlChange={(typed) => set('url', typed)}
        urlLabel={text('url')}
        urlHelper={text('urlHelper')}
        urlError={urlError}
        fileLabel={text('file')}
        fileHelper={text('fileHelper')}
        rules={PDF_RULES}
        messages={pdfRefusalMessages(resource)}
        onRefuse={warn}
        disabled={locked}
      />
    </Box>
  );
});
