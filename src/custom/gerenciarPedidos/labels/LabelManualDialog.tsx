import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../../kit/data/useProviderQuery';
import { downloadBlob } from '../../../kit/files/downloadBlob';
import { PdfViewer } from '../../../kit/pdf/PdfViewer';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { ORDER_MANAGEMENT } from '../orderManagement';
import { LabelList } from './LabelList';
import type { LabelMethods } from './labels';

type Section = 'manual' | 'list';

/**
 * The labels manual in the kit's PDF viewer (zoom, print, download) with 'BAIXAR MANUAL'; its second tab is the
 * Etiquetas list, which has no route of its own in the spec.
 */
export function LabelManualDialog({ open, onClose, personId }: { open: boolean; onClose: () => void; personId?: number }) {
  const translate = useTranslate();
  const titleId = useId();
  const [section, setSection] = useState<Section>('manual');
  const manual = useProviderQuery<LabelMethods, 'labelManual'>(ORDER_MANAGEMENT, 'labelManual', {}, { enabled: open, retry: false, staleTime: Infinity });
  const failure = useReadFailure(manual.error);

  let content;
  if (section === 'list') content = <LabelList personId={personId} />;
  else if (manual.isError) content = failure === undefined ? null : <Alert severity="error">{failure || translate('app.errors.loadFailure')}</Alert>;
  else if (!manual.data) content = <LinearProgress />;
  else content = <PdfViewer src={manual.data.blob} fileName={manual.data.fileName} />;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('pages.gerenciarPedidos.labels.manualTitle')}</DialogTitle>
      <Tabs value={section} onChange={(_event, next: Section) => setSection(next)} sx={{ px: 3 }}>
        <Tab value="manual" label={translate('pages.gerenciarPedidos.labels.manualTab')} />
        <Tab value="list" label={translate('pages.gerenciarPedidos.labels.listTab')} />
      </Tabs>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ minHeight: 320 }}>{open && content}</Box>
      </DialogContent>
      <DialogActions>
        <Button disabled={!manual.data} onClick={() => manual.data && downloadBlob(manual.data.blob, manual.data.fileName)}>
          {translate('pages.gerenciarPedidos.labels.manualDownload')}
        </Button>
        <Button onClick={onClose}>{translate('pages.gerenciarPedidos.labels.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
