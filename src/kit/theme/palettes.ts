import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeMode } from '../../theme';

/**
 * Both palettes reach WCAG AA (4.5:1) for every text/background pair MUI paints from them
 * (tests/unit/theme/contrast.test.ts). MUI's default warning, info and dark-mode error do not,
 * hence the darker (light mode) and lighter (dark mode) tones below.
 */
const light: PaletteOptions = {
  primary: { main: '#0b5d4b', light: '#3f8a76', dark: '#063d31', contrastText: '#ffffff' },
  secondary: { main: '#9a5518' },
  warning: { main: '#b45309' },
  info: { main: '#0271ae' },
  background: { default: '#f4f6f5', paper: '#ffffff' },
};

const dark: PaletteOptions = {
  primary: { main: '#6fcfb4', contrastText: '#0b1f1a' },
  secondary: { main: '#f2b36b' },
  error: { main: '#f6685e', dark: '#f44336' },
  background: { default: '#101514', paper: '#1a2120' },
};

export function palette(mode: ThemeMode): PaletteOptions {
  // contrastThreshold 4.5: MUI picks each contrastText (and the filled Alert's text) by the AA ratio, not by 3:1.
  return { mode, contrastThreshold: 4.5, ...(mode === 'dark' ? dark : light) };
}
