import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { PROTOCOL_FILE_NAME, PROTOCOL_RESOURCE, type LogisticsProtocolMethods } from './logisticsProtocol';

const TEXT = 'pages.protocoloLogistico';

/** The current protocol's PDF, byte for byte as the server keeps it, in the kit's viewer (zoom, download, print). */
export function ProtocolViewer() {
  const translate = useTranslate();
  const file = useProviderQuery<LogisticsProtocolMethods, 'protocolFile'>(PROTOCOL_RESOURCE, 'protocolFile', {}, { retry: false });
  const failure = useReadFailure(file.error, translate(`${TEXT}.loadFailure`));
  if (file.isError) return failure === undefined ? null : <Alert severity="error">{failure}</Alert>;
  if (!file.data) return <LinearProgress aria-label={translate(`${TEXT}.loading`)} />;
  return <PdfViewer src={file.data} fileName={PROTOCOL_FILE_NAME} />;
}
