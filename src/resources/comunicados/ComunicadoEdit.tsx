import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useRecordContext, useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { useCommunicationPaths } from '../communication/communicationPaths';
import { valuesFromRecord } from '../communication/communicationValues';
import { useRecordLoadFailure } from '../communication/recordLoad';
import { useGoBack } from '../../kit/navigation/useGoBack';
import type { Announcement, ComunicadosMethods } from './announcements';
import { visibilityOf } from './audience';
import { ComunicadoForm } from './ComunicadoForm';

/** The record is loaded; the supplier visibility is loaded next, then the form starts from both. */
function ComunicadoEditForm() {
  const paths = useCommunicationPaths('comunicados');
  const translate = useTranslate();
  const record = useRecordContext<Announcement>();
  const goBack = useGoBack(paths.list);
  const id = record?.id;
  const visibility = useProviderQuery<ComunicadosMethods, 'visibility'>('comunicados', 'visibility', { id: id ?? '' }, {
    enabled: id !== undefined,
    retry: false,
    staleTime: Infinity,
  });

  if (!record || visibility.isPending) return <LinearProgress />;
  if (visibility.isError) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error">{translate('resources.comunicados.visibility.visibilityFailure')}</Alert>
        <Button onClick={goBack}>{translate('resources.comunicados.form.cancel')}</Button>
      </Box>
    );
  }
  return <ComunicadoForm mode="edit" recordId={record.id} initial={valuesFromRecord(record, visibilityOf(visibility.data))} />;
}

/** /comunicados-ae/{id} (manter-comunicados): 'Editar Comunicado'. */
export function ComunicadoEdit() {
  const translate = useTranslate();
  const onError = useRecordLoadFailure('comunicados');
  return (
    <PortalEdit resource="comunicados" actions={false} queryOptions={{ onError, retry: false }} title={`${translate('resources.comunicados.form.edit')} ${translate('resources.comunicados.entity')}`}>
      <ComunicadoEditForm />
    </PortalEdit>
  );
}
