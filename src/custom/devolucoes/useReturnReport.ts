import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { supplierListSearch } from './returnListRules';
import { RETURNS_RESOURCE, type ReturnReport } from './returnReports';
import { useDeleteReport } from './useDeleteReport';

/**
 * The report view's state: the report (getOne by returnReceiptId), its failure in the spec's generic words (section 8),
 * 'Voltar' to the list carrying the supplier (the list's filter in the URL), and the internal view's
 * removal, which ends back on that list.
 */
export function useReturnReport() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const internalView = useInternalView();
  const params = useParams<{ personId: string; returnReceiptId: string }>();
  const id = Number(params.returnReceiptId);
  const { data: report, error, isPending } = useGetOne<ReturnReport>(RETURNS_RESOURCE, { id }, { enabled: Number.isInteger(id), retry: false });
  const failure = useReadFailure(error, translate('pages.devolucoesView.failure'));
  const supplierId = report?.supplierId ?? Number(params.personId);
  const back = () => {
    const pathname = pathTo(RETURNS_RESOURCE);
    void navigate(internalView && Number.isInteger(supplierId) ? { pathname, search: supplierListSearch(supplierId) } : pathname);
  };
  const removal = useDeleteReport(back);
  return { report, isPending: isPending && !failure, failure, back, removal, canDelete: internalView };
}
