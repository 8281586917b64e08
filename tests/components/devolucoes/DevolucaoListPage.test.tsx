import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { DevolucaoListPage } from '../../../src/custom/devolucoes/DevolucaoListPage';
import { setFault } from '../../../mocks/http/faults';
import { spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';
import type { AccountName } from '../../helpers/accounts';
import { advanceUntil } from '../../helpers/clock';

const LOAD = { timeout: 15_000 };
const LIST = '/qualidade/devolucao';

const open = (account: AccountName) => renderScreenAs(account, <DevolucaoListPage />, { route: LIST });

const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const headers = () => within(screen.getByTestId('returns-table')).getAllByRole('columnheader').map((cell) => cell.textContent);

/** Picks a supplier in the internal view's server-searched picker. */
async function pickSupplier(code: string) {
  const supplier = screen.getByRole('combobox', { name: 'Selecione o fornecedor' });
  fireEvent.change(supplier, { target: { value: code } });
  const option = new RegExp(`^${code} - `);
  // The options come from a server search after a pause: click until the choice holds.
  const chosen = () => {
    if (!option.test((supplier as HTMLInputElement).value)) fireEvent.click(screen.getByRole('option', { name: option }));
    expect((supplier as HTMLInputElement).value).toMatch(option);
  };
  await (vi.isFakeTimers() ? advanceUntil(chosen) : waitFor(chosen, LOAD));
}

describe('return-receipt reports list', { timeout: 40_000 }, () => {
  it('1000001 sees its own reports: photos first, view report last, no delete, no add, no supplier picker; 5 per page', async () => {
    await open('moveis');
    expect(await screen.findByText('Sofá retrátil 3 lugares Lisboa', {}, LOAD)).toBeInTheDocument();
    expect(headers()).toEqual(['Fotos', 'ID do produto', 'Data de recebimento', 'Descrição', 'Divisão', 'Grupo', 'Motivos da devolução', 'Relatório']);
    expect(screen.queryByRole('combobox', { name: 'Selecione o fornecedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar novo relatório' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir relatório/ })).not.toBeInTheDocument();
    expect(screen.getByText('Registros por página')).toBeInTheDocument();
    expect(screen.getByText('1-5 de 7')).toBeInTheDocument();
    const rows = within(screen.getByTestId('returns-table')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Ver relatório do produto 410001' })).toHaveAttribute('href', '/qualidade/devolucao/relatorio/1000001/7001');
  });

  it('cuts the reasons at 150 characters and keeps the whole text in the tooltip', async () => {
    await open('moveis');
    const row = (await screen.findByText('Sofá retrátil 3 lugares Lisboa', {}, LOAD)).closest('tr') as HTMLElement;
    const full = 'Avaria no transporte (produto quebrado, amassado ou riscado durante a entrega), Embalagem danificada ou molhada, Acabamento irregular (manchas, bolhas ou verniz escorrido)';
    const cell = within(row).getByText(`${full.slice(0, 150)}...`);
    expect(cell).toHaveAttribute('aria-label', full);
  });

  it("0000003 picks a supplier first ('Selecione o fornecedor'), then sees the internal layout and 'Adicionar novo relatório'", async () => {
    await open('sourcing');
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent('Selecione o fornecedor');
    expect(screen.queryByTestId('returns-table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar novo relatório' })).toHaveAttribute('href', '/qualidade/devolucao/novo-relatorio');
    await pickSupplier('1000001');
    expect(await screen.findByText('Sofá retrátil 3 lugares Lisboa', {}, LOAD)).toBeInTheDocument();
    expect(headers()).toEqual(['Relatório', 'ID do produto', 'Data de recebimento', 'Descrição', 'Divisão', 'Grupo', 'Motivos da devolução', 'Fotos', 'Excluir']);
    expect(screen.getByRole('button', { name: 'Excluir relatório do produto 410001' })).toBeInTheDocument();
  });

  it('a division loads its groups; a group narrows the list; clearing the division clears the group; a filter change returns to page 1', async () => {
    await open('moveis');
    await screen.findByText('1-5 de 7', {}, LOAD);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByText('6-7 de 7', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Grupo de produto' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Divisão' }));
    await user.click(await screen.findByRole('option', { name: 'Móveis' }));
    expect(await screen.findByText('1-5 de 5', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Grupo de produto' }));
    const groups = await screen.findAllByRole('option');
    expect(groups.map((option) => option.textContent)).toEqual(['Todos', 'Estofados', 'Mesas', 'Cadeiras', 'Dormitório']);
    await user.click(screen.getByRole('option', { name: 'Mesas' }));
    expect(await screen.findByText('1-1 de 1', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Mesa de jantar 6 lugares Toscana')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Divisão' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    expect(await screen.findByText('1-5 de 7', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Grupo de produto' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("a product id with no report says 'Não encontramos devoluções'; 'Limpar filtros' brings the list back", async () => {
    await open('moveis');
    await screen.findByText('1-5 de 7', {}, LOAD);
    // The filter's pause passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: 'ID do produto' }), '9x9');
    expect(screen.getByRole('textbox', { name: 'ID do produto' })).toHaveValue('99');
    await advanceUntil(() => expect(screen.getByText('Não encontramos devoluções')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('1-5 de 7', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ID do produto' })).toHaveValue('');
  });

  it('another supplier resets division, group, product id and date', async () => {
    // The pauses of the supplier search and of the filters pass on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open('sourcing');
    await pickSupplier('1000001');
    await screen.findByText('1-5 de 7', {}, LOAD);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('combobox', { name: 'Divisão' }));
    await user.click(await screen.findByRole('option', { name: 'Móveis' }));
    expect(await screen.findByText('1-5 de 5', {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'ID do produto' }), { target: { value: '410001' } });
    await advanceUntil(() => expect(screen.getByText('1-1 de 1')).toBeInTheDocument());
    await pickSupplier('2000001');
    expect(await screen.findByText('1-3 de 3', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Abajur Trevo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Divisão' })).toHaveTextContent('Todas');
    expect(screen.getByRole('textbox', { name: 'ID do produto' })).toHaveValue('');
  });

  it("a receipt date lists that day's reports; 'Limpar filtros' drops it", async () => {
    await open('moveis');
    const row = (await screen.findByText('Mesa de jantar 6 lugares Toscana', {}, LOAD)).closest('tr') as HTMLElement;
    const day = within(row).getByText(/^\d{2}\/\d{2}\/\d{4}$/).textContent ?? '';
    fireEvent.change(document.querySelector('input[name="receiptDate"]') as HTMLInputElement, { target: { value: day } });
    expect(await screen.findByText('1-1 de 1', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Mesa de jantar 6 lugares Toscana')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('1-5 de 7', {}, LOAD)).toBeInTheDocument();
  });

  it('IMAGENS shows the pictures with a download each and all of them in one zip; a report without pictures says so', async () => {
    // Browsers read a Blob with arrayBuffer(), which jsdom's Blob lacks: the zip reads the pictures so.
    const blobBytes = Object.getOwnPropertyDescriptor(Blob.prototype, 'arrayBuffer');
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return bytesOf(this).then((bytes) => bytes.buffer);
      },
    });
    onTestFinished(() => {
      if (blobBytes) Object.defineProperty(Blob.prototype, 'arrayBuffer', blobBytes);
      else delete (Blob.prototype as { arrayBuffer?: unknown }).arrayBuffer;
    });
    const downloads = spyDownload();
    await open('moveis');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver fotos do produto 410001' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'IMAGENS' });
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3), LOAD);
    expect(within(dialog).getByRole('img', { name: 'Imagem 1-sofa-braco.jpg' })).toHaveAttribute('src', 'blob:fake');

    await user.click(within(dialog).getByRole('button', { name: 'Baixar imagem 2-sofa-embalagem.png' }));
    expect(downloads.names).toEqual(['2-sofa-embalagem.png']);
    const png = await bytesOf(downloads.blobs.at(-1)!);
    expect(Array.from(png.slice(1, 4), (code) => String.fromCharCode(code)).join('')).toBe('PNG');

    await user.click(within(dialog).getByRole('button', { name: 'Baixar todas as imagens' }));
    await waitFor(() => expect(downloads.names).toHaveLength(2), LOAD);
    expect(downloads.names[1]).toMatch(/^devolucao-410001-\d{2}-\d{2}-\d{4}\.zip$/);
    const zip = await JSZip.loadAsync(await bytesOf(downloads.blobs.at(-1)!));
    expect(Object.keys(zip.files).sort()).toEqual(['1-sofa-braco.jpg', '2-sofa-embalagem.png', '3-sofa-etiqueta.jpg']);
    expect(await zip.file('2-sofa-embalagem.png')!.async('uint8array')).toEqual(png);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ver fotos do produto 410005' }));
    expect(await within(await screen.findByRole('dialog', { name: 'IMAGENS' })).findByText('Não encontramos imagens', {}, LOAD)).toBeInTheDocument();
  });

  it("0000003 deletes a report once, even on a double click: 'Relatório excluído com sucesso!' and the list refreshed after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const messages = watchMessages();
    await open('sourcing');
    await pickSupplier('1000001');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Excluir relatório do produto 410001' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'EXCLUIR REGISTRO DE DEVOLUÇÃO' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o registro de devolução?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(messages).toContain('Relatório excluído com sucesso!'), LOAD);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('1-5 de 6', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Sofá retrátil 3 lugares Lisboa')).not.toBeInTheDocument();
    expect(messages.filter((message) => message !== 'Relatório excluído com sucesso!')).toEqual([]);
  });

  it("a failed delete says the spec's generic message and keeps the report", async () => {
    setFault('GRAPHQL deleteReturnReceipt', { status: 500, times: 1 });
    const messages = watchMessages();
    await open('sourcing');
    await pickSupplier('1000001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir relatório do produto 410003' }, LOAD));
    await user.click(within(await screen.findByRole('dialog', { name: 'EXCLUIR REGISTRO DE DEVOLUÇÃO' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(messages).toContain('Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.'), LOAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Mesa de jantar 6 lugares Toscana')).toBeInTheDocument();
    expect(messages).not.toContain('Relatório excluído com sucesso!');
  });
});
