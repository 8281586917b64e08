import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { kitText } from '../kitText';
import { enqueueSnackbar } from '../snackbar/queue';
import { UploadProgress } from './UploadProgress';
import { acceptAttribute, validateFile, type FileRejection, type FileRules, type FileValidation } from './validateFile';

export interface UploadBoxProps {
  /** Checked on each choice; without rules every file is taken as chosen and the form checks it (in its own order). */
  rules?: FileRules;
  /** The chooser's `accept` when the parent checks the files itself (no `rules`), e.g. 'image/png,image/jpeg'. */
  accept?: string;
  /** Button text; default 'Selecionar arquivo'. */
  label?: string;
  /** Warning per refusal reason, e.g. { type: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' }. */
  messages?: Partial<Record<FileRejection, string>>;
  /** Several files: each choice is added to the list. One file: each choice replaces it. */
  multiple?: boolean;
  disabled?: boolean;
  /** Draws the box in the error colour (a form's validation message sits under it). */
  error?: boolean;
  /** Upload percentage (0-100); a progress bar is shown while it is set. */
  progress?: number;
  /** Receives the selection after each choice or removal ([] when everything chosen was refused). */
  onChange: (files: File[]) => void;
  /** Files to list under the button when the parent controls the selection. */
  value?: File[];
  /** How a refusal is announced (e.g. a screen's warning that is also logged); default: a warning snackbar. */
  onRefuse?: (message: string) => void;
  /** A line under the drop text, e.g. the largest size taken ('Tamanho máximo: 5 MB'). */
  hint?: string;
  /** Files above `bytes` are still taken, but flagged: `message` shows in the box (and the box in the warning colour). */
  warnAbove?: { bytes: number; message: string };
}

const ACCEPTED: FileValidation = { ok: true };

const defaultMessage = (reason: FileRejection) => kitText(`upload.${reason}`);

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/** File button + drop zone; refused files are dropped at once and explained in a warning snackbar. */
export function UploadBox({
  rules,
  accept,
  label,
  messages = {},
  multiple = false,
  disabled = false,
  error = false,
  progress,
  onChange,
  value,
  onRefuse,
  hint,
  warnAbove,
}: UploadBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const shown = value ?? accepted;

  const select = (files: File[]) => {
    setAccepted(files);
    onChange(files);
  };

  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    // Cleared first so that choosing the same (refused) file again fires a new change event.
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const results = await Promise.all(files.map((file) => (rules ? validateFile(file, rules) : ACCEPTED)));
    const valid: File[] = [];
    results.forEach((result, index) => {
      if (result.ok) valid.push(files[index]);
      else {
        const message = messages[result.reason] ?? defaultMessage(result.reason);
        if (onRefuse) onRefuse(message);
        else enqueueSnackbar(message, { type: 'warning' });
      }
    });
    if (multiple) {
      const known = new Set(shown.map(fileKey));
      select([...shown, ...valid.filter((file) => !known.has(fileKey(file)))]);
    } else {
      select(valid);
    }
  };

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void handleFiles(event.dataTransfer.files);
  };

  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const buttonLabel = label ?? kitText('upload.choose');
  const flagged = warnAbove ? shown.some((file) => file.size > warnAbove.bytes) : false;
  const borderColor = dragging ? 'primary.main' : error ? 'error.main' : flagged ? 'warning.main' : 'divider';

  return (
    <Box
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor,
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Button
        variant="outlined"
        color={error ? 'error' : 'primary'}
        startIcon={<CloudUploadIcon />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={buttonLabel}
        accept={rules ? acceptAttribute(rules.extensions) : accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => void handleFiles(event.target.files)}
      />
      <Typography variant="body2" color="text.secondary">
        {kitText('upload.drop')}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((file) => (
            <Box component="li" key={fileKey(file)} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2">{file.name}</Typography>
              <IconButton
                size="small"
                aria-label={kitText('upload.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => select(shown.filter((chosen) => chosen !== file))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {flagged && warnAbove && (
        <Typography role="status" variant="body2" color="warning.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <WarningAmberIcon fontSize="small" />
          {warnAbove.message}
        </Typography>
      )}
      {progress !== undefined && <UploadProgress percent={progress} />}
    </Box>
  );
}
