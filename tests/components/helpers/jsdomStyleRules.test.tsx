import { Button, CssBaseline, Dialog, DialogContent, DialogTitle, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { buildTheme } from '../../../src/theme';
import { selectorSubjects, skipsRulesOfOtherElements, withoutTheRuleTest } from '../../helpers/jsdomStyleRules';

/** Every element's computed style, property by property. */
function computedStyles(): string[] {
  return [...document.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}: ${Array.from({ length: style.length }, (_, i) => `${style[i]}=${style.getPropertyValue(style[i])}`).join('; ')}`;
  });
}

describe('the style rule test of tests/setup.dom.ts (a rule for another tag or class is skipped)', () => {
  it('reads the subject of a selector: its tag and classes; a pseudo-element never matches; escapes are left to jsdom', () => {
    expect(selectorSubjects('html, body')).toEqual([
      { tag: 'html', classes: [] },
      { tag: 'body', classes: [] },
    ]);
    expect(selectorSubjects('.css-1x-MuiInputBase-root.Mui-focused  >  .MuiOutlinedInput-notchedOutline')).toEqual([{ classes: ['MuiOutlinedInput-notchedOutline'] }]);
    expect(selectorSubjects('LI:first-child ~ a.x.y:hover')).toEqual([{ tag: 'a', classes: ['x', 'y'] }]);
    expect(selectorSubjects('input[type="a, b > c.d"] + span')).toEqual([{ tag: 'span', classes: [] }]);
    expect(selectorSubjects(':is(a, .b) .c:not(.d, e)')).toEqual([{ classes: ['c'] }]);
    expect(selectorSubjects('[popover]:not(:popover-open)')).toEqual([{ classes: [] }]);
    expect(selectorSubjects('svg|a, *, :nth-child(2n+1).z')).toEqual([{ classes: [] }, { classes: [] }, { classes: ['z'] }]);
    expect(selectorSubjects('q::before, p')).toEqual([null, { tag: 'p', classes: [] }]);
    expect(selectorSubjects('.a\\:b')).toBeUndefined();
    expect(selectorSubjects('a:not(b')).toBeUndefined();
  });

  it('is on, and jsdom computes the same styles with it as without it (its default sheet, CssBaseline and MUI rules)', async () => {
    expect(skipsRulesOfOtherElements(document)).toBe(true);
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <CssBaseline />
        <main>
          <h1 className="Title">Título</h1>
          <p hidden>oculto</p>
          <q>citação</q> <abbr title="Portal">PdF</abbr> <b>negrito</b> <small>pequeno</small>
          <details>
            <summary>Resumo</summary>
            <span>Detalhe</span>
          </details>
          <svg viewBox="0 0 10 10">
            <linearGradient id="g" />
            <path d="M0 0h10" />
          </svg>
          <TextField label="Descrição" multiline minRows={2} defaultValue="texto" />
          <TextField select label="Grupo" value="1" disabled>
            <MenuItem value="1">Um</MenuItem>
          </TextField>
          <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Ativo' } }} />
          <Button variant="contained">Salvar</Button>
          <Table>
            <caption>Tabela</caption>
            <TableHead>
              <TableRow>
                <TableCell>Código</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow selected>
                <TableCell>1</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </main>
        <Dialog open>
          <DialogTitle>Remover item</DialogTitle>
          <DialogContent>Tem certeza?</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Remover item' })).toBeVisible();
    expect(screen.getByText('oculto')).not.toBeVisible();
    expect([...document.styleSheets].reduce((rules, sheet) => rules + sheet.cssRules.length, 0)).toBeGreaterThan(50);

    const withTheTest = computedStyles();
    expect(withTheTest.length).toBeGreaterThan(50);
    expect(withoutTheRuleTest(document, computedStyles)).toEqual(withTheTest);
  });
});
