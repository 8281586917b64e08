import { ptBR } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { breakpoints, DRAWER_WIDTH } from './kit/layout/breakpoints';
import { components } from './kit/theme/components';
import { palette } from './kit/theme/palettes';
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

/** react-admin reads the drawer width from the theme's `sidebar`. */
type PortalThemeOptions = ThemeOptions & { sidebar: { width: number; closedWidth: number } };

export function buildTheme(mode: ThemeMode): Theme {
  const options: PortalThemeOptions = {
    sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
    palette: palette(mode),
    breakpoints,
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
    // MUI's keyboard focus ring (2 px outline in primary.main) on every ButtonBase: buttons, icon buttons, links.
    focusVisible: true,
    components,
  };
  // ptBR: MUI's own texts (pager and autocomplete labels, titles) in Portuguese.
  return createTheme(options, ptBR);
}
