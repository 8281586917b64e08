import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ListBase, useRefresh, useTranslate } from 'react-admin';
import { useInternalView } from '../../kit/access/useInternalView';
import { SupplierFirst, supplierFirst } from '../../kit/filters/SupplierFirst';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { ListPagination } from '../../kit/list/ListPagination';
import { PortalTable } from '../../kit/list/PortalTable';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { useSessionUser } from '../../session/SessionUserContext';
import { DeleteReportDialog } from './DeleteReportDialog';
import { PhotosDialog } from './PhotosDialog';
import { returnColumns } from './returnColumns';
import { RETURNS_PER_PAGE, RETURNS_PER_PAGE_OPTIONS } from './returnListRules';
import { RETURNS_RESOURCE, type ReturnReport } from './returnReports';
import { ReturnFilterBar } from './ReturnFilterBar';
import { useDeleteReport } from './useDeleteReport';

const INTERNAL_QUERY = supplierFirst('supplierId');

function ReturnTable({ internalView }: { internalView: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [photosOf, setPhotosOf] = useState<ReturnReport | null>(null);
  const removal = useDeleteReport(refresh);
  const columns = useMemo(() => returnColumns(internalView, { showPhotos: setPhotosOf, remove: removal.ask }), [internalView, removal.ask]);
  return (
    <>
      <SupplierFirst internalView={internalView} source="supplierId">
        <PortalTable<ReturnReport> rowClick={false} empty={<ListEmpty title={translate('resources.devolucoes.empty')} failure={translate('resources.devolucoes.failure')} />} data-testid="returns-table">
          {columns}
        </PortalTable>
        <ListPagination rowsPerPageOptions={RETURNS_PER_PAGE_OPTIONS} labelRowsPerPage={translate('resources.devolucoes.rowsPerPage')} />
      </SupplierFirst>
      <PhotosDialog report={photosOf} onClose={() => setPhotosOf(null)} />
      {internalView && <DeleteReportDialog open={removal.asked !== null} loading={removal.isPending} onCancel={removal.cancel} onConfirm={removal.confirm} />}
    </>
  );
}

/**
 * Return-receipt reports (/qualidade/devolucao; spec part 3, sections 2 and 4): server-paged, 5 per page. The internal
 * view picks a supplier first (its filter, kept in the URL, is what 'Voltar' from a report brings back); a supplier
 * lists its own.
 */
export function DevolucaoListPage() {
  const translate = useTranslate();
  const internalView = useInternalView();
  const user = useSessionUser();
  const title = translate('resources.devolucoes.title');
  usePageTitle(title, translate('resources.devolucoes.browserTitle'));
  const failure = useReadFailureHandler(translate('resources.devolucoes.failure'));
  const ownFilter = useMemo(() => (internalView ? undefined : { supplierId: Number(user.codigo) }), [internalView, user.codigo]);
  const queryOptions = useMemo(() => ({ ...failure, ...(internalView ? INTERNAL_QUERY : {}) }), [failure, internalView]);

  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <ListBase resource={RETURNS_RESOURCE} perPage={RETURNS_PER_PAGE} filter={ownFilter} queryOptions={queryOptions}>
        <ReturnFilterBar internalView={internalView} />
        <ReturnTable internalView={internalView} />
      </ListBase>
    </Box>
  );
}
