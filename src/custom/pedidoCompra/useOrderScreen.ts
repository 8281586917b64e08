import { useParams, useSearchParams } from 'react-router-dom';
import { useCanAccessNow, usePathTo } from '../../kit/access/PortalRoutesContext';
import { useGoBack } from '../../kit/navigation/useGoBack';
import { ordersListRoute, supplierParam, wholeNumber } from './orderScreenParams';

/**
 * What the order PDF and file screens read from their route: `/pedidoCompra/:cdFil/:nrPc/:language` and
 * `/pedidoCompra/arquivos/:cdFil/:cdPedido` (the spec's URL params) in domain names, the internal view's supplier
 * (`?personId=`), and Voltar (back where the user came from, else the first order list the user may open).
 */
export function useOrderScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const pathTo = usePathTo();
  const scheduled = useCanAccessNow({ resource: '/agendados' });
  const pending = useCanAccessNow({ resource: '/pendentes' });
  const goBack = useGoBack(pathTo(ordersListRoute({ scheduled, pending })));
  const orderText = params.nrPc ?? params.cdPedido ?? '';
  return {
    branchId: wholeNumber(params.cdFil),
    purchaseOrderId: wholeNumber(orderText),
    /** The order number as the URL wrote it (the title shows it even when it is not a number). */
    orderText,
    language: params.language,
    personId: supplierParam(search),
    goBack,
  };
}
