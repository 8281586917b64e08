import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FactList } from '../../kit/layout/FactList';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { changeWindowText } from './paymentOptionRules';
import { ScheduledProductsTable } from './ScheduledProductsTable';
import { useOpcaoRecebimentoPage } from './useOpcaoRecebimentoPage';


/**
 * 'Alterar opções de recebimento' (/gerenciarPedidos/protocoloagendamento/opcaorecebimento, opcoes-de-recebimento):
 * the scheduled products of the delivery handed over in the OpcaoPagamentoData cookie (supplier, day, payment code,
 * branch), each changed alone or all together under the rules of spec part 2, section 4. Layout only: the state,
 * calls and rules are in useOpcaoRecebimentoPage.
 */
export function OpcaoRecebimentoPage() {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.opcaoRecebimento.${key}`, vars);
  const title = text('title');
  usePageTitle(title);
  const page = useOpcaoRecebimentoPage();
  const { delivery, items, window, allowed } = page;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={page.back}>
          {text('back')}
        </Button>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
      {page.loading && <LinearProgress sx={{ mb: 1 }} />}
      {page.failure && <Alert severity="error">{page.failure}</Alert>}
      {page.empty ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {text('emptyTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {text('emptyText')}
            </Typography>
            <Button variant="contained" onClick={page.back}>
              {text('backToProtocols')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        delivery &&
        items.length > 0 && (
          <Card variant="outlined">
            <CardContent>
              <Box sx={{ mb: 2 }}>
                <FactList
                  facts={[
                    [text('delivery'), delivery.dataAgenda],
                    [text('branch'), page.branchText],
                    [text('current'), text('days', { days: page.currentDays })],
                  ]}
                />
              </Box>
              {window && (
                <Alert severity={window.allowed ? 'info' : 'warning'} sx={{ mb: 2 }}>
                  {changeWindowText(window)}
                </Alert>
              )}
              <Button variant="contained" disabled={!allowed} onClick={page.changeAll} sx={{ mb: 2 }}>
                {text('changeAll')}
              </Button>
              <ScheduledProductsTable items={items} allowed={allowed} onChange={page.changeOne} />
            </CardContent>
          </Card>
        )
      )}
      {page.dialogs}
    </Box>
  );
}
