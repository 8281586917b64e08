import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PortalDatagrid } from '../../../src/kit/list/PortalDatagrid';
import { PortalList } from '../../../src/kit/list/PortalList';
import { TruncatedTextField } from '../../../src/kit/list/TruncatedTextField';
import { fakeDataProvider, RaTestAdmin } from './raTestProviders';

const longText = 'Lorem ipsum dolor sit amet '.repeat(8).slice(0, 200);
const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Nota ${index + 1}`,
  text: index === 0 ? longText : `<b>curta ${index + 1}</b>`,
}));

function renderList(data: typeof rows, props: { filterDefaultValues?: Record<string, unknown> } = {}) {
  return render(
    <RaTestAdmin dataProvider={fakeDataProvider({ notas: data })}>
      <ResourceContextProvider value="notas">
        <PortalList
          exportColumns={[{ source: 'id', label: 'Código' }]}
          exportFileName="notas"
          disableSyncWithLocation
          {...props}
        >
          <PortalDatagrid>
            <TextField source="name" />
            <TruncatedTextField source="text" />
          </PortalDatagrid>
        </PortalList>
      </ResourceContextProvider>
    </RaTestAdmin>,
  );
}

describe('PortalList', () => {
  it('shows 15 rows of 20 with the page size options 15, 25, 50', async () => {
    renderList(rows);
    expect(await screen.findByText('Nota 1')).toBeInTheDocument();
    expect(screen.getByText('Nota 15')).toBeInTheDocument();
    expect(screen.queryByText('Nota 16')).not.toBeInTheDocument();
    const body = document.querySelector('tbody');
    expect(body).not.toBeNull();
    expect(within(body as HTMLElement).getAllByRole('row')).toHaveLength(15);
    const perPage = screen.getByRole('combobox');
    expect(perPage).toHaveTextContent('15');
    fireEvent.mouseDown(perPage);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['15', '25', '50']);
  });

  it('truncates long text at 150 characters and keeps the full text in the title', async () => {
    renderList(rows);
    const cell = await screen.findByTitle(longText);
    expect(cell.textContent).toBe(`${longText.slice(0, 150)}...`);
  });

  it('renders server text as plain text, never as HTML', async () => {
    renderList(rows);
    expect(await screen.findByText('<b>curta 2</b>')).toBeInTheDocument();
    expect(document.querySelector('tbody b')).toBeNull();
  });

  it('has the search input, the column chooser and the export button, and no print', async () => {
    renderList(rows);
    await screen.findByText('Nota 1');
    expect(screen.getByPlaceholderText('Pesquisar')).toBeInTheDocument();
    expect(document.querySelector('input[name="q"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.queryByText(/imprimir/i)).not.toBeInTheDocument();
  });

  it('exports every row (not only 1000) as CSV', async () => {
    const dataProvider = fakeDataProvider({ notas: rows });
    const getList = vi.spyOn(dataProvider, 'getList');
    const clicks: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fake'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    render(
      <RaTestAdmin dataProvider={dataProvider}>
        <ResourceContextProvider value="notas">
          <PortalList exportColumns={[{ source: 'id', label: 'Código' }]} exportFileName="notas" disableSyncWithLocation>
            <PortalDatagrid>
              <TextField source="name" />
            </PortalDatagrid>
          </PortalList>
        </ResourceContextProvider>
      </RaTestAdmin>,
    );
    await screen.findByText('Nota 1');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(clicks).toEqual(['notas.csv']));
    expect(getList).toHaveBeenLastCalledWith('notas', expect.objectContaining({ pagination: { page: 1, perPage: 100_000 } }));
    click.mockRestore();
  });

  it("shows 'Nenhum registro encontrado' when there is no data", async () => {
    renderList([]);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it("shows 'Nenhum registro encontrado' when the search finds nothing", async () => {
    renderList(rows, { filterDefaultValues: { q: 'inexistente' } });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Pesquisar')).toBeInTheDocument();
  });
});
