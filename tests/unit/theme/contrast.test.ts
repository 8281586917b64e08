import { decomposeColor, type Theme } from '@mui/material/styles';
import { buildTheme, type ThemeMode } from '../../../src/theme';

type Rgb = [number, number, number];

/** An opaque colour; a translucent foreground is laid over the background first, as the browser paints it. */
function opaque(color: string, under: Rgb = [255, 255, 255]): Rgb {
  const { type, values } = decomposeColor(color);
  if (!type.startsWith('rgb')) throw new Error(`unexpected colour ${color}`);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  return [0, 1, 2].map((index) => values[index] * alpha + under[index] * (1 - alpha)) as Rgb;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const back = opaque(background);
  const [lighter, darker] = [luminance(opaque(foreground, back)), luminance(back)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

type Pair = [name: string, foreground: string, background: string];

const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Every text/background pair the portal paints from the palette, as MUI's components combine them. */
function pairs(theme: Theme): Pair[] {
  const { palette } = theme;
  const surfaces = { default: palette.background.default, paper: palette.background.paper };
  const onSurfaces = (name: string, color: string): Pair[] =>
    Object.entries(surfaces).map(([surface, background]) => [`${name} on background.${surface}`, color, background]);
  const dark = palette.mode === 'dark';
  return [
    ...onSurfaces('text.primary', palette.text.primary),
    ...onSurfaces('text.secondary', palette.text.secondary),
    ...INTENTS.flatMap((intent): Pair[] => {
      const color = palette[intent];
      // Alert 'standard' / 'outlined': a tone of `light` as text (MUI's Alert styles).
      const alertText = dark ? theme.lighten(color.light, 0.6) : theme.darken(color.light, 0.6);
      return [
        // contained Button, Chip, AppBar; the contained Button's hover
        [`${intent}.contrastText on ${intent}.main`, color.contrastText, color.main],
        [`${intent}.contrastText on ${intent}.dark`, color.contrastText, color.dark],
        // filled Alert (the snackbar)
        [`filled ${intent} Alert`, palette.getContrastText(color.main), dark ? color.dark : color.main],
        [`standard ${intent} Alert`, alertText, dark ? theme.darken(color.light, 0.9) : theme.lighten(color.light, 0.9)],
        ...onSurfaces(`outlined ${intent} Alert`, alertText),
        // text and outlined Buttons, links, helper texts, Typography color="error"
        ...onSurfaces(`${intent}.main`, color.main),
      ];
    }),
  ];
}

describe.each<ThemeMode>(['light', 'dark'])('the %s theme', (mode) => {
  const theme = buildTheme(mode);

  it('checks a pair per intent and surface', () => {
    expect(pairs(theme)).toHaveLength(4 + INTENTS.length * 8);
  });

  it.each(pairs(theme))('%s reaches WCAG AA (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#ed6c02')).toBeCloseTo(3.1, 1);
    expect(contrast('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(contrast('#808080', '#fff'), 1);
  });
});
