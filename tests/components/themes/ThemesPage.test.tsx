import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, writeCookie } from '../../../src/session/cookies';
import { setPageReload } from '../../../src/session/pageReload';
import { buildTheme } from '../../../src/theme';
import { getLuminance as luminance } from '@mui/material/styles';
import { ThemesPage } from '../../../src/custom/themes/ThemesPage';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 5000 };

let reload: ReturnType<typeof vi.fn<() => void>>;
let restoreReload: () => void;

beforeEach(() => {
  reload = vi.fn<() => void>();
  restoreReload = setPageReload(reload);
});

afterEach(() => restoreReload());

async function openThemes() {
  await renderScreenAs('moveis', <ThemesPage />, { route: '/temas' });
  const group = await screen.findByRole('radiogroup', { name: 'Temas' }, LOAD);
  return { group, light: screen.getByRole('radio', { name: 'LightMode' }), dark: screen.getByRole('radio', { name: 'DarkMode' }) };
}

describe('ThemesPage (/temas)', () => {
  it('offers LightMode and DarkMode with the light one chosen by default', async () => {
    const { light, dark } = await openThemes();
    expect(screen.getByRole('heading', { name: 'Temas' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Temas');
    expect(light).toBeChecked();
    expect(dark).not.toBeChecked();
    expect(reload).not.toHaveBeenCalled();
  });

  it('choosing DarkMode writes System-Color=dark and reloads', async () => {
    const { dark } = await openThemes();
    await userEvent.setup().click(dark);
    expect(readCookie('System-Color')).toBe('dark');
    expect(document.cookie).toContain('System-Color=dark');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(dark).toBeChecked();
  });

  it('preselects the stored mode; choosing LightMode writes light and reloads', async () => {
    writeCookie('System-Color', 'dark');
    const { light, dark } = await openThemes();
    expect(dark).toBeChecked();
    expect(light).not.toBeChecked();
    await userEvent.setup().click(light);
    expect(readCookie('System-Color')).toBe('light');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('choosing the mode already in use does not reload', async () => {
    const { light } = await openThemes();
    await userEvent.setup().click(light);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('buildTheme', () => {
  it("'dark' is a real dark theme: dark background and paper, light text", () => {
    const { palette } = buildTheme('dark');
    expect(palette.mode).toBe('dark');
    for (const surface of [palette.background.default, palette.background.paper]) {
      expect(luminance(surface)).toBeLessThan(0.05);
    }
    expect(luminance(palette.text.primary)).toBeGreaterThan(0.8);
    expect(buildTheme('light').palette.mode).toBe('light');
  });
});
