import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { renderAppAs } from '../../helpers/renderApp';
import { standIn } from '../../helpers/standIn';

const LOAD = { timeout: 15_000 };

// pdf.js does not run in jsdom.
standIn(pdfViewerModule, 'PdfViewer', () => (props: PdfViewerProps) => <p data-testid="pdf-viewer">{props.fileName}</p>);

beforeEach(() => localStorage.clear());

describe('logistics protocol and note preview in the whole portal', { timeout: 40_000 }, () => {
  it("1000001 opens 'Protocolo Logístico' from Documentos and 'Prévia Nota' from Qualidade", async () => {
    await renderAppAs('moveis', '/');
    const menu = within(await screen.findByTestId('side-menu', {}, LOAD));
    const user = userEvent.setup();
    await user.click(menu.getByRole('menuitem', { name: 'Documentos' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Protocolo Logístico' }));
    expect(await screen.findByText('Protocolo Logístico', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/protocoloLogistico');
    expect(await screen.findByTestId('pdf-viewer', {}, LOAD)).toHaveTextContent('protocolo-logistico.pdf');
    expect(screen.queryByRole('button', { name: 'Selecionar PDF do protocolo' })).not.toBeInTheDocument();

    await user.click(menu.getByRole('menuitem', { name: 'Qualidade' }));
    await user.click(await menu.findByRole('menuitem', { name: 'Prévia Nota' }));
    expect(await screen.findByText('Prévia Nota', { selector: 'h1' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/previaNota');
  });

  it('0000003 gets the upload box', async () => {
    await renderAppAs('sourcing', '/protocoloLogistico');
    expect(await screen.findByRole('button', { name: 'Selecionar PDF do protocolo' }, LOAD)).toBeInTheDocument();
  });

  it('0000002 (neither key) gets the access-denied page at both URLs and no menu entry', async () => {
    await renderAppAs('comercial', '/protocoloLogistico');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toHaveTextContent('Acesso negado');
    const menu = within(screen.getByTestId('side-menu'));
    expect(menu.queryByRole('button', { name: 'Qualidade' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Protocolo Logístico' })).not.toBeInTheDocument();
    window.location.hash = '#/previaNota';
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });
});
