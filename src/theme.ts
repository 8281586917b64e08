import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { breakpoints, DRAWER_WIDTH } from './kit/layout/breakpoints';
import { readCookie, writeCookie } from './session/cookies';

/** The theme choice lives in the System-Color cookie as 'light' or 'dark' (spec part 1, Themes). */
export const THEME_COOKIE = 'System-Color';
export type ThemeMode = 'light' | 'dark';

export function storedThemeMode(): ThemeMode {
  return readCookie(THEME_COOKIE) === 'dark' ? 'dark' : 'light';
}

export function storeThemeMode(mode: ThemeMode): void {
  writeCookie(THEME_COOKIE, mode, 365);
}

const brand = { main: '#0b5d4b', light: '#3f8a76', dark: '#063d31', contrastText: '#ffffff' };

/** react-admin reads the drawer width from the theme's `sidebar`. */
type PortalThemeOptions = ThemeOptions & { sidebar: { width: number; closedWidth: number } };

export function buildTheme(mode: ThemeMode): Theme {
  const options: PortalThemeOptions = {
    sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
    palette:
      mode === 'dark'
        ? {
            mode,
            primary: { main: '#6fcfb4', contrastText: '#0b1f1a' },
            secondary: { main: '#f2b36b' },
            background: { default: '#101514', paper: '#1a2120' },
          }
        : { mode, primary: brand, secondary: { main: '#b5651d' }, background: { default: '#f4f6f5', paper: '#ffffff' } },
    breakpoints,
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
  };
  return createTheme(options);
}
