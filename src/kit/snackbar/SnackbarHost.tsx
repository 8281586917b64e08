import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { kitText } from '../kitText';
import { dismissCurrent, getSnapshot, subscribe } from './queue';

/** MUI's own distance of a bottom-left snackbar from the left edge from 600 px up. */
const SNACKBAR_MARGIN = 24;

/**
 * Shows the head of the snackbar queue at the bottom left. Mount once per entry point. `clearLeft`: the width (px)
 * at the left the snackbar must leave free, the side menu's, so that it never covers the menu or 'Sair'.
 */
export function SnackbarHost({ clearLeft = 0 }: { clearLeft?: number }) {
  const { current } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (!current) return null;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dismissCurrent();
  };

  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={current.durationMs}
      onClose={handleClose}
      // Inline: MUI's own left comes in a media query that an sx value would not outrank.
      style={clearLeft > 0 ? { left: clearLeft + SNACKBAR_MARGIN, right: 'auto' } : undefined}
    >
      <Alert
        variant="filled"
        severity={current.type}
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          <>
            {current.action && (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  current.action?.onClick();
                  dismissCurrent();
                }}
              >
                {current.action.label}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={kitText('snackbar.close')} onClick={() => dismissCurrent()}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
