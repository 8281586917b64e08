import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { FileViewer } from '../../kit/files/FileViewer';
import { kitText } from '../../kit/kitText';
import { ORDER_CALLS_RESOURCE, usePedidosProvider } from '../../resources/pedidos/usePedidosProvider';
import { useGoBack } from '../../kit/navigation/useGoBack';
import { useSessionUser } from '../../session/SessionUserContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { ordersListPath, supplierParam, wholeNumber } from './orderScreenParams';

/**
 * /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}: the order's file in the kit's FileViewer, with Voltar. A route
 * without a branch or order has no file to ask for: the viewer says 'URL de arquivo vazia!'.
 */
export function PedidoCompraArquivoPage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const params = useParams();
  const [search] = useSearchParams();
  const goBack = useGoBack(ordersListPath(user.permissions));
  const dataProvider = usePedidosProvider();
  const branchId = wholeNumber(params.cdFil);
  const orderId = wholeNumber(params.cdPedido);
  const personId = supplierParam(search);
  const title = translate('pages.pedidoCompra.fileTitle', { order: params.cdPedido ?? '' });
  usePageTitle(title);

  const valid = branchId !== null && orderId !== null;
  const file = useQuery({
    queryKey: ['pedidos', 'orderFile', branchId, orderId, personId],
    queryFn: () => dataProvider.orderFile(ORDER_CALLS_RESOURCE, { cdFil: branchId!, purchaseOrderId: orderId!, personId }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });

  let content;
  if (!valid || file.data?.blob.size === 0) content = <FileViewer url="" onBack={goBack} />;
  else if (file.isPending) content = <LinearProgress />;
  else if (file.isError) {
    content = (
      <>
        <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ justifySelf: 'start' }}>
          {kitText('files.back')}
        </Button>
        <Alert severity="error">{file.error.message || translate('app.errors.loadFailure')}</Alert>
      </>
    );
  } else content = <FileViewer file={file.data.blob} fileName={file.data.fileName} title={title} onBack={goBack} />;

  return (
    <Box data-testid="order-file" sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {content}
    </Box>
  );
}
