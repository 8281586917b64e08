import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { startOfDay } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../dataProviders/core/errors';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { protocolInvoices, protocolPage } from '../../dataProviders/gerenciarPedidos/protocols';
import { parseServerDate } from '../../i18n/format';
import { FactList } from '../../kit/layout/FactList';
import type { DiscountOption, ProtocolInvoiceItem } from '../../types/api';
import { useBranches } from '../gerenciarPedidos/useBranches';
import { changeWindow, changeWindowText, isAnticipation } from '../paymentOptions/paymentOptionRules';
import { useDiscounts } from '../paymentOptions/useDiscounts';
import { usePaymentOptionFlow, type PaymentOptionRequest } from '../paymentOptions/usePaymentOptionFlow';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { readOpcaoPagamento, writeOpcaoPagamento, type OpcaoPagamentoData } from './opcaoPagamentoCookie';
import { ScheduledProductsTable } from './ScheduledProductsTable';

/** Spec: the screen's way back is the protocol tab. */
export const PROTOCOLS_TAB_PATH = '/GerenciarPedidos/tab/4';
/** Enough rows for every protocol of one day. */
const DAY_PROTOCOLS = 100;

/**
 * 'Alterar opções de recebimento' (/gerenciarPedidos/protocoloagendamento/opcaorecebimento, opcoes-de-recebimento):
 * the scheduled products of the delivery handed over in the OpcaoPagamentoData cookie (supplier, day, payment code,
 * branch), each changed alone or all together under the rules of spec part 2, section 4.
 */
export function OpcaoRecebimentoPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.opcaoRecebimento.${key}`, vars);
  const title = text('title');
  usePageTitle(title);
  const [delivery, setDelivery] = useState<OpcaoPagamentoData | null>(() => readOpcaoPagamento());
  const [today] = useState(() => startOfDay(new Date()));
  const branches = useBranches(delivery !== null);
  const discounts = useDiscounts(delivery?.idFornecedor).options;
  const query = delivery && { idFornecedor: delivery.idFornecedor, dataAgenda: delivery.dataAgenda, codPagto: delivery.codPagto, codFilial: delivery.codFilial };
  const products = useQuery({
    queryKey: ['gerenciarPedidos', 'protocolInvoices', query],
    queryFn: ({ signal }) => protocolInvoices(query as NonNullable<typeof query>, signal),
    enabled: query !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const flow = usePaymentOptionFlow<ProtocolInvoiceItem>({
    personId: delivery?.idFornecedor ?? 0,
    options: discounts ?? [],
    // The products arrive on the protocol's day (the screen's 'Data de entrega'): payment dates count from it.
    deliveryDay: () => (delivery ? parseServerDate(delivery.dataAgenda) : null),
    dayTerms: async () => {
      if (!delivery) return { day: '', codes: [] };
      const day = parseServerDate(delivery.dataAgenda) ?? today;
      const { rows } = await protocolPage({ personId: delivery.idFornecedor, start: day, end: day, page: 1, perPage: DAY_PROTOCOLS });
      return { day: delivery.dataAgenda, codes: rows.filter((row) => row.CD_FIL === delivery.codFilial).map((row) => row.CD_PAGTO) };
    },
    onChanged: (option: DiscountOption, request: PaymentOptionRequest<ProtocolInvoiceItem>) => {
      // Every product moved to the new option: the screen follows them there.
      if (delivery && request.scope === 'group' && request.items.length === (products.data?.length ?? 0)) {
        const next = { ...delivery, codPagto: option.CD_PAGTO, opcaoPagDias: option.NR_PRAZO1 };
        writeOpcaoPagamento(next);
        setDelivery(next);
      } else void products.refetch();
    },
  });

  const back = () => navigate(PROTOCOLS_TAB_PATH);
  // A server that found nothing answers status 0 (HTTP 200) with its message.
  const nothingFound = products.error && isApiError(products.error) && products.error.kind === 'http' && products.error.status === 200;
  const items = products.data ?? [];
  const empty = !delivery || nothingFound || (products.isSuccess && items.length === 0);
  const failure = useReadFailure(nothingFound ? null : products.error);
  const day = delivery ? parseServerDate(delivery.dataAgenda) : null;
  const window = discounts && day ? changeWindow(day, today, discounts) : undefined;
  const anticipatedNow = delivery && discounts ? isAnticipation(delivery.codPagto, discounts) : false;
  const branch = delivery && branches.find((row) => row.branchId === delivery.codFilial);
  const allowed = window?.allowed === true;
  const currentOption = discounts?.find((option) => option.CD_PAGTO === delivery?.codPagto);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back}>
          {text('back')}
        </Button>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
      {products.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {empty ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {text('emptyTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {text('emptyText')}
            </Typography>
            <Button variant="contained" onClick={back}>
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
                    [text('branch'), branch ? `${branch.branchId} - ${branch.externalBranchName}` : String(delivery.codFilial)],
                    [text('current'), text('days', { days: currentOption?.NR_PRAZO1 ?? delivery.opcaoPagDias })],
                  ]}
                />
              </Box>
              {window && (
                <Alert severity={window.allowed ? 'info' : 'warning'} sx={{ mb: 2 }}>
                  {changeWindowText(window)}
                </Alert>
              )}
              <Button
                variant="contained"
                disabled={!allowed}
                onClick={() => flow.start({ scope: 'group', items, anticipatedNow, current: delivery.codPagto })}
                sx={{ mb: 2 }}
              >
                {text('changeAll')}
              </Button>
              <ScheduledProductsTable
                items={items}
                allowed={allowed}
                onChange={(item) => flow.start({ scope: 'product', items: [item], anticipatedNow, current: delivery.codPagto })}
              />
            </CardContent>
          </Card>
        )
      )}
      {flow.dialogs}
    </Box>
  );
}
