import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { db } from '../../../mocks/db/db';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';
import { PendingTab } from '../../../src/custom/gerenciarPedidos/tabs/pending/PendingTab';
import { formatDate } from '../../../src/i18n/format';
import { enqueueSnackbar } from '../../../src/kit/snackbar/queue';
import { fixToday } from '../../helpers/clock';
import { untranslated } from '../../helpers/untranslated';
import { cardOf, cards, dayCell, dialog, LOAD, linesOf, openTab, revoke, scheduleCount, scheduleOf, watchCalls } from './scheduleHarness';

/** The pending lines of 1000001 by schedule, first schedule first. */
function pendingSchedules(): OrderLineRecord[][] {
  const groups = new Map<string, OrderLineRecord[]>();
  for (const line of linesOf('P')) groups.set(scheduleOf(line), [...(groups.get(scheduleOf(line)) ?? []), line]);
  return [...groups.values()];
}

/** Five pending items on one schedule (order, branch, day): lines waiting for a date join the first pending schedule. */
function fiveItemSchedule(): OrderLineRecord[] {
  const [schedule] = pendingSchedules();
  const [first] = schedule;
  const extra = linesOf(null).slice(0, 5 - schedule.length);
  for (const line of extra) {
    Object.assign(line, { stage: 'A', status: 'P', purchaseOrderId: first.purchaseOrderId, branchId: first.branchId, branchName: first.branchName, scheduleDate: first.scheduleDate, confirmBy: first.confirmBy });
  }
  return [...schedule, ...extra];
}

