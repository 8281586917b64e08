import { Box, Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { reloadPage } from '../../session/pageReload';
import { storedThemeMode, storeThemeMode, type ThemeMode } from '../../theme';
import { usePageTitle } from '../../kit/page/usePageTitle';

const OPTIONS: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'pages.themes.light' },
  { mode: 'dark', label: 'pages.themes.dark' },
];

/**
 * Themes (/temas): LightMode / DarkMode. The choice is kept as 'light' or 'dark' in the System-Color
 * cookie and the page reloads, so that every screen (and the login form) starts with it.
 */
export function ThemesPage() {
  const translate = useTranslate();
  const title = translate('pages.themes.title');
  usePageTitle(title);
  const [mode, setMode] = useState<ThemeMode>(storedThemeMode);

  const choose = (next: ThemeMode) => {
    if (next === mode) return;
    setMode(next);
    storeThemeMode(next);
    reloadPage();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="themes-page">
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography id="temas-titulo" component="h1" variant="h5" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <RadioGroup aria-labelledby="temas-titulo" name="tema" value={mode} onChange={(event) => choose(event.target.value as ThemeMode)}>
            {OPTIONS.map((option) => (
              <FormControlLabel key={option.mode} value={option.mode} control={<Radio />} label={translate(option.label)} />
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
    </Box>
  );
}
