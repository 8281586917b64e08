import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';
import { RefusedTab } from '../../../src/custom/gerenciarPedidos/tabs/refused/RefusedTab';
import { formatDate } from '../../../src/i18n/format';
import { untranslated } from '../../helpers/untranslated';
import { cardOf, cards, dialog, LOAD, linesOf, openTab, scheduleCount, watchCalls } from './scheduleHarness';

/** 1000001's refused lines, plus one item refused alone (RA) on the schedule of a confirmed line. */
let refusedItem: OrderLineRecord;
function arrange() {
  const [confirmed] = linesOf('C');
  refusedItem = confirmed;
  Object.assign(confirmed, {
    status: 'RA',
    refusalReasonId: 4,
    rejectionReasonDescription: 'Pedido aguardando faturamento',
    suggestedScheduleDate: '2026-12-15T00:00:00',
    sciaStatusDescription: 'Itens recusados',
  });
}

const open = () => openTab(<RefusedTab personId={1000001} />, 'moveis', arrange, '/gerenciarPedidos');
const refused = () => [...linesOf('R'), ...linesOf('RA')];

describe('tab 3, Agendamentos recusados', () => {
  it('the buyer notice, the total, the cards and VER ITENS RECUSADOS (1000 rows, every row Recusado)', async () => {
    const calls = watchCalls();
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    const total = scheduleCount(refused());
    expect(screen.getByText(total === 1 ? 'Total de 1 agendamento recusado' : `Total de ${total} agendamentos recusados`)).toBeInTheDocument();
    expect(
      screen.getByText('O comprador entrará em contato com você para reagendar a entrega destes pedidos. Se preferir, envie um e-mail ao comprador responsável.'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(Math.min(5, total));
    expect(untranslated()).toEqual([]);

    const card = cardOf(refusedItem);
    expect(card).toHaveTextContent(`Pedido ${refusedItem.purchaseOrderId}Data de agendamento${formatDate(refusedItem.scheduleDate)}Filial${refusedItem.branchId} - ${refusedItem.branchName}`);
    fireEvent.click(within(card).getByRole('button', { name: 'VER ITENS RECUSADOS' }));
    const modal = await dialog(`Itens recusados do pedido ${refusedItem.purchaseOrderId} - agendamento de ${formatDate(refusedItem.scheduleDate)}`);
    const rows = await within(modal).findAllByTestId('schedule-item-row', {}, LOAD);
    expect(untranslated()).toEqual([]);
    expect(within(modal).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Data sugerida',
      'Motivo',
      'ID Produto',
      'Código Numérico',
      'Código Alfa',
      'Nome do Produto',
      'Cor',
      'Status',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(
      `15/12/2026Pedido aguardando faturamento${refusedItem.productId}${refusedItem.numericCode}${refusedItem.alphaId}${refusedItem.productName}${refusedItem.colorAbbreviation}Recusado`,
    );
    const day = formatDate(refusedItem.scheduleDate).replace(/\//g, '%2F');
    expect(calls.gets).toContain(
      `/api/sourcing/orders?initialRow=0&nextRows=1000&purchaseOrderId=${refusedItem.purchaseOrderId}&branchId=${refusedItem.branchId}&initialScheduleDate=${day}&finalScheduleDate=${day}&personId=1000001&statusSciaIs=R`,
    );
  });

  it("filters: 'Campo precisa ser um número!', tags, clearing one tag reloads, LIMPAR FILTROS goes back to today..today + 30 and no branch", async () => {
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    const total = scheduleCount(refused());
    expect(screen.getByText('Data de agendamento: 24/11/2026 a 24/12/2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    let panel = await dialog('Filtrar agendamentos');
    expect(untranslated()).toEqual([]);
    fireEvent.change(within(panel).getByLabelText('ID Produto'), { target: { value: '12a' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByText('Campo precisa ser um número!')).toBeInTheDocument();
    expect(panel).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('ID Produto'), { target: { value: '' } });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Filial' }));
    fireEvent.click(await screen.findByRole('option', { name: '40 - Jandira-SP' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(screen.getByText('Filial: 40 - Jandira-SP')).toBeInTheDocument();
    const at40 = scheduleCount(refused().filter((line) => line.branchId === 40));
    if (at40 === 0) expect(await screen.findByText('Nenhum registro encontrado!', {}, LOAD)).toBeInTheDocument();
    else await waitFor(() => expect(cards()).toHaveLength(at40), LOAD);

    // Removing the branch tag reloads every branch.
    fireEvent.click(within(screen.getByText('Filial: 40 - Jandira-SP').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(cards()).toHaveLength(Math.min(5, total)), LOAD);
    fireEvent.click(within(screen.getByText('Data de agendamento: 24/11/2026 a 24/12/2026').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    expect(screen.queryByText(/^Data de agendamento: /)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    panel = await dialog('Filtrar agendamentos');
    fireEvent.change(within(panel).getByLabelText('Número do Pedido'), { target: { value: String(refusedItem.purchaseOrderId) } });
    fireEvent.click(within(panel).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(cards()).toHaveLength(1), LOAD);
    expect(screen.getByText(`Número do Pedido: ${refusedItem.purchaseOrderId}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR FILTROS' }));
    expect(await screen.findByText('Data de agendamento: 24/11/2026 a 24/12/2026')).toBeInTheDocument();
    expect(screen.queryByText(/^Número do Pedido: /)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'FILTROS' }));
    panel = await dialog('Filtrar agendamentos');
    expect(within(panel).getByRole('combobox', { name: 'Filial' })).toHaveTextContent('Selecione uma filial');
    expect((panel.querySelector('input[name="dateFrom"]') as HTMLInputElement).value).toBe('24/11/2026');
    expect((panel.querySelector('input[name="dateTo"]') as HTMLInputElement).value).toBe('24/12/2026');
  });
});
