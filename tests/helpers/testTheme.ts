import { createTheme, type Theme } from '@mui/material/styles';
import { buildTheme, type ThemeMode } from '../../src/theme';

/**
 * The portal's theme as the screen tests render it: the same palette, typography and component styles, with MUI's
 * transitions taking no time and no ripple on a pressed button. jsdom runs no CSS animation, so a transition only made
 * a test wait for its timer (a dialog's 195 ms exit, a menu's Grow) before the next step, and each click of a
 * ButtonBase mounted a TouchRipple and rendered it twice more (start, then a 550 ms exit). Tests that check the
 * theme itself (focus ring, styles) build the real one with buildTheme. Built once per mode: nothing changes a theme.
 */
const themes = new Map<ThemeMode, Theme>();

export function testTheme(mode: ThemeMode = 'light'): Theme {
  let theme = themes.get(mode);
  if (!theme) themes.set(mode, (theme = withoutMotion(buildTheme(mode))));
  return theme;
}

function withoutMotion(theme: Theme): Theme {
  return createTheme(theme, {
    transitions: {
      create: () => 'none',
      duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    },
    components: {
      MuiButtonBase: { defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true } },
    },
  });
}
