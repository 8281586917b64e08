import { Button, CssBaseline, Dialog, DialogContent, DialogTitle, MenuItem, Switch, TextField, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { buildTheme } from '../../../src/theme';

describe("the lazy getComputedStyle of tests/setup.dom.ts (display and visibility without jsdom's whole declaration)", () => {
  it('answers display and visibility as the whole declaration does, for every element of a screen', async () => {
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <CssBaseline />
        <div style={{ visibility: 'hidden' }}>
          <span>hidden by its parent</span>
          <span style={{ visibility: 'visible' }}>visible again</span>
        </div>
        <p style={{ display: 'none' }}>none</p>
        <TextField label="Nome" select value="a">
          <MenuItem value="a">A</MenuItem>
        </TextField>
        <Switch />
        <Dialog open>
          <DialogTitle>Título</DialogTitle>
          <DialogContent>
            <Button>Salvar</Button>
          </DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    await screen.findByRole('button', { name: 'Salvar' });
    const elements = [...document.querySelectorAll('*')];
    const fast = elements.map((element) => {
      const style = getComputedStyle(element);
      return `${style.display}|${style.visibility}|${style.getPropertyValue('display')}|${style.getPropertyValue('visibility')}`;
    });
    const full = elements.map((element) => {
      const style = getComputedStyle(element);
      void style.length; // any other read builds jsdom's declaration
      return `${style.display}|${style.visibility}|${style.getPropertyValue('display')}|${style.getPropertyValue('visibility')}`;
    });
    expect(fast).toEqual(full);
    expect(fast).toContain('none|visible|none|visible');
    expect(fast.filter((line) => line.includes('hidden')).length).toBeGreaterThan(0);
    expect(getComputedStyle(document.body)).toBeInstanceOf(CSSStyleDeclaration);
  });
});
