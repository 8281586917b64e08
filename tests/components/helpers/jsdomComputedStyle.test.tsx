import { Button, CssBaseline, Dialog, DialogContent, DialogTitle, Menu, MenuItem, Switch, Tab, Tabs, TextField, ThemeProvider, Tooltip } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { buildTheme } from '../../../src/theme';
import { LAZY_PROPERTIES } from '../../helpers/jsdomComputedStyle';

const camelCase = (property: string) => property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe("the lazy getComputedStyle of tests/setup.dom.ts (the properties its callers read, without jsdom's whole declaration)", () => {
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

  it('answers every property it reads lazily as the whole declaration does, by either name and by getPropertyValue', async () => {
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <CssBaseline />
        <TextField label="Observação" multiline minRows={2} maxRows={4} defaultValue={'linha 1\nlinha 2'} />
        <div style={{ overflow: 'hidden auto', position: 'relative', transform: 'translateX(2px)', pointerEvents: 'none', direction: 'rtl' }}>
          <span style={{ padding: '1px 2px 3px', border: '2px solid red', borderTopWidth: 5, boxSizing: 'border-box', width: '50%' }}>caixa</span>
          <span style={{ pointerEvents: 'auto', willChange: 'transform', filter: 'blur(1px)', contain: 'paint', perspective: '10px' }}>efeitos</span>
        </div>
        <Tabs value={1}>
          <Tab label="Um" />
          <Tab label="Dois" />
        </Tabs>
        <Tooltip title="Dica" open>
          <Button disabled>Enviar</Button>
        </Tooltip>
        <Menu open anchorEl={document.body}>
          <MenuItem>Opção</MenuItem>
        </Menu>
        <Dialog open>
          <DialogTitle>Título</DialogTitle>
          <DialogContent sx={{ p: 3, overflowY: 'scroll' }}>conteúdo</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    await screen.findByRole('dialog', { name: 'Título' });
    const properties = [...LAZY_PROPERTIES];
    const read = (style: CSSStyleDeclaration) =>
      properties.map((property) => `${property}=${String(style[camelCase(property) as keyof CSSStyleDeclaration])}|${style.getPropertyValue(property)}|${String(style[property as keyof CSSStyleDeclaration])}`);
    const elements = [...document.querySelectorAll('*')];
    const lazy = elements.map((element) => read(getComputedStyle(element)));
    const whole = elements.map((element) => {
      const style = getComputedStyle(element);
      void style.length;
      return read(style);
    });
    expect(lazy).toEqual(whole);
    const values = lazy.flat();
    for (const expected of ['pointer-events=none', 'pointer-events=auto', 'box-sizing=border-box', 'border-top-width=5px', 'padding-bottom=3px', 'overflow-y=auto', 'overflow-y=scroll', 'position=relative', 'direction=rtl', 'width=50%']) {
      expect(values.some((value) => value.startsWith(expected))).toBe(true);
    }
  });
});
