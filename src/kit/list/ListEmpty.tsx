import Typography from '@mui/material/Typography';
import { useListContextWithProps, useTranslate } from 'react-admin';

/**
 * 'Nenhum registro encontrado', for both List `empty` and Datagrid `empty` — unless the list failed to load,
 * which says 'Erro ao carregar dados!' instead of pretending there is nothing.
 */
export function ListEmpty() {
  const translate = useTranslate();
  const { error } = useListContextWithProps({});
  if (error) {
    return (
      <Typography role="alert" data-testid="list-error" sx={{ p: 2, textAlign: 'center' }} color="error">
        {translate('app.errors.loadFailure')}
      </Typography>
    );
  }
  return (
    <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
      {translate('kit.list.empty')}
    </Typography>
  );
}
