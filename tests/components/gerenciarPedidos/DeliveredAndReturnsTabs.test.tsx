import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { DeliveredTab } from '../../../src/custom/gerenciarPedidos/tabs/delivered/DeliveredTab';
import { PendingReturnsTab } from '../../../src/custom/gerenciarPedidos/tabs/returns/PendingReturnsTab';
import { formatDate } from '../../../src/i18n/format';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const ROUTE = { route: '/gerenciarPedidos' };
const field = (label: string) => screen.getByRole('textbox', { name: label });

function deliveredDays(personId = 1000001) {
  const lines = db.tables.orderLines.filter((line) => line.personId === personId && line.status === 'E');
  return { lines, days: [...new Set(lines.map((line) => line.scheduleDate))].sort().reverse() };
}

describe('tab 5, Entregas concluídas', { timeout: 60_000 }, () => {
  it("a delivery list that does not load says 'Erro ao carregar dados!' in the panel and in a snackbar", async () => {
    setFault('GET /api/legacy/gerenciarPedidos/dataEntrega', { status: 500 });
    await renderScreenAs('moveis', <DeliveredTab personId={1000001} />, ROUTE);
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'Erro ao carregar dados!' }), LOAD);
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados!', { selector: '.MuiAlert-message' })).toHaveLength(2));
  });

  it('groups the deliveries by day, newest first, 5 per page; a day opens to its item cards', async () => {
    const { lines, days } = deliveredDays();
    await renderScreenAs('moveis', <DeliveredTab personId={1000001} />, ROUTE);
    const first = await screen.findByRole('button', { name: `Entregas de ${formatDate(days[0])}` }, LOAD);
    expect(screen.getAllByRole('button', { name: /^Entregas de / }).map((button) => button.textContent)).toEqual(
      days.slice(0, 5).map((day) => `Entregas de ${formatDate(day)}`),
    );
    expect(screen.getByText(`1–5 de ${days.length}`)).toBeInTheDocument();
    expect(screen.getByText('Datas por página')).toBeInTheDocument();

    fireEvent.click(first);
    const cards = await screen.findAllByTestId('delivered-item', {}, LOAD);
    const ofDay = lines.filter((line) => line.scheduleDate === days[0]).sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
    expect(cards).toHaveLength(ofDay.length);
    const [line] = ofDay;
    expect(cards[0]).toHaveAccessibleName(line.productName);
    expect(cards[0]).toHaveTextContent(
      `Pedido${line.purchaseOrderId}ID Produto${line.productId}Filial${line.branchName}Quantidade entregue${line.quantityDelivery}Código numérico${line.numericCode}Data de emissão${formatDate(line.issueDate)}`,
    );
    expect(untranslated()).toEqual([]);
  });

  it('filters by delivery date, order and product; numbers only where the spec says; nothing found', async () => {
    const { lines, days } = deliveredDays();
    await renderScreenAs('moveis', <DeliveredTab personId={1000001} />, ROUTE);
    await screen.findByRole('button', { name: `Entregas de ${formatDate(days[0])}` }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar por data de entrega' }));
    fireEvent.change(field('Número do Pedido'), { target: { value: '45A' } });
    fireEvent.click(screen.getByRole('button', { name: 'APLICAR' }));
    expect(getSnapshot().current).toMatchObject({ type: 'warning', message: 'Campo precisa ser um número!' });

    const target = lines.find((line) => line.scheduleDate === days[2])!;
    fireEvent.change(field('Número do Pedido'), { target: { value: String(target.purchaseOrderId) } });
    fireEvent.click(screen.getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Entregas de / })[0]).toHaveTextContent(`Entregas de ${formatDate(days[2])}`), LOAD);

    fireEvent.change(document.querySelector('input[name="DtEntregaInic"]')!, { target: { value: '01/01/2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByText('Nenhum registro encontrado!', {}, LOAD)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR' }));
    expect(field('Número do Pedido')).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Entregas de / })).toHaveLength(5), LOAD);
  });
});

describe('tab 6, Retiradas pendentes', () => {
  it('pages the pending returns with their columns, Registros por página and Mostrando x-y de n', async () => {
    const seeded = db.tables.pendingReturnProducts.filter((row) => row.personId === '1000001');
    for (let index = 0; index < 7; index += 1) db.tables.pendingReturnProducts.push({ ...seeded[0], productId: String(900_000 + index) });
    const rows = db.tables.pendingReturnProducts.filter((row) => row.personId === '1000001');
    await renderScreenAs('moveis', <PendingReturnsTab personId={1000001} />, ROUTE);
    expect(await screen.findByText(`Mostrando 1-5 de ${rows.length}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Registros por página')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Retiradas pendentes' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID Fornecedor',
      'Fornecedor',
      'ID Produto',
      'Descrição',
      'Volume (m³)',
      'Quantidade de itens',
    ]);
    const [first] = rows;
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${first.personId}${first.personName}${first.productId}${first.productName}${first.volume},00${first.itemQuantity}`);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText(`Mostrando 6-${Math.min(10, rows.length)} de ${rows.length}`, {}, LOAD)).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it("says 'Nenhum registro encontrado!' when empty and the support text when it fails", async () => {
    db.tables.pendingReturnProducts.splice(0, db.tables.pendingReturnProducts.length);
    const view = await renderScreenAs('moveis', <PendingReturnsTab personId={1000001} />, ROUTE);
    expect(await screen.findByText('Nenhum registro encontrado!', {}, LOAD)).toBeInTheDocument();
    view.unmount();
    setFault('GRAPHQL pendingReturnProducts', { status: 500 });
    await renderScreenAs('moveis', <PendingReturnsTab personId={1000001} />, ROUTE);
    expect(await screen.findByText('Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.', {}, LOAD)).toBeInTheDocument();
  });
});
