import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { DocumentResource } from './documentRules';
import { useViewDocument } from './useViewDocument';

/** The row's 'Visualizar' button (its file or URL; see useViewDocument). */
export function ViewButton({ resource, record }: { resource: DocumentResource; record: { id: number | string; titulo: string; diretorio: string } }) {
  const translate = useTranslate();
  const view = useViewDocument(resource);
  return (
    <Button size="small" startIcon={<VisibilityIcon />} onClick={() => view(record)} aria-label={translate(`resources.${resource}.list.viewTitle`, { title: record.titulo })}>
      {translate(`resources.${resource}.list.view`)}
    </Button>
  );
}
