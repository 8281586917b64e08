import Stack from '@mui/material/Stack';
import { LabelDownloadButton, type LabelDownloadButtonProps } from './LabelDownloadButton';
import { LabelManualButton } from './LabelManualButton';

/** The two label buttons of the order tabs, as the spec places them: the manual, then the download of the selection. */
export function LabelActions({ products, personId }: LabelDownloadButtonProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LabelManualButton personId={personId} />
      <LabelDownloadButton products={products} personId={personId} />
    </Stack>
  );
}
