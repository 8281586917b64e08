import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';

/** 'Nenhum registro encontrado!' under the filters; the order table's failure text when it could not load. */
export function AllOrdersEmpty() {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) {
    return (
      <Typography role="alert" sx={{ p: 2, textAlign: 'center' }} color="error">
        {translate('pages.gerenciarPedidos.all.loadFailure')}
      </Typography>
    );
  }
  return (
    <Typography role="status" sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
      {translate('pages.gerenciarPedidos.all.empty')}
    </Typography>
  );
}
