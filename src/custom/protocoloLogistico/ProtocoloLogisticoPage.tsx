import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCanAccessNow } from '../../kit/access/PortalRoutesContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { MAINTAIN_PROTOCOL, PROTOCOL_RESOURCE } from './logisticsProtocol';
import { ProtocolUploadBox } from './ProtocolUploadBox';
import { ProtocolViewer } from './ProtocolViewer';

const TEXT = 'pages.protocoloLogistico';

/**
 * Logistics protocol (/protocoloLogistico; spec part 3, section 2): the current protocol PDF for every holder of the
 * route, and the upload box that replaces it for holders of manter-protocolo-logistico.
 */
export function ProtocoloLogisticoPage() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const mayReplace = useCanAccessNow({ resource: PROTOCOL_RESOURCE, action: MAINTAIN_PROTOCOL });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent component={Stack} spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {mayReplace && <ProtocolUploadBox />}
          <Box component="section" aria-label={translate(`${TEXT}.viewerLabel`)}>
            <ProtocolViewer />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
