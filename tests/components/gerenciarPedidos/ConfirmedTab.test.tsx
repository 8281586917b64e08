import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';
import { ConfirmedTab } from '../../../src/custom/gerenciarPedidos/tabs/confirmed/ConfirmedTab';
import { formatDate } from '../../../src/i18n/format';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { advanceUntil } from '../../helpers/clock';
import { untranslated } from '../../helpers/untranslated';
import { cardOf, cards, dayCell, dialog, LOAD, linesOf, moveTo, openTab, revoke, scheduleCount, scheduleOf, watchCalls } from './scheduleHarness';

const BLOCKED = 'Não é possivel sugerir uma nova data de entrega no mesmo dia ou posterior à entrega.';

/**
 * The confirmed schedules of 1000001: one moved to today, one to 2 days ahead (within the 3 penalty days), one to 10
 * days ahead with 5 items.
 */
let today: OrderLineRecord[];
let soon: OrderLineRecord[];
let later: OrderLineRecord[];
function arrange() {
  const groups = new Map<string, OrderLineRecord[]>();
  for (const line of linesOf('C')) groups.set(scheduleOf(line), [...(groups.get(scheduleOf(line)) ?? []), line]);
  [today, soon, later] = [...groups.values()].sort((a, b) => b.length - a.length);
  for (const line of today) moveTo(line, '2026-11-24');
  for (const line of soon) moveTo(line, '2026-11-26');
  for (const line of later) moveTo(line, '2026-12-04');
  // Lines waiting for a date join the later schedule, so that it has 5 items.
  const [head] = later;
  for (const line of linesOf(null).slice(0, 5 - later.length)) {
    Object.assign(line, { stage: 'A', status: 'C', purchaseOrderId: head.purchaseOrderId, branchId: head.branchId, branchName: head.branchName, scheduleDate: head.scheduleDate });
    later.push(line);
  }
}

const open = (prepare = arrange) => openTab(<ConfirmedTab personId={1000001} />, 'moveis', prepare, '/gerenciarPedidos');
const byProduct = (lines: OrderLineRecord[]) => [...lines].sort((a, b) => a.productId - b.productId);
const bodyOf = (line: OrderLineRecord, statusIs: 'R' | 'RA', reasonRefuseId: number, scheduleSuggestionDate: string) => ({
  personId: 1000001,
  scheduleDate: formatDate(line.scheduleDate),
  scheduleSuggestionDate,
  deliveryDate: formatDate(line.deliveryDate),
  branchId: line.branchId,
  purchaseOrderId: line.purchaseOrderId,
  productId: line.productId,
  statusIs,
  reasonRefuseId,
});

