import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { documentPaths } from './documentPaths';
import type { DocumentResource } from './documentRules';

/** The toolbar's add button, to the form at {list}-ae (shown only to who may write). */
export function AddButton({ resource }: { resource: DocumentResource }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={documentPaths(resource).create} startIcon={<AddIcon />} size="small">
      {translate(`resources.${resource}.list.add`)}
    </Button>
  );
}
