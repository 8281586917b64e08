import { Button, Checkbox, Collapse, CssBaseline, Dialog, DialogContent, DialogTitle, MenuItem, Switch, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, ThemeProvider, Tooltip } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { buildTheme } from '../../../src/theme';
import { cascadesQueriedPropertiesAlone, withTheFullCascade } from '../../helpers/jsdomRuleIndex';

/** Every element's computed display and visibility, as role queries and toBeVisible read them, and pointer-events as user-event does. */
function displayAndVisibility(): string[] {
  return [...document.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.getAttribute('class') ?? ''}: ${style.display} ${style.visibility} ${style.getPropertyValue('display')} ${style.pointerEvents}`;
  });
}

describe('display, visibility and pointer-events cascaded alone (tests/helpers/jsdomRuleIndex.ts)', () => {
  it("is on, and gives every element the display, visibility and pointer-events of jsdom's whole cascade", async () => {
    expect(cascadesQueriedPropertiesAlone()).toBe(true);
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <CssBaseline />
        <main style={{ visibility: 'hidden' }}>
          <h1 className="Title">Título</h1>
          <span style={{ visibility: 'visible', display: 'unset' }}>visível</span>
        </main>
        <p hidden>oculto</p>
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
        <Checkbox />
        <Button disabled>Enviar</Button>
        <div style={{ pointerEvents: 'none' }}>
          <span>inerte</span>
          <span style={{ pointerEvents: 'auto' }}>ativo</span>
        </div>
        <Tooltip title="Dica">
          <Button variant="contained">Salvar</Button>
        </Tooltip>
        <Tabs value={0}>
          <Tab label="Um" />
          <Tab label="Dois" />
        </Tabs>
        <Collapse in={false}>
          <p>recolhido</p>
        </Collapse>
        <Table>
          <TableHead>
            <TableRow>
              <TableCell>Código</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow selected>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>1</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Dialog open>
          <DialogTitle>Remover item</DialogTitle>
          <DialogContent>Tem certeza?</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Remover item' })).toBeVisible();
    expect(screen.getByText('oculto')).not.toBeVisible();
    expect(screen.getByText('recolhido')).not.toBeVisible();

    const alone = displayAndVisibility();
    expect(alone.length).toBeGreaterThan(50);
    expect(alone.filter((line) => line.endsWith(' none')).length).toBeGreaterThan(1);
    expect(withTheFullCascade(document, displayAndVisibility)).toEqual(alone);
  });
});
