import Typography from '@mui/material/Typography';
import { useRecordContext, type FieldProps } from 'react-admin';
import { truncateText } from '../../i18n/format';
import { valueAt } from './valueAt';

export interface TruncatedTextFieldProps extends FieldProps {
  source: string;
  max?: number;
}

/** Shows at most `max` (150) characters; the full text goes in the title (tooltip). Plain text only. */
export function TruncatedTextField({ source, max = 150, className }: TruncatedTextFieldProps) {
  const record = useRecordContext<Record<string, unknown> & { id: string | number }>();
  const value = record ? valueAt(record, source) : undefined;
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return (
    <Typography component="span" variant="body2" className={className} title={text}>
      {truncateText(text, max)}
    </Typography>
  );
}
