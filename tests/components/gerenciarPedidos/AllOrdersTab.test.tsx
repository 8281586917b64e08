import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { LARGE_SUPPLIER } from '../../../mocks/fornecedores/seed';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { advanceUntil } from '../../helpers/clock';
import { untranslated } from '../../helpers/untranslated';
import { bodyRows, columnHeaders, groupHeaders, linesOf, LOAD, openAllOrders } from './allOrdersHarness';

const DEFAULT_COLUMNS = [
  'Número do Pedido',
  'ID Produto',
  'Código Numérico',
  'Descrição',
  'Cor',
  'Status',
  'Data de Emissão',
  'Data Prevista',
  'Data de Agendamento',
  'Filial de Entrega',
  'Quantidade do Item',
  'Quantidade Pendente',
  'Valor Total',
  'Valor Líquido',
];

const rangeText = (total: number, perPage = 5) => `1-${Math.min(perPage, total)} de ${total}`;
const tags = () => within(screen.getByRole('list', { name: 'Filtros aplicados' }));
const tagTexts = () => tags().queryAllByRole('listitem').map((item) => item.textContent);
const removeTag = (text: string) => fireEvent.click(within(tags().getByText(text).closest('li') as HTMLElement).getByTestId('CancelIcon'));
const search = () => screen.getByRole('textbox', { name: 'Pesquisar pedido ou produto' });
const searchBox = (name: string) => within(screen.getByRole('group', { name: 'Pesquisar em' })).getByRole('checkbox', { name });
const last = <T,>(items: T[]) => items[items.length - 1];

