import { EXPORT_META } from '../../../src/dataProviders/core/exportCall';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { fakeDataProvider } from './raTestProviders';
import { renderNotes } from './portalListHarness';

// Formulas a spreadsheet would run, and a negative number, which it would not.
const FORMULAS = ['=SUM(A1)', '+cmd', '-2+3+cmd', '@cmd', '-2'];
const TOTAL = 2345;
const rows = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  name: FORMULAS[index] ?? `Nota ${index + 1}`,
  text: `nota ${index + 1}`,
}));

const bodyRows = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('row');

/** getList calls of the export (pages of 1000), told apart from the list's own (pages of 15). */
const exportCalls = (getList: { mock: { calls: [string, GetListParams][] } }) =>
  getList.mock.calls.filter(([, params]) => params.pagination?.perPage === 1000);

interface Gate {
  release: () => void;
}

/** A provider whose export pages wait until the test releases them, one gate per page. */
function gatedProvider(failPage?: number) {
  const base = fakeDataProvider({ notas: rows });
  const gates: Gate[] = [];
  const getList = vi.fn(async (resource: string, params: GetListParams): Promise<GetListResult> => {
    if (params.pagination?.perPage !== 1000) return base.getList(resource, params);
    await new Promise<void>((resolve) => gates.push({ release: resolve }));
    if (params.pagination.page === failPage) throw new Error('500');
    return base.getList(resource, params);
  });
  const dataProvider: DataProvider = { ...base, getList: getList as DataProvider['getList'] };
  const release = async (count: number) => {
    await waitFor(() => expect(gates.length).toBeGreaterThanOrEqual(count));
    await act(async () => gates[count - 1].release());
  };
  return { dataProvider, getList, release };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PortalList CSV export', () => {
  it('reads every row in chunks of 1000 with the list filter and sort, and writes BOM, ";" and guarded formula cells', async () => {
    const dataProvider = fakeDataProvider({ notas: rows });
    const getList = vi.spyOn(dataProvider, 'getList');
    const { blobs, names } = spyDownload();
    renderNotes({ dataProvider, props: { sort: { field: 'name', order: 'DESC' }, filterDefaultValues: { q: 'nota' } } });
    expect(await screen.findByText(`1-15 de ${TOTAL}`)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Exportar' });

    fireEvent.click(button);
    await waitFor(() => expect(names).toEqual(['notas.csv']));

    // Straight to the data provider: the same filter and sort as the list, no abort signal of the list's query,
    // marked as an export so that the provider never lets it cancel (or be cancelled by) the list's own call.
    expect(exportCalls(getList)).toEqual([1, 2, 3].map((page) => [
      'notas',
      { pagination: { page, perPage: 1000 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'nota' }, meta: EXPORT_META },
    ]));
    const csv = await readBlob(blobs[0]);
    expect(csv.startsWith('\uFEFFCódigo;Nome\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(TOTAL + 1);
    expect(lines.slice(1, 7)).toEqual(["1;'=SUM(A1)", "2;'+cmd", "3;'-2+3+cmd", "4;'@cmd", '5;-2', '6;Nota 6']);
    expect(lines.at(-1)).toBe(`${TOTAL};Nota ${TOTAL}`);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(TOTAL);

    // The list keeps its own page.
    expect(screen.getByText(`1-15 de ${TOTAL}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(15);
    expect(button).toHaveAccessibleName('Exportar');
    expect(button).toBeEnabled();
  });

  it('shows its progress and stays disabled while it runs, without holding up the list', async () => {
    const { dataProvider, getList, release } = gatedProvider();
    const { names } = spyDownload();
    renderNotes({ dataProvider });
    await screen.findByText(`1-15 de ${TOTAL}`);
    const button = screen.getByRole('button', { name: 'Exportar' });

    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Exportando…');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await release(1);
    await waitFor(() => expect(button).toHaveAccessibleName('Exportando… 43%'));
    expect(button).toBeDisabled();

    // The list pages on while the export waits for the server.
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText(`16-30 de ${TOTAL}`)).toBeInTheDocument();
    expect(await screen.findByText('Nota 16')).toBeInTheDocument();

    await release(2);
    await waitFor(() => expect(button).toHaveAccessibleName('Exportando… 85%'));
    await release(3);
    await waitFor(() => expect(names).toEqual(['notas.csv']));
    expect(button).toHaveAccessibleName('Exportar');
    expect(button).toBeEnabled();
    expect(exportCalls(getList)).toHaveLength(3);
    expect(screen.getByText(`16-30 de ${TOTAL}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(15);
  });

  it("a failed chunk says 'Erro ao carregar dados!', downloads nothing and leaves the list usable", async () => {
    const { dataProvider, getList, release } = gatedProvider(2);
    const { names } = spyDownload();
    renderNotes({ dataProvider });
    await screen.findByText(`1-15 de ${TOTAL}`);
    const button = screen.getByRole('button', { name: 'Exportar' });

    fireEvent.click(button);
    await release(1);
    await release(2);
    expect(await screen.findByText('Erro ao carregar dados!')).toBeInTheDocument();
    expect(names).toEqual([]);
    expect(exportCalls(getList)).toHaveLength(2);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleName('Exportar');
    expect(screen.getByText(`1-15 de ${TOTAL}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(15);
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
  });
});
