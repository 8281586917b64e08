import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { UploadBox } from '../upload/UploadBox';
import type { FileRejection, FileRules } from '../upload/validateFile';

export interface FileOrUrlInputProps {
  file: File | null;
  url: string;
  onFileChange: (file: File | null) => void;
  onUrlChange: (url: string) => void;
  /** E.g. to show the URL as it will be sent ('https://' prepended). */
  onUrlBlur?: () => void;
  urlLabel: string;
  urlHelper?: string;
  /** The URL's validation message, shown under the field. */
  urlError?: string;
  fileLabel: string;
  fileHelper?: string;
  rules: FileRules;
  /** Warning per refusal reason of a chosen file. */
  messages?: Partial<Record<FileRejection, string>>;
  /** How a refused file is announced; default: a warning snackbar. */
  onRefuse?: (message: string) => void;
  disabled?: boolean;
}

/**
 * A URL or a file, never both: a typed URL disables the file choice, a chosen file empties and disables the URL.
 * A refused file (type, content, size) is dropped at once.
 */
export function FileOrUrlInput({
  file,
  url,
  onFileChange,
  onUrlChange,
  onUrlBlur,
  urlLabel,
  urlHelper,
  urlError,
  fileLabel,
  fileHelper,
  rules,
  messages,
  onRefuse,
  disabled = false,
}: FileOrUrlInputProps) {
  const hasUrl = url.trim() !== '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <TextField
        label={urlLabel}
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        onBlur={onUrlBlur}
        disabled={disabled || file !== null}
        error={Boolean(urlError)}
        helperText={urlError ?? urlHelper ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
        fullWidth
      />
      <Box>
        <UploadBox
          rules={rules}
          label={fileLabel}
          messages={messages}
          onRefuse={onRefuse}
          disabled={disabled || hasUrl}
          value={file ? [file] : []}
          onChange={(files) => {
            onFileChange(files[0] ?? null);
            if (files.length > 0 && url !== '') onUrlChange('');
          }}
        />
        {fileHelper && (
          <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'caption', color: 'text.secondary' }}>
            {fileHelper}
          </Box>
        )}
      </Box>
    </Box>
  );
}
