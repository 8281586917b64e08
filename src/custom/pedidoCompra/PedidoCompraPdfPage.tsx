import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { kitText } from '../../kit/kitText';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ORDER_CALLS_RESOURCE, type PedidosMethods } from '../../resources/pedidos/orderLines';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { orderLanguage } from './orderScreenParams';
import { useOrderScreen } from './useOrderScreen';

/**
 * /pedidoCompra/{cd_fil}/{nr_pc}/{PT-BR|EN}: the purchase order's PDF in Portuguese or English (the order server draws
 * it) in the kit's viewer, with its title and Voltar. Internal staff open it for the supplier in `?personId=`.
 */
export function PedidoCompraPdfPage() {
  const translate = useTranslate();
  const { branchId, purchaseOrderId, orderText: order, personId, goBack, ...route } = useOrderScreen();
  const language = orderLanguage(route.language);
  const title = language
    ? translate('pages.pedidoCompra.titleWithLanguage', { order, language: translate(`pages.pedidoCompra.languages.${language}`) })
    : translate('pages.pedidoCompra.title', { order });
  usePageTitle(title);

  const valid = branchId !== null && purchaseOrderId !== null && language !== null;
  const pdf = useProviderQuery<PedidosMethods, 'orderPdf'>(
    ORDER_CALLS_RESOURCE,
    'orderPdf',
    { branchId: branchId ?? 0, purchaseOrderId: purchaseOrderId ?? 0, language: language ?? 'PT-BR', personId },
    { enabled: valid, retry: false, staleTime: Infinity },
  );

  let content;
  if (!valid) content = <Alert severity="error">{translate(language ? 'pages.pedidoCompra.invalidOrder' : 'pages.pedidoCompra.invalidLanguage')}</Alert>;
  else if (pdf.isPending) content = <LinearProgress />;
  else if (pdf.isError) content = <Alert severity="error">{pdf.error.message || translate('app.errors.loadFailure')}</Alert>;
  else content = <PdfViewer src={pdf.data.blob} fileName={pdf.data.fileName} />;

  return (
    <Box data-testid="order-pdf" sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ justifySelf: 'start' }}>
        {kitText('files.back')}
      </Button>
      {content}
    </Box>
  );
}