describe('tab 2, Agendamentos confirmados', () => {
  it('cards per confirmed schedule; details 4 rows per page, each Confirmado; no new date on the day of the delivery (tooltip)', async () => {
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    const total = scheduleCount(linesOf('C').filter((line) => line.scheduleDate.slice(0, 10) <= '2026-12-24'));
    expect(screen.getByText(`Total de ${total} agendamentos confirmados`)).toBeInTheDocument();
    expect(cards()).toHaveLength(Math.min(5, total));
    const card = cardOf(today[0]);
    expect(card).toHaveTextContent(`Pedido ${today[0].purchaseOrderId}Data de agendamento24/11/2026Filial${today[0].branchId} - ${today[0].branchName}Itens${today.length === 1 ? '1 item' : `${today.length} itens`}`);
    expect(within(card).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' })).toBeDisabled();
    expect(within(card).getByLabelText(BLOCKED)).toBeInTheDocument();
    expect(within(cardOf(later[0])).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' })).toBeEnabled();
    expect(untranslated()).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const past = await dialog(`Itens do pedido ${today[0].purchaseOrderId} - agendamento de 24/11/2026`);
    expect(within(past).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(past).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA (0)' })).toBeDisabled();
    expect(within(past).getByLabelText(BLOCKED)).toBeInTheDocument();
    fireEvent.click(within(past).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(past).not.toBeInTheDocument());

    // A schedule ahead: rows may be chosen; the label buttons act on the chosen rows.
    fireEvent.click(within(cardOf(later[0])).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const ahead = await dialog(/^Itens do pedido/);
    const rows = within(ahead).getAllByTestId('schedule-item-row');
    expect(rows).toHaveLength(4);
    expect(within(ahead).getByText('1–4 de 5')).toBeInTheDocument();
    expect(within(ahead).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'ID Produto', 'Código Numérico', 'Código Alfa', 'Nome do Produto', 'Cor', 'Quantidade', 'Status']);
    const [first] = byProduct(later);
    expect(rows[0]).toHaveTextContent(`${first.productId}${first.numericCode}${first.alphaId}${first.productName}${first.colorAbbreviation}${first.scheduleQuantity}Confirmado`);
    expect(within(ahead).getByRole('button', { name: 'DOWNLOAD ETIQUETA' })).toBeInTheDocument();
    fireEvent.click(within(ahead).getByLabelText(`Selecionar o produto ${first.productId} - ${first.productName}`));
    expect(within(ahead).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA (1)' })).toBeEnabled();
  });

  it('suggests a new date for a whole schedule ahead (R): reason first, then a day from tomorrow; the success notice', async () => {
    const calls = watchCalls();
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(later[0])).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' }));
    const reasons = await dialog('POR QUAL RAZÃO VOCÊ NÃO CONSEGUIRÁ REALIZAR A ENTREGA NA DATA CONFIRMADA?');
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    expect(within(reasons).getByText('Por favor selecione um motivo')).toBeInTheDocument();
    fireEvent.click(within(reasons).getByLabelText('Transporte indisponível na data'));
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    const calendar = await dialog('SUGESTÃO DE NOVA DATA DE ENTREGA');
    await waitFor(() => expect(dayCell(calendar, 26)).toBeEnabled(), LOAD);
    // Only the days the branch receives on: not today, not the weekend.
    for (const day of [24, 28, 29]) expect(dayCell(calendar, day)).toBeDisabled();
    fireEvent.click(dayCell(calendar, 26));
    fireEvent.click(within(calendar).getByRole('button', { name: 'ENVIAR' }));
    const success = await dialog('A data escolhida foi sugerida com sucesso!');
    expect(success).toHaveTextContent('Se a data escolhida não estiver disponível, a equipe do varejista entrará em contato com você.');
    expect(later.every((line) => line.status === 'R' && line.refusalReasonId === 3 && line.monetaryPenaltySchedule === 0)).toBe(true);
    const bodies = byProduct(later).map((line) => bodyOf(line, 'R', 3, '26/11/2026'));
    expect(calls.posts).toEqual([bodies.length === 1 ? { path: '/api/sourcing/orders/confirmRefuse', body: bodies[0] } : { path: '/api/sourcing/orders/confirmRefuseByList', body: bodies }]);
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: `Pedido ${later[0].purchaseOrderId}, 04/12/2026` })).not.toBeInTheDocument());
  });

  it('within the penalty days a discount warning comes first; items chosen in the details get the new date (RA)', async () => {
    const calls = watchCalls();
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(soon[0])).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const details = await dialog(/^Itens do pedido/);
    const [item] = byProduct(soon);
    fireEvent.click(within(details).getByLabelText(`Selecionar o produto ${item.productId} - ${item.productName}`));
    fireEvent.click(within(details).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA (1)' }));
    const warning = await dialog('ALTERAÇÃO PRÓXIMA DA DATA DE ENTREGA');
    expect(warning).toHaveTextContent(
      'A entrega está confirmada para 26/11/2026. Alterações feitas a 3 dias ou menos da data confirmada geram desconto no pagamento desta entrega. Deseja continuar?',
    );
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(warning).getByRole('button', { name: 'Sim' }));
    const reasons = await dialog(/^POR QUAL RAZÃO/);
    fireEvent.click(within(reasons).getByLabelText('Falta de matéria-prima'));
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    const calendar = await dialog('SUGESTÃO DE NOVA DATA DE ENTREGA');
    await waitFor(() => expect(dayCell(calendar, 27)).toBeEnabled(), LOAD);
    fireEvent.click(dayCell(calendar, 27));
    fireEvent.click(within(calendar).getByRole('button', { name: 'ENVIAR' }));
    await dialog('A data escolhida foi sugerida com sucesso!');
    expect(item.status).toBe('RA');
    expect(item.monetaryPenaltySchedule).toBeGreaterThan(0);
    expect(soon.filter((line) => line !== item).every((line) => line.status === 'C')).toBe(true);
    expect(calls.posts).toEqual([{ path: '/api/sourcing/orders/confirmRefuse', body: bodyOf(item, 'RA', 1, '27/11/2026') }]);
  });

  it('the warning is never skipped: penalty days still on their way are waited for', async () => {
    await open(() => {
      arrange();
      setFault('GET /api/sourcing/penalty/daysUntilDeadline', { delayMs: 1500, times: 1 });
      // The late answer's 1.5 s pass on a fake clock (today kept).
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(soon[0])).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' }));
    let warning!: HTMLElement;
    await advanceUntil(() => {
      warning = screen.getByRole('dialog', { name: 'ALTERAÇÃO PRÓXIMA DA DATA DE ENTREGA' });
    });
    fireEvent.click(within(warning).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without penalty days nothing opens and the failure says so', async () => {
    await open(() => {
      arrange();
      setFault('GET /api/sourcing/penalty/daysUntilDeadline', { status: 500 });
    });
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(soon[0])).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' }));
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'Erro ao carregar dados!' }), LOAD);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('staff (0000002) acting for 1000001 see its confirmed schedules and may suggest dates', async () => {
    await openTab(<ConfirmedTab personId={1000001} />, 'comercial', arrange, '/gerenciarPedidos');
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    expect(within(cardOf(later[0])).getByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' })).toBeEnabled();
  });

  it('without recusa-confirmacao: no suggestion, no selection, neither reasons nor penalty days read', async () => {
    const calls = watchCalls();
    await open(() => {
      arrange();
      revoke('Fornecedor', 'gerenciar-pedidos.recusa-confirmacao');
    });
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    expect(screen.queryByRole('button', { name: 'SUGERIR NOVA DATA DE ENTREGA' })).not.toBeInTheDocument();
    fireEvent.click(within(cardOf(later[0])).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const details = await dialog(/^Itens do pedido/);
    expect(within(details).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /SUGERIR/ })).not.toBeInTheDocument();
    expect(calls.gets.filter((path) => path.endsWith('/reasons') || path.endsWith('/daysUntilDeadline'))).toEqual([]);
  });
});
