import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cards, cells, dateOf, dialog, isoOf, lastAvailable, LOAD, openOn24November, watchSchedules } from './calendarHarness';

const chosenNames = (card: HTMLElement) =>
  cells(card)
    .map((cell) => cell.getAttribute('aria-label'))
    .filter((name) => name?.endsWith(', escolhida'));

describe('Pedidos não agendados: many lines at once', { timeout: 30_000 }, () => {
  it("'Primeira data disponível para cada' and 'Mesma data para todos' show as chosen days to review, then go through the same Agendar", async () => {
    const bodies = watchSchedules();
    await openOn24November();
    const [first, , , second] = cards();
    // A day after the first line's expected date (27/11/2026): only the other line can take it.
    expect(first).toHaveTextContent('Entrega prevista:27/11/2026');
    const sameDay = dateOf(lastAvailable(second));
    expect(isoOf(sameDay) > '2026-11-27').toBe(true);

    fireEvent.click(screen.getByLabelText('Selecionar todos desta página'));
    expect(screen.getByText('7 pedido(s) selecionado(s)')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Primeira data disponível para cada'));
    expect(await screen.findByText('Data escolhida para 7 pedido(s).')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Fechar'));
    // Each timeline moved to show its chosen day: the first weekday with room, tomorrow.
    for (const card of cards()) expect(chosenNames(card)).toEqual(['25/11/2026, escolhida']);
    expect(screen.getByLabelText('Selecionar todos desta página')).not.toBeChecked();

    fireEvent.click(within(first).getByLabelText(/^Selecionar o pedido/));
    fireEvent.click(within(second).getByLabelText(/^Selecionar o pedido/));
    expect(screen.getByLabelText('Selecionar todos desta página')).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(screen.getByText('Mesma data para todos'));
    const picker = await dialog('Mesma data para todos');
    const apply = within(picker).getByText('Aplicar');
    expect(apply).toBeDisabled();
    fireEvent.change(picker.querySelector('input[name="sameDay"]') as HTMLInputElement, { target: { value: sameDay } });
    await waitFor(() => expect(apply).toBeEnabled());
    fireEvent.click(apply);
    expect(await screen.findByText('Data escolhida para 1 pedido(s). 1 pedido(s) não puderam receber essa data.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Fechar'));
    expect(chosenNames(first)).toEqual(['25/11/2026, escolhida']);
    expect(chosenNames(second)).toEqual([`${sameDay}, escolhida`]);

    fireEvent.click(screen.getByText('Agendar'));
    const confirm = await dialog('Confirmar agendamento');
    expect([...confirm.querySelectorAll('tr')]).toHaveLength(8);
    fireEvent.click(within(confirm).getByText('Agendar'));
    expect(await screen.findByText('Agendamento realizado!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const datas = (bodies[0] as { datas: { Dt_agenda: string }[] }).datas;
    expect(datas.map((selection) => selection.Dt_agenda).sort()).toEqual([...Array(6).fill('25/11/2026'), sameDay].sort());
    // Loaded again 1 s later: the 7 lines are no longer waiting.
    expect(await screen.findByText('1 - 7 de 17', {}, LOAD)).toBeInTheDocument();
  });
});
