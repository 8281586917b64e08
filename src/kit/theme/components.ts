import type { Components, Theme } from '@mui/material/styles';

/** Every modal takes the whole screen on a phone (below the sm breakpoint, 600 px). */
export const components: Components<Theme> = {
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
