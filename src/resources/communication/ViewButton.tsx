import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { CommunicationResource } from './communicationRules';
import { useViewCommunication } from './useViewCommunication';

/** The row's 'Visualizar' button (its file or URL; see useViewCommunication). */
export function ViewButton({ resource, record }: { resource: CommunicationResource; record: { id: number | string; titulo: string; diretorio: string } }) {
  const translate = useTranslate();
  const view = useViewCommunication(resource);
  return (
    <Button size="small" startIcon={<VisibilityIcon />} onClick={() => view(record)} aria-label={translate(`resources.${resource}.list.viewTitle`, { title: record.titulo })}>
      {translate(`resources.${resource}.list.view`)}
    </Button>
  );
}
