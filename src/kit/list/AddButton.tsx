import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** A list toolbar's add button, to the form at {list}-ae (shown only to who may write). */
export function AddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<AddIcon />} size="small">
      {label}
    </Button>
  );
}
