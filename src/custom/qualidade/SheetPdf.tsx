import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { SHEETS_RESOURCE, type TechnicalSheetMethods } from './technicalSheets';

/** A stored sheet's PDF (GET of the file service, byte for byte) in the kit's viewer. */
export function SheetPdf({ fileKey, fileName }: { fileKey: string; fileName: string }) {
  const translate = useTranslate();
  const file = useProviderQuery<TechnicalSheetMethods, 'sheetFile'>(SHEETS_RESOURCE, 'sheetFile', { fileKey }, { retry: false, staleTime: Infinity });
  const failure = useReadFailure(file.error, translate('pages.fichaTecnica.file.failure'));
  if (file.isError) return failure === undefined ? null : <Alert severity="error">{failure}</Alert>;
  if (!file.data) return <LinearProgress aria-label={translate('pages.fichaTecnica.file.loading')} />;
  return <PdfViewer src={file.data} fileName={fileName} />;
}