async function chooseStatus(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status do pedido' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('tab 0, Todos pedidos', { timeout: 120_000 }, () => {
  it('35 columns in five groups (14 shown), a chooser by group, the status filter, dates dd/MM/yyyy and money in BRL, the history link per row', async () => {
    const { queries } = await openAllOrders();
    const lines = linesOf(1000001);
    expect(screen.getByText(rangeText(lines.length))).toBeInTheDocument();
    expect(queries).toEqual([{ initialRow: '0', nextRows: '5', personId: '1000001', statusSciaIs: 'T', initialIssueDate: '24/11/2024', finalIssueDate: '24/11/2026' }]);
    expect(groupHeaders()).toEqual(['', 'Pedido / Produto', 'Data', 'Entrega', 'Valores']);
    expect(columnHeaders()).toEqual(['', 'Histórico', ...DEFAULT_COLUMNS]);
    expect(bodyRows()).toHaveLength(5);
    expect(tagTexts()).toEqual(['Data de emissão: 24/11/2024 a 24/11/2026', 'LIMPAR FILTROS']);
    expect(untranslated()).toEqual([]);

    // The first row: the newest order; its dates, money and history link.
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    const order = Number(cells[2].textContent);
    const product = Number(cells[3].textContent);
    const line = lines.find((row) => row.purchaseOrderId === order && row.productId === product)!;
    expect(Math.max(...lines.map((row) => row.purchaseOrderId))).toBe(order);
    expect(cells[8].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[10].textContent).toMatch(/^(\d{2}\/\d{2}\/\d{4}|-)$/);
    expect(cells[14].textContent).toMatch(/^R\$ [\d.]+,\d{2}$/);
    const delivery = line.deliveryDate.slice(0, 10).split('-').reverse().join('-');
    const history = within(bodyRows()[0]).getByRole('link', { name: `Ver histórico de agendamento do pedido ${order}, produto ${product}` });
    expect(history).toHaveAttribute('href', `/historico-de-agendamento/detalhes/${order}/${product}/${delivery}/${line.branchId}`);

    // The chooser: a group's box hides all its columns (and its header); a column's box shows one more.
    fireEvent.click(screen.getByRole('button', { name: 'COLUNAS' }));
    const chooser = within(await screen.findByRole('dialog', { name: 'Colunas da tabela' }));
    expect(chooser.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Pedido / Produto', 'Data', 'Entrega', 'Valores', 'Outros']);
    expect(chooser.getAllByRole('checkbox')).toHaveLength(35 + 5);
    expect(within(chooser.getByRole('group', { name: 'Data' })).getAllByRole('checkbox')[0]).toHaveAttribute('data-indeterminate', 'true');
    // A half-ticked group shows all its columns; ticked, it hides them all.
    const dates = within(chooser.getByRole('group', { name: 'Data' })).getByRole('checkbox', { name: 'Data' });
    fireEvent.click(dates);
    expect(columnHeaders()).toContain('Data Original');
    fireEvent.click(dates);
    fireEvent.click(within(chooser.getByRole('group', { name: 'Outros' })).getByRole('checkbox', { name: 'NCM' }));
    expect(groupHeaders()).toEqual(['', 'Pedido / Produto', 'Entrega', 'Valores', 'Outros']);
    expect(columnHeaders()).not.toContain('Data de Emissão');
    expect(last(columnHeaders())).toBe('NCM');
    expect([...bodyRows()[0].querySelectorAll('td')].at(-1)).toHaveTextContent(line.mercosurCommonName);
    fireEvent.click(chooser.getByRole('button', { name: 'Redefinir' }));
    expect(columnHeaders()).toEqual(['', 'Histórico', ...DEFAULT_COLUMNS]);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Colunas da tabela' }), { key: 'Escape' });

    // Status P: the four schedules waiting for confirmation.
    await chooseStatus('Confirmação Pendente');
    expect(await screen.findByText(rangeText(4), {}, LOAD)).toBeInTheDocument();
    expect(last(queries)).toMatchObject({ statusSciaIs: 'P', initialRow: '0' });
    await chooseStatus('Entrega Concluída');
    expect(await screen.findByText(rangeText(10), {}, LOAD)).toBeInTheDocument();
    expect(last(queries).statusSciaIs).toBe('E');

    // The history link opens its route.
    fireEvent.click(within(bodyRows()[0]).getAllByRole('link')[0]);
    expect(screen.getByRole('status', { name: 'rota' })).toHaveTextContent(/^\/historico-de-agendamento\/detalhes\/\d+\/\d+\/\d{2}-\d{2}-\d{4}\/(101|40)$/);
  });

  it('search: warnings for an empty field and a non-number; a whole number is an order number, text a product name; tags reload; the filter panel; LIMPAR FILTROS', async () => {
    const { queries } = await openAllOrders();
    // Each warning waits for the one before it to leave the screen: their seconds pass on a fake clock (today kept).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lines = linesOf(1000001);
    const sent = () => queries.length;

    fireEvent.click(searchBox('ID Produto'));
    expect(await screen.findByText('Digite algum valor no campo!')).toBeInTheDocument();
    expect(searchBox('ID Produto')).not.toBeChecked();
    fireEvent.change(search(), { target: { value: '45a' } });
    const before = sent();
    fireEvent.click(searchBox('Número do Pedido'));
    await advanceUntil(() => expect(screen.getByText('Campo precisa ser um número!')).toBeInTheDocument());
    expect(searchBox('Número do Pedido')).not.toBeChecked();

    // Enter with a whole number: the order number.
    const order = lines[5].purchaseOrderId;
    const ofOrder = lines.filter((row) => row.purchaseOrderId === order).length;
    fireEvent.change(search(), { target: { value: ` ${order} ` } });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(await screen.findByText(rangeText(ofOrder), {}, LOAD)).toBeInTheDocument();
    expect(sent()).toBe(before + 1);
    expect(last(queries).purchaseOrderId).toBe(String(order));
    expect(searchBox('Número do Pedido')).toBeChecked();
    expect(tagTexts()).toContain(`Número do Pedido: ${order}`);
    // Unticking the box drops that filter.
    // The unfiltered page is in react-query's cache, so it is on screen before its refetch is sent: wait for the call.
    fireEvent.click(searchBox('Número do Pedido'));
    await waitFor(() => expect(last(queries)).not.toHaveProperty('purchaseOrderId'), LOAD);
    expect(sent()).toBe(before + 2);
    expect(await screen.findByText(rangeText(lines.length), {}, LOAD)).toBeInTheDocument();

    // Text: the product name; its tag removed reloads without it.
    const name = lines[0].productName;
    const named = lines.filter((row) => row.productName === name).length;
    fireEvent.change(search(), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(rangeText(named), {}, LOAD)).toBeInTheDocument();
    expect(last(queries).productName).toBe(name);
    removeTag(`Descrição/Nome do Produto: ${name}`);
    await waitFor(() => expect(last(queries)).not.toHaveProperty('productName'), LOAD);
    expect(await screen.findByText(rangeText(lines.length), {}, LOAD)).toBeInTheDocument();

    // The panel: a non-number sends nothing; then branch, condition and schedule dates.
    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filtrar pedidos' }));
    fireEvent.change(panel.getByRole('textbox', { name: 'Código Numérico' }), { target: { value: '12,5' } });
    const beforePanel = sent();
    fireEvent.click(panel.getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(screen.getAllByText('Campo precisa ser um número!').length).toBeGreaterThan(0));
    expect(sent()).toBe(beforePanel);
    fireEvent.change(panel.getByRole('textbox', { name: 'Código Numérico' }), { target: { value: '' } });
    fireEvent.click(panel.getByRole('radio', { name: 'Data de agendamento' }));
    fireEvent.change(document.querySelector('input[name="dateFrom"]') as HTMLInputElement, { target: { value: '24/11/2026' } });
    fireEvent.change(document.querySelector('input[name="dateTo"]') as HTMLInputElement, { target: { value: '24/12/2026' } });
    fireEvent.mouseDown(panel.getByRole('combobox', { name: 'Filial' }));
    fireEvent.click(await screen.findByRole('option', { name: '101 - Extrema-MG' }));
    fireEvent.mouseDown(panel.getByRole('combobox', { name: 'Condição' }));
    fireEvent.click(await screen.findByRole('option', { name: '28 dias' }));
    fireEvent.click(panel.getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtrar pedidos' })).not.toBeInTheDocument());
    await waitFor(() => expect(last(queries)).toMatchObject({ initialScheduleDate: '24/11/2026', finalScheduleDate: '24/12/2026', branchId: '101', paymentId: '28' }));
    expect(last(queries)).not.toHaveProperty('initialIssueDate');
    expect(tagTexts()).toEqual(['Data de agendamento: 24/11/2026 a 24/12/2026', 'Filial: 101 - Extrema-MG', 'Condição: 28 dias', 'LIMPAR FILTROS']);

    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR FILTROS' }));
    expect(await screen.findByText(rangeText(lines.length), {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(last(queries)).toEqual({ initialRow: '0', nextRows: '5', personId: '1000001', statusSciaIs: 'T', initialIssueDate: '24/11/2024', finalIssueDate: '24/11/2026' }), LOAD);
    expect(tagTexts()).toEqual(['Data de emissão: 24/11/2024 a 24/11/2026', 'LIMPAR FILTROS']);
    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Filtrar pedidos' }));
    expect(reopened.getByRole('combobox', { name: 'Filial' })).toHaveTextContent('Selecione uma filial');
    expect(reopened.getByRole('radio', { name: 'Data de emissão' })).toBeChecked();
  });

  it("CSV TodosPedidos.csv of every row of the filters (BOM, ';'); a 404 warns with the server's message over 'Nenhum registro encontrado!'; a failure says so for 8 s", async () => {
    await openAllOrders();
    const lines = linesOf(1000001);
    const download = spyDownload();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(download.names).toEqual(['TodosPedidos.csv']));
    const csv = await readBlob(download.blobs[0]);
    expect(csv.startsWith('\uFEFFNúmero do Pedido;ID Produto;Código Numérico;Código Alfa;Descrição;Cor;Fornecedor;Tipo de Pedido;Status;Data de Emissão;')).toBe(true);
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(lines.length + 1);
    expect(rows[0].split(';')).toHaveLength(35);
    expect(rows[1]).toMatch(/;1000001 - Móveis Serra Gaúcha Indústria Ltda;/);
    // Amounts as numbers a spreadsheet sums; no empty date written as a neutralised '-.
    expect(rows[1]).toMatch(/;\d+,\d{2};/);
    expect(rows[1]).not.toMatch(/R\$/);
    expect(csv).not.toContain(";'-");
    vi.restoreAllMocks();

    // The failure's message below waits for this warning's seconds on screen: they pass on a fake clock (today kept).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(search(), { target: { value: 'nenhum produto assim' } });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(await screen.findByText('Nenhum pedido encontrado para os filtros informados.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Nenhum registro encontrado!')).toBeInTheDocument();
    expect(screen.queryByText(/ de \d+$/)).not.toBeInTheDocument();

    setFault('GET /api/sourcing/orders', { status: 500 });
    await chooseStatus('Agendamento Recusado');
    const failure = 'Ocorreu um problema ao carregar as informações da tabela de pedidos. Por favor, tente novamente.';
    // The message for 8 s, and in place of the table.
    await advanceUntil(() => expect(screen.getAllByText(failure)).toHaveLength(2));
    const { current, waiting } = getSnapshot();
    expect([current, ...waiting].find((item) => item?.message === failure)).toMatchObject({ type: 'error', durationMs: 8000 });
    expect(screen.queryByText(/ de \d+$/)).not.toBeInTheDocument();
  });

  it('internal staff see the supplier as a tag, which LIMPAR FILTROS removes and the filter panel brings back', async () => {
    const { queries } = await openAllOrders('comercial', 3000001);
    expect(screen.getByText(rangeText(10_000))).toBeInTheDocument();
    expect(queries[0].personId).toBe('3000001');
    const supplierTag = `Fornecedor: ${LARGE_SUPPLIER.codigo} - ${LARGE_SUPPLIER.nome}`;
    expect(await screen.findByText(supplierTag, {}, LOAD)).toBeInTheDocument();
    expect(within(screen.getByText(supplierTag).closest('li') as HTMLElement).queryByTestId('CancelIcon')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR FILTROS' }));
    await waitFor(() => expect(screen.queryByText(supplierTag)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Filtrar pedidos' })).getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByText(supplierTag)).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});
