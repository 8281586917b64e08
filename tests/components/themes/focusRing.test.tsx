import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { hexToRgb, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { buildTheme, type ThemeMode } from '../../../src/theme';

// jsdom's :focus-visible heuristics depend on earlier tests' events, so the state class MUI sets on a keyboard
// focus is given by hand; the real Tab is covered by tests/e2e/login-a11y.spec.ts.
const FOCUS_VISIBLE = 'Mui-focusVisible';

describe.each<ThemeMode>(['light', 'dark'])('the keyboard focus ring (%s theme)', (mode) => {
  it('outlines buttons, icon buttons and links in primary.main', () => {
    const theme = buildTheme(mode);
    render(
      <ThemeProvider theme={theme}>
        <Button variant="contained" className={FOCUS_VISIBLE}>
          Salvar
        </Button>
        <IconButton aria-label="Excluir" className={FOCUS_VISIBLE}>
          <DeleteIcon />
        </IconButton>
        <Link component="button" type="button" className={FOCUS_VISIBLE}>
          Esqueceu sua senha?
        </Link>
        <Link href="#/logs" className={FOCUS_VISIBLE}>
          Logs
        </Link>
      </ThemeProvider>,
    );
    const ring = hexToRgb(theme.palette.primary.main);
    for (const element of [...screen.getAllByRole('button'), screen.getByRole('link')]) {
      const style = getComputedStyle(element);
      expect(style.outlineStyle, element.textContent ?? '').toBe('solid');
      expect(style.outlineWidth).toBe('2px');
      expect(style.outlineColor).toBe(ring);
    }
  });
});
