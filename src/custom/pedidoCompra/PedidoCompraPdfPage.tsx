import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { kitText } from '../../kit/kitText';
import { PdfViewer } from '../../kit/pdf/PdfViewer';
import { ORDER_CALLS_RESOURCE, usePedidosProvider } from '../../resources/pedidos/usePedidosProvider';
import { useGoBack } from '../../kit/navigation/useGoBack';
import { useSessionUser } from '../../session/SessionUserContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { orderLanguage, ordersListPath, supplierParam, wholeNumber } from './orderScreenParams';

/**
 * /pedidoCompra/{cd_fil}/{nr_pc}/{PT-BR|EN}: the purchase order's PDF in Portuguese or English (the order server draws
 * it) in the kit's viewer, with its title and Voltar. Internal staff open it for the supplier in `?personId=`.
 */
export function PedidoCompraPdfPage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const params = useParams();
  const [search] = useSearchParams();
  const goBack = useGoBack(ordersListPath(user.permissions));
  const dataProvider = usePedidosProvider();
  const branchId = wholeNumber(params.cdFil);
  const orderId = wholeNumber(params.nrPc);
  const language = orderLanguage(params.language);
  const personId = supplierParam(search);
  const order = params.nrPc ?? '';
  const title = language
    ? translate('pages.pedidoCompra.titleWithLanguage', { order, language: translate(`pages.pedidoCompra.languages.${language}`) })
    : translate('pages.pedidoCompra.title', { order });
  usePageTitle(title);

  const valid = branchId !== null && orderId !== null && language !== null;
  const pdf = useQuery({
    queryKey: ['pedidos', 'orderPdf', branchId, orderId, language, personId],
    queryFn: () => dataProvider.orderPdf(ORDER_CALLS_RESOURCE, { cdFil: branchId!, purchaseOrderId: orderId!, language: language!, personId }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });

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
