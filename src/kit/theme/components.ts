import type { Components, Theme } from '@mui/material/styles';
import { translate } from '../../i18n/baseTranslate';

/**
 * Every modal takes the whole screen on a phone (below the sm breakpoint, 600 px).
 * A checkbox named on its root (react-admin's row selection: 'Selecionar esta linha') carries the name on the input,
 * where assistive technology reads it; a span may not carry aria-label.
 * A spinner or progress bar without a name of its own is announced as 'Carregando…'.
 */
export const components: Components<Theme> = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: { 'aria-label': undefined },
        input: (ownerState) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
      },
    },
  },
  // react-admin's page loader writes its message in the disabled colour (2.7:1): the secondary one reaches 4.5:1.
  RaLoading: { styleOverrides: { root: ({ theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
  MuiCircularProgress: { defaultProps: { 'aria-label': translate('app.loading') } },
  MuiLinearProgress: { defaultProps: { 'aria-label': translate('app.loading') } },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
};