/** The body sent for a line: dates DD/MM/YYYY, no suggestion and reason 0 on a confirmation. */
const bodyOf = (line: OrderLineRecord, statusIs: 'C' | 'R' | 'RA', reasonRefuseId = 0, scheduleSuggestionDate = '') => ({
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
/** One body for one item (POST /orders/confirmRefuse), an array for more (POST /orders/confirmRefuseByList), by product. */
const sent = (lines: OrderLineRecord[], body: (line: OrderLineRecord) => unknown) => {
  const bodies = [...lines].sort((a, b) => a.productId - b.productId).map(body);
  return bodies.length === 1
    ? { path: '/api/sourcing/orders/confirmRefuse', body: bodies[0] }
    : { path: '/api/sourcing/orders/confirmRefuseByList', body: bodies };
};

const open = (prepare?: () => void) => openTab(<PendingTab personId={1000001} />, 'moveis', prepare);

describe('tab 1, Confirmação pendente', () => {
  it('lists the pending schedules with their deadline and changed-date notes; select all across pages; bulk buttons count them', async () => {
    await open(() => {
      const [expired, oneDay, changed] = pendingSchedules();
      for (const line of expired) Object.assign(line, { confirmBy: '2026-11-24', scheduleChanged: false });
      for (const line of oneDay) Object.assign(line, { confirmBy: '2026-11-25', scheduleChanged: false });
      for (const line of changed ?? []) Object.assign(line, { confirmBy: '2026-11-28', scheduleChanged: true });
    });
    const total = scheduleCount(linesOf('P'));
    expect(total).toBeGreaterThanOrEqual(3);
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    expect(screen.getByText(`Total de ${total} agendamentos pendentes`)).toBeInTheDocument();
    const [expired, oneDay, changed] = pendingSchedules();
    const first = cardOf(expired[0]);
    expect(first).toHaveTextContent(`Pedido ${expired[0].purchaseOrderId}`);
    expect(first).toHaveTextContent(`Data de agendamento${formatDate(expired[0].scheduleDate)}`);
    expect(first).toHaveTextContent(`Filial${expired[0].branchId} - ${expired[0].branchName}`);
    expect(first).toHaveTextContent(`Data prevista de entrega${formatDate(expired[0].expectedDeliveryDate)}`);
    expect(within(first).getByText('O prazo para confirmar este agendamento expirou.')).toBeInTheDocument();
    expect(within(first).queryByText('Houve alteração na data de agendamento deste pedido')).not.toBeInTheDocument();
    expect(within(cardOf(oneDay[0])).getByText('A confirmação deste agendamento expira em 1 dia.')).toBeInTheDocument();
    const third = cardOf(changed[0]);
    expect(within(third).getByText('A confirmação deste agendamento expira em 4 dias.')).toBeInTheDocument();
    expect(within(third).getByText('Houve alteração na data de agendamento deste pedido')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/pages\.gerenciarPedidos/);

    expect(screen.getByRole('button', { name: 'RECUSAR (0) AGENDAMENTOS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CONFIRMAR (0) AGENDAMENTOS' })).toBeDisabled();
    // Page size 5 by default (5, 10, 25, 50, 100); select all takes every schedule, on every page.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Agendamentos por página/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '5' }));
    fireEvent.click(screen.getByLabelText('Selecionar todos os agendamentos pendentes'));
    expect(await screen.findByRole('button', { name: `CONFIRMAR (${total}) AGENDAMENTOS` }, LOAD)).toBeEnabled();
    expect(screen.getByRole('button', { name: `RECUSAR (${total}) AGENDAMENTOS` })).toBeEnabled();
    expect(within(first).getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Selecionar todos os agendamentos pendentes'));
    expect(screen.getByRole('button', { name: 'CONFIRMAR (0) AGENDAMENTOS' })).toBeDisabled();
    expect(within(first).getByRole('checkbox')).not.toBeChecked();

    // The search: a whole number is an order number (a tag), other text a product name.
    fireEvent.change(screen.getByLabelText('Pesquisar por número do pedido ou nome do produto'), { target: { value: String(oneDay[0].purchaseOrderId) } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(cards()).toHaveLength(1), LOAD);
    expect(screen.getByText(`Número do Pedido: ${oneDay[0].purchaseOrderId}`)).toBeInTheDocument();
    expect(screen.getByText('Total de 1 agendamento pendente')).toBeInTheDocument();
  });

  it('confirms a chosen card (every item, C) and shows the success dialog; refuses another (R) with a date from tomorrow and a reason', async () => {
    const calls = watchCalls();
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    const [confirmed, refused] = pendingSchedules();
    const total = scheduleCount(linesOf('P'));
    fireEvent.click(within(cardOf(confirmed[0])).getByRole('checkbox'));
    // The two bulk buttons are one group, apart from the total.
    const bulk = within(screen.getByRole('group', { name: 'Ações dos agendamentos selecionados' }));
    expect(bulk.getAllByRole('button').map((button) => button.textContent)).toEqual(['RECUSAR (1) AGENDAMENTOS', 'CONFIRMAR (1) AGENDAMENTOS']);
    // A double click sends once.
    const confirm = screen.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const success = await dialog('O AGENDAMENTO FOI CONFIRMADO COM SUCESSO!');
    expect(success).toHaveTextContent('O endereço e a data da entrega podem ser consultados na tela Protocolos de Agendamento.');
    expect(within(success).getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    expect(confirmed.every((line) => line.status === 'C')).toBe(true);
    await waitFor(() => expect(calls.posts).toEqual([sent(confirmed, (line) => bodyOf(line, 'C'))]));
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(success).not.toBeInTheDocument());
    expect(await screen.findByText(total - 1 === 1 ? 'Total de 1 agendamento pendente' : `Total de ${total - 1} agendamentos pendentes`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONFIRMAR (0) AGENDAMENTOS' })).toBeDisabled();

    // The answer never waits behind a sticky warning (the home's).
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', { type: 'warning', sticky: true });
    fireEvent.click(within(cardOf(refused[0])).getByRole('checkbox'));
    // Only the days the branch receives on: not today, not the weekend (28 and 29/11), not a blocked day (27/11).
    const blocked = db.tables.scheduleCapacity.find((row) => row.branchId === refused[0].branchId && row.day === '2026-11-27')!;
    blocked.capacity = 0;
    fireEvent.click(screen.getByRole('button', { name: 'RECUSAR (1) AGENDAMENTOS' }));
    const calendar = await dialog('SUGESTÃO DE NOVA DATA DE ENTREGA');
    await waitFor(() => expect(dayCell(calendar, 26)).toBeEnabled(), LOAD);
    for (const day of [24, 27, 28, 29]) expect(dayCell(calendar, day)).toBeDisabled();
    expect(dayCell(calendar, 25)).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'CONTINUAR' })).toBeDisabled();
    fireEvent.click(dayCell(calendar, 26));
    expect(within(calendar).getByText('Data escolhida: 26/11/2026')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(calendar).getByRole('button', { name: 'CONTINUAR' }));
    const reasons = await dialog('POR QUAL RAZÃO VOCÊ NÃO CONSEGUIRÁ REALIZAR A ENTREGA DO PRODUTO NA DATA PROPOSTA?');
    expect(reasons).toHaveTextContent('Lembre-se: o agendamento destes pedidos precisará ser confirmado por você posteriormente.');
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    expect(within(reasons).getByText('Por favor selecione um motivo')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(reasons).getByLabelText('Produção atrasada'));
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    expect(await screen.findByText('Agendamento recusado! A data sugerida foi enviada ao comprador.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(reasons).not.toBeInTheDocument());
    expect(refused.every((line) => line.status === 'R' && line.refusalReasonId === 2 && line.suggestedScheduleDate === '2026-11-26T00:00:00')).toBe(true);
    await waitFor(() => expect(calls.posts).toHaveLength(2));
    expect(calls.posts[1]).toEqual(sent(refused, (line) => bodyOf(line, 'R', 2, '26/11/2026')));
  });

  it('SUGESTÃO DE NOVA DATA DE ENTREGA opens on the month of the first offered day when the rest of this month offers none', async () => {
    let refused: OrderLineRecord[] = [];
    await open(() => {
      // Friday evening 27/11: the weekend follows and 30/11 is full at the branch, so 01/12 is the first day offered.
      fixToday('2026-11-27T21:30');
      [, refused] = pendingSchedules();
      db.tables.scheduleCapacity.find((row) => row.branchId === refused[0].branchId && row.day === '2026-11-30')!.capacity = 0;
    });
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(refused[0])).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'RECUSAR (1) AGENDAMENTOS' }));
    const calendar = await dialog('SUGESTÃO DE NOVA DATA DE ENTREGA');
    await waitFor(() => expect(within(calendar).getByText('dezembro 2026')).toBeInTheDocument(), LOAD);
    expect(dayCell(calendar, 1)).toBeEnabled();
    fireEvent.click(dayCell(calendar, 1));
    expect(within(calendar).getByText('Data escolhida: 01/12/2026')).toBeInTheDocument();
  });

  it('VER DETALHES DO PEDIDO: the items 4 per page; chosen items are confirmed (C) or refused (RA), the rest stays pending', async () => {
    let items: OrderLineRecord[] = [];
    const calls = watchCalls();
    await open(() => {
      items = fiveItemSchedule();
    });
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    fireEvent.click(within(cardOf(items[0])).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const modal = await dialog(`Itens do pedido ${items[0].purchaseOrderId} - agendamento de ${formatDate(items[0].scheduleDate)}`);
    const rows = await within(modal).findAllByTestId('schedule-item-row', {}, LOAD);
    expect(rows).toHaveLength(4);
    expect(within(modal).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'ID Produto', 'Código Numérico', 'Código Alfa', 'Nome do Produto', 'Cor', 'Quantidade']);
    expect(within(modal).getByText('1–4 de 5')).toBeInTheDocument();
    const refuse = () => within(modal).getByRole('button', { name: /^Recusar \( \d+ \) todos itens pedido$/ });
    const confirm = () => within(modal).getByRole('button', { name: /^Confirmar \( \d+ \) todos itens pedido$/ });
    expect(refuse()).toBeDisabled();
    expect(confirm()).toBeDisabled();
    const [a, b, c] = [...items].sort((x, y) => y.purchaseOrderId - x.purchaseOrderId || x.productId - y.productId);
    fireEvent.click(within(modal).getByLabelText(`Selecionar o produto ${a.productId} - ${a.productName}`));
    fireEvent.click(within(modal).getByLabelText(`Selecionar o produto ${b.productId} - ${b.productName}`));
    expect(confirm()).toHaveTextContent('Confirmar ( 2 ) todos itens pedido');
    fireEvent.click(confirm());
    const success = await dialog('O AGENDAMENTO FOI CONFIRMADO COM SUCESSO!');
    expect([a.status, b.status]).toEqual(['C', 'C']);
    expect(items.filter((line) => line !== a && line !== b).every((line) => line.status === 'P')).toBe(true);
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(success).not.toBeInTheDocument());

    fireEvent.click(within(cardOf(c)).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const again = await dialog(/^Itens do pedido/);
    await within(again).findAllByTestId('schedule-item-row', {}, LOAD);
    expect(within(again).getByText('1–3 de 3')).toBeInTheDocument();
    fireEvent.click(within(again).getByLabelText(`Selecionar o produto ${c.productId} - ${c.productName}`));
    fireEvent.click(within(again).getByRole('button', { name: 'Recusar ( 1 ) todos itens pedido' }));
    const calendar = await dialog('SUGESTÃO DE NOVA DATA DE ENTREGA');
    await waitFor(() => expect(dayCell(calendar, 25)).toBeEnabled(), LOAD);
    fireEvent.click(dayCell(calendar, 25));
    fireEvent.click(within(calendar).getByRole('button', { name: 'CONTINUAR' }));
    const reasons = await dialog(/^POR QUAL RAZÃO/);
    fireEvent.click(within(reasons).getByLabelText('Outro motivo'));
    fireEvent.click(within(reasons).getByRole('button', { name: 'SELECIONAR' }));
    await waitFor(() => expect(c.status).toBe('RA'), LOAD);
    expect(calls.posts).toEqual([sent([a, b], (line) => bodyOf(line, 'C')), sent([c], (line) => bodyOf(line, 'RA', 5, '25/11/2026'))]);
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(items.filter((line) => line.status === 'P')).toHaveLength(2);
  });

  it("a refused decision shows the server's text and keeps the selection; a failure without text 'Não foi possivel enviar pedido!'", async () => {
    await open();
    await screen.findAllByTestId('schedule-card', {}, LOAD);
    const [first] = pendingSchedules();
    fireEvent.click(within(cardOf(first[0])).getByRole('checkbox'));
    setFault(`POST /api/sourcing/orders/${first.length === 1 ? 'confirmRefuse' : 'confirmRefuseByList'}`, { status: 400, body: { error: 'Agendamento não está pendente de confirmação.' }, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' }));
    expect(await screen.findByText('Agendamento não está pendente de confirmação.', {}, LOAD)).toBeInTheDocument();
    expect(within(cardOf(first[0])).getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    setFault(`POST /api/sourcing/orders/${first.length === 1 ? 'confirmRefuse' : 'confirmRefuseByList'}`, { status: 500, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' }));
    expect(await screen.findByText('Não foi possivel enviar pedido!', {}, LOAD)).toBeInTheDocument();
    expect(first.every((line) => line.status === 'P')).toBe(true);
    expect(screen.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' })).toBeEnabled();
  });

  it('without gerenciar-pedidos.recusa-confirmacao: no checkboxes, no bulk or item buttons, no reasons read; load failure and empty list', async () => {
    const calls = watchCalls();
    await open(() => revoke('Fornecedor', 'gerenciar-pedidos.recusa-confirmacao'));
    const [first] = await screen.findAllByTestId('schedule-card', {}, LOAD);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AGENDAMENTOS$/ })).not.toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'VER DETALHES DO PEDIDO' }));
    const modal = await dialog(/^Itens do pedido/);
    await within(modal).findAllByTestId('schedule-item-row', {}, LOAD);
    expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /todos itens pedido/ })).not.toBeInTheDocument();
    expect(calls.gets).not.toContain('/api/sourcing/orders/reasons');
    fireEvent.click(within(modal).getByRole('button', { name: 'FECHAR' }));

    setFault('GET /api/sourcing/orders/schedules', { status: 500, times: 1 });
    fireEvent.change(screen.getByLabelText('Pesquisar por número do pedido ou nome do produto'), { target: { value: 'Sofá' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Ocorreu um problema ao carregar as informações da tabela. Por favor, tente novamente.', {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pesquisar por número do pedido ou nome do produto'), { target: { value: 'nenhum produto assim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Nenhum registro encontrado!', {}, LOAD)).toBeInTheDocument();
  });
});
