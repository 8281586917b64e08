import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FileViewer } from '../../kit/files/FileViewer';
import { kitText } from '../../kit/kitText';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ORDER_CALLS_RESOURCE, type PedidosMethods } from '../../resources/pedidos/orderLines';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { useOrderScreen } from './useOrderScreen';

/**
 * /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}: the order's file in the kit's FileViewer, with Voltar. A route
 * without a branch or order has no file to ask for: the viewer says 'URL de arquivo vazia!'.
 */
export function PedidoCompraArquivoPage() {
  const translate = useTranslate();
  const { branchId, purchaseOrderId, orderText, personId, goBack } = useOrderScreen();
  const title = translate('pages.pedidoCompra.fileTitle', { order: orderText });
  usePageTitle(title);

  const valid = branchId !== null && purchaseOrderId !== null;
  const file = useProviderQuery<PedidosMethods, 'orderFile'>(
    ORDER_CALLS_RESOURCE,
    'orderFile',
    { branchId: branchId ?? 0, purchaseOrderId: purchaseOrderId ?? 0, personId },
    { enabled: valid, retry: false, staleTime: Infinity },
  );

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
