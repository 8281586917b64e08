import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { SMALL_QUERY } from '../../../src/kit/layout/breakpoints';
import { buildTheme } from '../../../src/theme';

/** The declarations that apply to `element` below 600 px (jsdom parses media rules but never applies them). */
function phoneStyles(element: Element): CSSStyleDeclaration[] {
  const phone = SMALL_QUERY.replace(/\s/g, '');
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.replace(/\s/g, '') === phone)
    .flatMap((media) => [...media.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
    .map((rule) => rule.style);
}

it('a modal takes the whole screen below 600 px: no margin, full width and height, square corners', () => {
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <Dialog open fullWidth maxWidth="xs" aria-labelledby="title">
        <DialogTitle id="title">Redefinir senha</DialogTitle>
      </Dialog>
    </ThemeProvider>,
  );
  const styles = phoneStyles(screen.getByRole('dialog', { name: 'Redefinir senha' }));
  expect(styles).toHaveLength(1);
  const [style] = styles;
  expect({
    margin: style.margin,
    width: style.width,
    maxWidth: style.maxWidth,
    height: style.height,
    maxHeight: style.maxHeight,
    borderRadius: style.borderRadius,
  }).toEqual({ margin: '0px', width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: '0' });
});
