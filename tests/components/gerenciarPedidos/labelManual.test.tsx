import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { LabelActions } from '../../../src/custom/gerenciarPedidos/labels/LabelActions';
import * as pdfViewerModule from '../../../src/kit/pdf/PdfViewer';
import type { PdfViewerProps } from '../../../src/kit/pdf/PdfViewer';
import { spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';
import { untranslated } from '../../helpers/untranslated';

// pdf.js does not run in jsdom: the viewer is replaced by a stand-in that shows what it was given.
const shown = { props: [] as PdfViewerProps[] };
function StandInPdfViewer(props: PdfViewerProps) {
  shown.props.push(props);
  return <p data-testid="pdf-viewer">{props.fileName}</p>;
}
standIn(pdfViewerModule, 'PdfViewer', () => StandInPdfViewer);

afterEach(() => vi.restoreAllMocks());

describe('labels manual and the Etiquetas list', () => {
  it("'DOWNLOAD MANUAL DE ETIQUETAS' shows the manual PDF and downloads it; the Etiquetas tab lists ID and Código, 10 a page", async () => {
    const spy = spyDownload();
    await renderScreenAs('moveis', <LabelActions products={[]} personId={1000001} />);
    fireEvent.click(screen.getByRole('button', { name: 'DOWNLOAD MANUAL DE ETIQUETAS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual de etiquetas' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveTextContent('Manual de etiquetas T&S.pdf');
    expect(await (shown.props.at(-1)!.src as Blob).slice(0, 5).text()).toBe('%PDF-');
    fireEvent.click(within(dialog).getByRole('button', { name: 'BAIXAR MANUAL' }));
    expect(spy.names).toEqual(['Manual de etiquetas T&S.pdf']);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Etiquetas' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Código']);
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(dialog).getByText(`1–10 de ${lines.length}`)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await within(dialog).findByText(`11–20 de ${lines.length}`)).toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
