import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** 'Baixando as etiquetas...' with the share of files done, over the whole page (dialogs included). */
export function LabelDownloadOverlay({ percent }: { percent: number | null }) {
  const translate = useTranslate();
  if (percent === null) return null;
  const title = translate('pages.gerenciarPedidos.labels.downloading');
  return (
    <Portal>
      <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress variant="determinate" value={percent} size={72} color="inherit" aria-label={title} />
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="body1" component="span" aria-hidden>
              {translate('pages.gerenciarPedidos.labels.percent', { percent })}
            </Typography>
          </Box>
        </Box>
        <Typography variant="h6" component="p" role="status">
          {title}
        </Typography>
      </Backdrop>
    </Portal>
  );
}
