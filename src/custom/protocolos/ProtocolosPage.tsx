import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ProtocolDatesTable } from './ProtocolDatesTable';
import { ProtocolDayPicker } from './ProtocolDayPicker';
import { ProtocolItemsTable } from './ProtocolItemsTable';
import { useProtocolsPage } from './useProtocolsPage';

const TEXT = 'pages.protocolosAgendamento';

/**
 * 'Protocolos de Agendamento' (/protocolos; spec part 3, section 2): the supplier's scheduling days until one is
 * chosen, then the date autocomplete and that day's items with the receipt. Staff pick the supplier first.
 */
export function ProtocolosPage() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title);
  const page = useProtocolsPage();
  const { supplierId, day } = page;

  let content;
  if (supplierId === undefined) {
    content = (
      <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {translate(`${TEXT}.selectSupplier`)}
      </Typography>
    );
  } else if (day === undefined) {
    content = <ProtocolDatesTable key={supplierId} supplierId={supplierId} onOpen={page.openDay} />;
  } else {
    content = (
      <Stack spacing={2}>
        <ProtocolDayPicker key={`picker-${supplierId}-${day}`} supplierId={supplierId} day={day} onDay={page.openDay} />
        <ProtocolItemsTable key={`items-${supplierId}-${day}`} supplierId={supplierId} day={day} />
      </Stack>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {page.internalView && <SupplierAutocomplete value={page.picked} onChange={page.pickSupplier} label={translate(`${TEXT}.supplier`)} />}
        {content}
      </Stack>
    </Box>
  );
}
