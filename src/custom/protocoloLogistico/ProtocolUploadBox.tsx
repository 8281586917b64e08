import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { UploadBox } from '../../kit/upload/UploadBox';
import { PROTOCOL_FILE_RULES, useProtocolUpload } from './useProtocolUpload';

const TEXT = 'pages.protocoloLogistico';

/** manter-protocolo-logistico: the box that replaces the protocol on choice, red with its reason after a refusal. */
export function ProtocolUploadBox() {
  const translate = useTranslate();
  const upload = useProtocolUpload();
  const refused = upload.refusal !== null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="protocol-replace-title">
      <Typography id="protocol-replace-title" component="h2" variant="h6">
        {translate(`${TEXT}.replaceTitle`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${TEXT}.replaceText`)}
      </Typography>
      <UploadBox
        rules={PROTOCOL_FILE_RULES}
        messages={upload.messages}
        label={translate(`${TEXT}.chooseFile`)}
        hint={translate(`${TEXT}.hint`)}
        error={refused}
        disabled={upload.sending.length > 0}
        value={upload.sending}
        onRefuse={upload.refuse}
        onChange={upload.choose}
      />
      {refused && (
        <FormHelperText error role="alert">
          {upload.refusal}
        </FormHelperText>
      )}
    </Stack>
  );
}
