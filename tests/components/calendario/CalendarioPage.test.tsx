import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { mockControl } from '../../../mocks/control';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { untranslated } from '../../helpers/untranslated';
import {
  answer,
  cards,
  cellNamed,
  cells,
  choose,
  dateOf,
  dialog,
  isoOf,
  lastAvailable,
  LOAD,
  names,
  openOn24November,
  slotOf,
  waitingLines,
  watchSchedules,
} from './calendarHarness';

afterEach(() => vi.useRealTimers());

describe('Pedidos não agendados (/pendentesNova) as 1000001', { timeout: 60_000 }, () => {
  it('shows 7 lines with their key data and 8-day timelines in pt-BR, each cell a button named by its date and state', async () => {
    await openOn24November();
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos não agendados' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Pedidos não agendados'));
    expect(cards()).toHaveLength(7);

    const first = waitingLines()[0];
    const card = cards()[0];
    expect(card).toHaveAccessibleName(`Pedido ${first.purchaseOrderId}, produto ${first.productId}`);
    const expected = first.expectedDeliveryDate.slice(0, 10).split('-').reverse().join('/');
    for (const text of [
      `Pedido ${first.purchaseOrderId}`,
      `Produto:${first.productId} - ${first.productName}`,
      `Cor:${first.colorAbbreviation}`,
      `Filial:${first.branchId} - ${first.branchName}`,
      `Entrega prevista:${expected}`,
      `Quantidade pendente:${first.quantityOutstanding}`,
      `Volumes pendentes:${first.amountOutstandingVolume}`,
    ]) {
      expect(card).toHaveTextContent(text);
    }
    // The 8 days up to the expected date, headed by their months; the weekend is unavailable.
    expect(names(card)).toHaveLength(8);
    expect(within(card).getAllByRole('button', { name: /^\d{2}\/\d{2}\/\d{4}, / })).toHaveLength(8);
    expect(names(card).at(-1)).toMatch(new RegExp(`^${expected}, `));
    expect(within(card).getByText('novembro 2026')).toBeInTheDocument();
    // The weekday is drawn from data-weekday (CSS), outside the cell's read text: see docs/decisions.md, issue 24.
    expect(card.querySelector('[data-weekday="sab"]')).not.toBeNull();
    expect(cellNamed(card, /, indisponível$/)).toBeDefined();
    expect(cellNamed(card, /, disponível$/)).toBeDefined();
    expect(screen.getByLabelText('Legenda')).toHaveTextContent('DisponívelIndisponívelSem disponibilidadeEscolhida');
    expect(untranslated()).toEqual([]);

    // Previous and Next: 3 steps each way from the opening.
    const next = within(card).getByText('Próximo');
    const previous = within(card).getByText('Anterior');
    // The days stand still at first; a step slides them in for 250 ms.
    expect(getComputedStyle(within(card).getByTestId('timeline-days')).animation).toBe('none');
    fireEvent.click(next);
    expect(getComputedStyle(within(card).getByTestId('timeline-days')).animation).toMatch(/ 250ms ease-out$/);
    fireEvent.click(previous);
    for (let step = 0; step < 3; step += 1) fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(names(card)[0]).toMatch(new RegExp(`^${format(addDays(parseISO(first.expectedDeliveryDate.slice(0, 10)), 17), 'dd/MM/yyyy')}, `));
    for (let step = 0; step < 6; step += 1) fireEvent.click(previous);
    expect(previous).toBeDisabled();
    for (let step = 0; step < 3; step += 1) fireEvent.click(next);
    expect(names(card).at(-1)).toMatch(new RegExp(`^${expected}, `));

    // Tab walks from Anterior through every day of the timeline, whatever its type, to Próximo.
    const user = userEvent.setup();
    previous.focus();
    for (const cell of cells(card)) {
      await user.tab();
      expect(document.activeElement).toBe(cell);
    }
    await user.tab();
    expect(document.activeElement).toBe(next.closest('button'));
  });

  it('asks before each change: marcar, trocar, remover, an unavailable day, a day without availability; all with the keyboard', async () => {
    const user = userEvent.setup();
    await openOn24November();
    const card = cards()[0];
    const day = cellNamed(card, /, disponível$/);
    const date = dateOf(day);
    day.focus();
    await user.keyboard('{Enter}');
    // The day shows as chosen while the question is open; Não puts it back.
    expect(cellNamed(card, /, escolhida$/)).toHaveAccessibleName(`${date}, escolhida`);
    await answer('Data de entrega', `Deseja marcar para o dia ${date}?`, 'Não');
    expect(within(card).getByLabelText(`${date}, disponível`)).toBeInTheDocument();
    expect(screen.queryByText('Agendar')).not.toBeInTheDocument();

    within(card).getByLabelText(`${date}, disponível`).focus();
    await user.keyboard(' ');
    await answer('Data de entrega', `Deseja marcar para o dia ${date}?`, 'Sim');
    expect(within(card).getByLabelText(`${date}, escolhida`)).toBeInTheDocument();
    expect(card).toHaveTextContent(`Data escolhida:${date}`);
    expect(screen.getByText('Agendar')).toBeInTheDocument();

    // One day per line: another day replaces it.
    const other = cellNamed(card, /, disponível$/);
    const otherDate = dateOf(other);
    fireEvent.click(other);
    await answer('Data de entrega', `Deseja trocar o dia para ${otherDate}?`, 'Sim');
    expect(within(card).getByLabelText(`${otherDate}, escolhida`)).toBeInTheDocument();
    expect(within(card).getByLabelText(`${date}, disponível`)).toBeInTheDocument();

    fireEvent.click(within(card).getByLabelText(`${otherDate}, escolhida`));
    await answer('Remover data escolhida', 'Você deseja remover esse agendamento?', 'Sim');
    expect(within(card).getByLabelText(`${otherDate}, disponível`)).toBeInTheDocument();
    expect(screen.queryByText('Agendar')).not.toBeInTheDocument();

    const weekend = cellNamed(card, /, indisponível$/);
    weekend.focus();
    await user.keyboard('{Enter}');
    await answer('Data indisponível', 'Essa data não esta disponível para agendamento!', 'OK');

    const blocked = screen.getAllByLabelText(/, sem disponibilidade: /)[0];
    const description = (blocked.getAttribute('aria-label') ?? '').split('sem disponibilidade: ')[1];
    expect(blocked).toHaveAttribute('title', description);
    expect(blocked.closest('[data-testid="calendar-line"]')).toHaveTextContent(`Sem disponibilidade: ${description}`);
    fireEvent.click(blocked);
    await answer('Sem disponibilidade', description, 'OK');
  });

  it("keeps the chosen days across pages, lists them before sending, keeps them when the call fails, lists what the server refused and loads again 1 s after OK", async () => {
    const bodies = watchSchedules();
    await openOn24November();
    const lines = waitingLines();
    const first = await choose(cards()[0], lastAvailable(cards()[0]));
    fireEvent.click(screen.getByLabelText('Ir para a próxima página'));
    expect(await screen.findByText('8 - 14 de 24', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName(`Pedido ${lines[7].purchaseOrderId}, produto ${lines[7].productId}`));
    const second = await choose(cards()[0], lastAvailable(cards()[0]));
    fireEvent.click(screen.getByLabelText('Ir para a página anterior'));
    expect(await screen.findByText('1 - 7 de 24', {}, LOAD)).toBeInTheDocument();
    expect(await within(cards()[0]).findByLabelText(`${first}, escolhida`)).toBeInTheDocument();

    setFault('POST /api/legacy/pedidos/agendar', { status: 500, times: 1 });
    fireEvent.click(screen.getByText('Agendar'));
    const confirm = await dialog('Confirmar agendamento');
    expect(confirm).toHaveTextContent('Serão agendados os pedidos abaixo:');
    expect([...confirm.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'PedidoProdutoFilialData de agendamento',
      `${lines[0].purchaseOrderId}${lines[0].productId} - ${lines[0].productName}${lines[0].branchId} - ${lines[0].branchName}${first}`,
      `${lines[7].purchaseOrderId}${lines[7].productId} - ${lines[7].productName}${lines[7].branchId} - ${lines[7].branchName}${second}`,
    ]);
    fireEvent.click(within(confirm).getByText('Agendar'));
    expect(await screen.findByText('Não foi possivel enviar pedido!')).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(cards()[0]).getByLabelText(`${first}, escolhida`)).toBeInTheDocument();

    // Meanwhile others took every slot of the second day at that branch.
    mockControl.fillScheduleDay(lines[7].branchId, isoOf(second));
    fireEvent.click(screen.getByText('Agendar'));
    fireEvent.click(within(await dialog('Confirmar agendamento')).getByText('Agendar'));
    const refused = await dialog('Pedidos que não puderam ser agendados');
    const delivery = (index: number) => lines[index].deliveryDate.slice(0, 10).split('-').reverse().join('/');
    const selection = (index: number, date: string) => ({
      Dt_agenda: date,
      Cd_fil: lines[index].branchId,
      Nr_pc: lines[index].purchaseOrderId,
      Id_prod: lines[index].productId,
      Dt_entrg: delivery(index),
      Qt_vol: lines[index].amountOutstandingVolume,
      Qt_age: lines[index].quantityOutstanding,
      Id_ccaf: slotOf(lines[index].branchId, date),
      In_tipo_ped: lines[index].orderType,
    });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ personId: 1000001, datas: [selection(0, first), selection(7, second)] });
    expect([...refused.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'PedidoData de agendamentoProdutoData de entregaVolumesRetorno',
      `${lines[7].purchaseOrderId}${second}${lines[7].productId}${delivery(7)}${lines[7].amountOutstandingVolume}Data sem capacidade disponível para agendamento`,
    ]);
    // Sent: nothing left to lose, no second Agendar.
    await waitFor(() => expect(screen.queryAllByText('Agendar')).toEqual([]));

    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/pedidos/pendentesAutomatico')) reads.push(request.url);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(refused).getByText('OK'));
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(reads).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('1 - 7 de 23', {}, LOAD)).toBeInTheDocument();
    expect(reads).toHaveLength(1);
    expect(screen.queryAllByLabelText(/, escolhida$/)).toEqual([]);
  });
});
