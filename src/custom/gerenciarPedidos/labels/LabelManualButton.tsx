import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LabelManualDialog } from './LabelManualDialog';

/** 'DOWNLOAD MANUAL DE ETIQUETAS': the manual (and the Etiquetas list) in a dialog. */
export function LabelManualButton({ personId }: { personId?: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<MenuBookIcon />} onClick={() => setOpen(true)}>
        {translate('pages.gerenciarPedidos.labels.manual')}
      </Button>
      <LabelManualDialog open={open} onClose={() => setOpen(false)} personId={personId} />
    </>
  );
}
