import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { kitText } from '../kitText';
import { enqueueSnackbar } from '../snackbar/queue';
import { acceptAttribute, validateFile, type FileRejection, type FileRules } from './validateFile';

export interface UploadBoxProps {
  rules: FileRules;
  /** Button text; default 'Selecionar arquivo'. */
  label?: string;
  /** Warning per refusal reason, e.g. { type: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' }. */
  messages?: Partial<Record<FileRejection, string>>;
  multiple?: boolean;
  disabled?: boolean;
  /** Receives the accepted files only ([] when everything chosen was refused). */
  onChange: (files: File[]) => void;
  /** Files to list under the button when the parent controls the selection. */
  value?: File[];
}

const defaultMessage = (reason: FileRejection) => kitText(`upload.${reason}`);

/** File button + drop zone; refused files are dropped at once and explained in a warning snackbar. */
export function UploadBox({ rules, label, messages = {}, multiple = false, disabled = false, onChange, value }: UploadBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const shown = value ?? accepted;

  const handleFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    // Cleared first so that choosing the same (refused) file again fires a new change event.
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const results = await Promise.all(files.map((file) => validateFile(file, rules)));
    const valid: File[] = [];
    results.forEach((result, index) => {
      if (result.ok) valid.push(files[index]);
      else enqueueSnackbar(messages[result.reason] ?? defaultMessage(result.reason), { type: 'warning' });
    });
    setAccepted(valid);
    onChange(valid);
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

  return (
    <Box
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
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
        accept={acceptAttribute(rules.extensions)}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => void handleFiles(event.target.files)}
      />
      <Typography variant="body2" color="text.secondary">
        {kitText('upload.drop')}
      </Typography>
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {shown.map((file) => (
            <Typography component="li" variant="body2" key={`${file.name}-${file.size}-${file.lastModified}`}>
              {file.name}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
