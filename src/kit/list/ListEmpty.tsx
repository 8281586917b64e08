import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContextWithProps, useTranslate } from 'react-admin';

/**
 * 'Nenhum registro encontrado' (or a screen's own empty state: a title and a hint), for both List `empty` and
 * Datagrid `empty` — unless the list failed to load, which says 'Erro ao carregar dados!' (or the screen's `failure`)
 * instead of pretending there is nothing.
 */
export function ListEmpty({ title, text, failure }: { title?: string; text?: string; failure?: string }) {
  const translate = useTranslate();
  const { error } = useListContextWithProps({});
  if (error) {
    return (
      <Typography role="alert" data-testid="list-error" sx={{ p: 2, textAlign: 'center' }} color="error">
        {failure ?? translate('app.errors.loadFailure')}
      </Typography>
    );
  }
  if (title) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="list-empty-state">
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
      </Box>
    );
  }
  return (
    <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
      {translate('kit.list.empty')}
    </Typography>
  );
}
