import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** 'Nenhum registro encontrado', for both List `empty` and Datagrid `empty`. */
export function ListEmpty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
      {translate('kit.list.empty')}
    </Typography>
  );
}
