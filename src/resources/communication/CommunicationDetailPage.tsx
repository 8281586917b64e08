import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { isSafeHttpUrl } from '../../kit/files/safeUrl';
import { FileViewer } from '../../kit/files/FileViewer';
import { kitText } from '../../kit/kitText';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import { useCommunicationPaths } from './communicationPaths';
import { isStoredFile, type CommunicationResource } from './communicationRules';
import { useGoBack } from '../../kit/navigation/useGoBack';

/** What the page reads of an announcement or a contact. */
type DocumentRecord = { id: number | string; titulo: string; descricao: string; diretorio: string };

import type { StoredFileMethods } from './communication';

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ justifySelf: 'start' }}>
      {kitText('files.back')}
    </Button>
  );
}

/** The stored file in the kit's viewer (PDFs in PdfViewer), with its Voltar. */
function StoredFile({ resource, id, onBack }: { resource: CommunicationResource; id: number | string; onBack: () => void }) {
  const translate = useTranslate();
  const file = useProviderQuery<StoredFileMethods, 'file'>(resource, 'file', { id: String(id) }, { retry: false, staleTime: Infinity });
  if (file.isPending) return <LinearProgress />;
  if (file.isError) {
    return (
      <>
        <Alert severity="error">{file.error.message || translate('app.errors.loadFailure')}</Alert>
        <BackButton onBack={onBack} />
      </>
    );
  }
  return <FileViewer file={file.data.blob} fileName={file.data.fileName} onBack={onBack} />;
}

/** A URL: 'Clique aqui' opens it in a new tab, only when it is an absolute http(s) URL. */
function ExternalLink({ resource, url, onBack }: { resource: CommunicationResource; url: string; onBack: () => void }) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const safe = /^https?:\/\//i.test(url) && isSafeHttpUrl(url);
  useEffect(() => {
    if (!safe) warn(kitText('files.invalidUrl'));
  }, [safe, warn]);
  return (
    <>
      {safe && (
        <Typography>
          {translate(`resources.${resource}.detail.linkText`)}{' '}
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {translate(`resources.${resource}.detail.link`)}
          </Link>
        </Typography>
      )}
      <BackButton onBack={onBack} />
    </>
  );
}

/**
 * {entity}s/arquivos/{id} (spec part 1, "Other route shapes"): the record's title and description, then its stored
 * file embedded (kit FileViewer), or 'Clique aqui' for a URL, and Voltar. Server text is text, never HTML.
 */
export function CommunicationDetailPage({ resource }: { resource: CommunicationResource }) {
  const paths = useCommunicationPaths(resource);
  const translate = useTranslate();
  const { id = '' } = useParams();
  const goBack = useGoBack(paths.list);
  const { data: record, isPending, error } = useGetOne<DocumentRecord>(resource, { id }, { retry: false });
  usePageTitle(record?.titulo ?? translate(`resources.${resource}.entity`));

  const path = record?.diretorio?.trim() ?? '';
  let attachment = null;
  if (record && isStoredFile(path)) attachment = <StoredFile resource={resource} id={record.id} onBack={goBack} />;
  else if (record && path) attachment = <ExternalLink resource={resource} url={path} onBack={goBack} />;
  else if (record) {
    attachment = (
      <>
        <Typography color="text.secondary">{translate(`resources.${resource}.detail.noAttachment`)}</Typography>
        <BackButton onBack={goBack} />
      </>
    );
  }

  return (
    <Box data-testid="document-detail" sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {isPending && <LinearProgress />}
      {error && (
        <>
          <Alert severity="error">{error instanceof Error ? error.message : translate('app.errors.loadFailure')}</Alert>
          <BackButton onBack={goBack} />
        </>
      )}
      {record && (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <Typography component="h1" variant="h5">
            {record.titulo}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{record.descricao}</Typography>
        </Box>
      )}
      {attachment}
    </Box>
  );
}
