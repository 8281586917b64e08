import { startOfDay } from 'date-fns';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseServerDate } from '../../i18n/format';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { foundNothing } from '../../kit/data/failures';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { readOpcaoPagamento, writeOpcaoPagamento, type OpcaoPagamentoData } from './opcaoPagamentoCookie';
import { changeWindow, isAnticipation } from './paymentOptionRules';
import type { BranchMethods, PaymentOption, ReceivingOptionMethods } from './receivingOptions';
import type { ScheduledProduct } from '../../types/scheduledProducts';
import { useDiscounts } from './useDiscounts';
import { usePaymentOptionFlow, type PaymentOptionRequest } from './usePaymentOptionFlow';

const NO_PARAMS = {};

/** The delivery's branch as the screen names it ('{code} - {name}'), or its code while the branches load. */
export const branchText = (branchId: number, branch?: { branchId: number; externalBranchName: string }): string =>
  branch ? `${branch.branchId} - ${branch.externalBranchName}` : String(branchId);

/**
 * The controller of 'Alterar opções de recebimento': the delivery handed over in the OpcaoPagamentoData cookie, its
 * scheduled products, the released options, the change window and the change flow (spec part 2, sections 2.3 and 4).
 */
export function useOpcaoRecebimentoPage() {
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const dataProvider = useCustomMethods<ReceivingOptionMethods>();
  const [delivery, setDelivery] = useState<OpcaoPagamentoData | null>(() => readOpcaoPagamento());
  const [today] = useState(() => startOfDay(new Date()));
  const branches = useProviderQuery<BranchMethods, 'branches'>('pedidosAgendados', 'branches', NO_PARAMS, {
    enabled: delivery !== null,
    staleTime: Infinity,
    retry: false,
  });
  const discounts = useDiscounts(delivery?.idFornecedor).options;
  const products = useProviderQuery<ReceivingOptionMethods, 'deliveryItems'>(
    'opcoesRecebimento',
    'deliveryItems',
    { personId: delivery?.idFornecedor ?? 0, day: delivery?.dataAgenda ?? '', paymentCode: delivery?.codPagto ?? 0, branchId: delivery?.codFilial ?? 0 },
    { enabled: delivery !== null, retry: false, refetchOnWindowFocus: false },
  );

  const flow = usePaymentOptionFlow<ScheduledProduct>({
    personId: delivery?.idFornecedor ?? 0,
    options: discounts ?? [],
    // The products arrive on the protocol's day (the screen's 'Data de entrega'): payment dates count from it.
    deliveryDay: () => (delivery ? parseServerDate(delivery.dataAgenda) : null),
    dayTerms: async () => {
      if (!delivery) return { day: '', codes: [] };
      const codes = await dataProvider.protocolDayCodes('opcoesRecebimento', { personId: delivery.idFornecedor, day: delivery.dataAgenda, branchId: delivery.codFilial });
      return { day: delivery.dataAgenda, codes };
    },
    onChanged: (option: PaymentOption, request: PaymentOptionRequest<ScheduledProduct>) => {
      // Every product moved to the new option: the screen follows them there.
      if (delivery && request.scope === 'group' && request.items.length === (products.data?.length ?? 0)) {
        const next = { ...delivery, codPagto: option.paymentCode, opcaoPagDias: option.termDays };
        writeOpcaoPagamento(next);
        setDelivery(next);
      } else void products.refetch();
    },
  });

  const nothingFound = foundNothing(products.error);
  const items = products.data ?? [];
  const empty = !delivery || nothingFound || (products.isSuccess && items.length === 0);
  const failure = useReadFailure(nothingFound ? null : products.error);
  const day = delivery ? parseServerDate(delivery.dataAgenda) : null;
  const window = discounts && day ? changeWindow(day, today, discounts) : undefined;
  const anticipatedNow = delivery && discounts ? isAnticipation(delivery.codPagto, discounts) : false;
  const branch = delivery ? (branches.data ?? []).find((row) => row.branchId === delivery.codFilial) : undefined;
  const currentOption = discounts?.find((option) => option.paymentCode === delivery?.codPagto);
  const changeAll = () => delivery && flow.start({ scope: 'group', items, anticipatedNow, current: delivery.codPagto });
  const changeOne = (item: ScheduledProduct) => delivery && flow.start({ scope: 'product', items: [item], anticipatedNow, current: delivery.codPagto });

  return {
    delivery,
    items,
    empty,
    failure,
    loading: products.isFetching,
    window,
    allowed: window?.allowed === true,
    branchText: delivery ? branchText(delivery.codFilial, branch) : '',
    currentDays: currentOption?.termDays ?? delivery?.opcaoPagDias ?? 0,
    changeAll,
    changeOne,
    dialogs: flow.dialogs,
    // Spec: the screen's way back is the protocol tab.
    back: () => void navigate(pathTo('gerenciarPedidosTab', { tabId: 4 })),
  };
}
