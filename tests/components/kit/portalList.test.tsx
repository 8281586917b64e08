import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from './raTestProviders';
import { renderNotes } from './portalListHarness';

const longText = 'Lorem ipsum dolor sit amet '.repeat(8).slice(0, 200);
const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Nota ${index + 1}`,
  text: index === 0 ? longText : `<b>curta ${index + 1}</b>`,
}));

const body = () => document.querySelector('tbody') as HTMLElement;
/** Header texts, also while the column chooser's popover hides the page from the accessibility tree. */
const headers = () =>
  within(document.querySelector('thead') as HTMLElement)
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);
const searchBox = () => screen.getByPlaceholderText('Pesquisar') as HTMLInputElement;

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PortalList', () => {
  it('shows 15 rows of 20 with the page size options 15, 25, 50', async () => {
    renderNotes({ rows });
    expect(await screen.findByText('Nota 1')).toBeInTheDocument();
    expect(screen.getByText('Nota 15')).toBeInTheDocument();
    expect(screen.queryByText('Nota 16')).not.toBeInTheDocument();
    expect(within(body()).getAllByRole('row')).toHaveLength(15);
    expect(screen.getByText('1-15 de 20')).toBeInTheDocument();
    const perPage = screen.getByRole('combobox');
    expect(perPage).toHaveTextContent('15');
    fireEvent.mouseDown(perPage);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['15', '25', '50']);
  });

  it('truncates a text column at 150 characters and keeps the full text in the title', async () => {
    renderNotes({ rows });
    const cell = await screen.findByTitle(longText);
    expect(cell.textContent).toBe(`${longText.slice(0, 150)}...`);
    expect(cell.closest('td')).not.toBeNull();
  });

  it('renders server text as plain text, never as HTML', async () => {
    renderNotes({ rows });
    expect(await screen.findByText('<b>curta 2</b>')).toBeInTheDocument();
    expect(body().querySelector('b')).toBeNull();
  });

  it('has the search input, the column chooser and the export button; no print, no row checkboxes', async () => {
    renderNotes({ rows });
    await screen.findByText('Nota 1');
    expect(searchBox()).toBeInTheDocument();
    expect(document.querySelector('input[name="q"]')).toBe(searchBox());
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(screen.queryByText(/imprimir/i)).not.toBeInTheDocument();
    expect(document.querySelector('table input[type="checkbox"]')).toBeNull();
    expect(headers()).toEqual(['Nome', 'Texto']);
  });

  it('sends the search to the server as q once the typing pauses, and the clear button empties it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dataProvider = fakeDataProvider({ notas: rows });
    const getList = vi.spyOn(dataProvider, 'getList');
    renderNotes({ dataProvider });
    await screen.findByText('1-15 de 20');
    const queries = () => getList.mock.calls.map(([, params]) => params.filter.q as unknown);
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).not.toBeInTheDocument();

    fireEvent.change(searchBox(), { target: { value: 'Nota 1' } });
    fireEvent.change(searchBox(), { target: { value: 'Nota 12' } });
    expect(queries()).not.toContain('Nota 12');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(queries()).toContain('Nota 12'));
    expect(queries()).not.toContain('Nota 1');
    expect(await screen.findByText('1-1 de 1')).toBeInTheDocument();
    expect(within(body()).getAllByRole('row')).toHaveLength(1);

    const clear = screen.getByRole('button', { name: 'Limpar pesquisa' });
    fireEvent.click(clear);
    expect(searchBox().value).toBe('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('1-15 de 20')).toBeInTheDocument();
    // The first page without a search may come from the cache before its call goes out again.
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].filter).not.toHaveProperty('q'));
  });

  it('hides a column from the chooser and remembers it under the one preferenceKey', async () => {
    // The app's store keeps choices in localStorage, so they outlive the screen.
    const store = localStorageStore(undefined, 'PortalListTest');
    const { unmount } = renderNotes({ rows, store, props: { preferenceKey: 'notas.minhaEscolha' } });
    await screen.findByText('Nota 1');
    fireEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    const chooser = await waitFor(() => {
      const box = document.getElementById('notas.minhaEscolha-columnsSelector');
      expect(within(box as HTMLElement).getByLabelText('Texto')).toBeInTheDocument();
      return box as HTMLElement;
    });
    fireEvent.click(within(chooser).getByLabelText('Texto'));
    await waitFor(() => expect(headers()).toEqual(['Nome']));
    expect(screen.queryByTitle(longText)).not.toBeInTheDocument();
    expect(store.getItem('notas.minhaEscolha')).toEqual(['text']);
    expect(store.getItem('notas.datatable')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('RaStorePortalListTest.notas.minhaEscolha') ?? 'null')).toEqual(['text']);
    unmount();

    renderNotes({ rows, store, props: { preferenceKey: 'notas.minhaEscolha' } });
    await screen.findByText('Nota 1');
    expect(headers()).toEqual(['Nome']);
  });

  it("shows 'Nenhum registro encontrado' when there is no data", async () => {
    renderNotes({ rows: [] });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('hides the pager when the load failed: no row count under the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataProvider = fakeDataProvider({ notas: rows });
    vi.spyOn(dataProvider, 'getList').mockRejectedValue(new Error('HTTP 500'));
    renderNotes({ dataProvider });
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Erro ao carregar dados!');
    expect(screen.queryByText(/^\d+-\d+ de \d+$/)).not.toBeInTheDocument();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
  });

  it('fits a phone: the toolbar wraps and a wide table scrolls sideways inside its own box', async () => {
    renderNotes({ rows });
    await screen.findByText('Nota 1');
    expect(getComputedStyle(screen.getByTestId('list-toolbar')).flexWrap).toBe('wrap');
    const wrapper = document.querySelector('.RaDataTable-tableWrapper') as HTMLElement;
    expect(wrapper).toContainElement(document.querySelector('table'));
    // overflow-x scrolls the table in its box; inline-size containment keeps its width out of the page's width.
    expect(getComputedStyle(wrapper).overflowX).toBe('auto');
    expect(getComputedStyle(wrapper).getPropertyValue('contain')).toBe('inline-size');
  });

  it('shows a text title as the page heading', async () => {
    renderNotes({ rows, props: { title: 'Notas' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notas' })).toBeInTheDocument();
  });

  it("shows 'Nenhum registro encontrado' when the search finds nothing, with the search still there", async () => {
    renderNotes({ rows, props: { filterDefaultValues: { q: 'inexistente' } } });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(searchBox().value).toBe('inexistente');
    expect(screen.getByRole('button', { name: 'Limpar pesquisa' })).toBeInTheDocument();
  });
});
