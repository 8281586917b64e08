import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setFault } from '../../../mocks/http/faults';
import { CalendarioPage } from '../../../src/custom/calendario/CalendarioPage';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { answer, cards, choose, lastAvailable, LOAD, openOn24November } from './calendarHarness';

const LEAVE_TEXT = 'Tem certeza que deseja sair dessa página e perder suas seleções de datas que não foram agendadas?';

/** The calendar with a way to another route (as the menu would) and the current path. */
function WithNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <CalendarioPage />
      <button type="button" onClick={() => navigate('/')}>
        Início
      </button>
      <p data-testid="location">{pathname}</p>
    </>
  );
}

/** Whether closing the tab now would ask first. */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Pedidos não agendados: leaving, internal staff and failures', { timeout: 30_000 }, () => {
  it('asks before leaving with chosen days not sent: another route waits for the answer, closing the tab asks the browser', async () => {
    await openOn24November(<WithNavigation />, { route: '/pendentesNova', path: '/*' });
    const location = () => screen.getByTestId('location').textContent;
    expect(tabCloseAsks()).toBe(false);
    await choose(cards()[0], lastAvailable(cards()[0]));
    expect(tabCloseAsks()).toBe(true);

    fireEvent.click(screen.getByText('Início'));
    await answer('Sair da página', LEAVE_TEXT, 'Não');
    expect(location()).toBe('/pendentesNova');
    expect(screen.getByText('Agendar')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Início'));
    await answer('Sair da página', LEAVE_TEXT, 'Sim');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("internal staff see 'Selecione o fornecedor' and no list until they pick one; another supplier drops the chosen days after asking", async () => {
    await renderScreenAs('master', <CalendarioPage />, { route: '/pendentesNova' });
    expect(screen.getByText('Selecione o fornecedor')).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-line')).not.toBeInTheDocument();
    const supplier = screen.getByLabelText('Fornecedor');
    fireEvent.change(supplier, { target: { value: '1000001' } });
    fireEvent.click(await screen.findByText(/^1000001 - /, {}, LOAD));
    expect(await screen.findByText('1 - 7 de 24', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Selecione o fornecedor')).not.toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    await choose(cards()[0], lastAvailable(cards()[0]));
    fireEvent.click(screen.getByTitle('Limpar'));
    await answer('Trocar de fornecedor', 'As datas escolhidas e não agendadas serão descartadas. Deseja trocar de fornecedor?', 'Não');
    expect(screen.getByLabelText('Fornecedor')).toHaveValue(supplier.getAttribute('value'));
    expect(screen.getByText('Agendar')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Limpar'));
    await answer('Trocar de fornecedor', 'As datas escolhidas e não agendadas serão descartadas. Deseja trocar de fornecedor?', 'Sim');
    expect(await screen.findByText('Selecione o fornecedor')).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-line')).not.toBeInTheDocument();
    expect(screen.queryByText('Agendar')).not.toBeInTheDocument();
  });

  it("a failed load says 'Erro ao carregar dados!' in a panel and a message; an empty list 'Nenhum registro encontrado!'", async () => {
    setFault('GET /api/legacy/pedidos/pendentesAutomatico', { status: 500, times: 1 });
    await renderScreenAs('moveis', <CalendarioPage />, { route: '/pendentesNova' });
    const panel = await screen.findByTestId('calendar-error', {}, LOAD);
    expect(panel).toHaveTextContent('Erro ao carregar dados!');
    expect(screen.getAllByText('Erro ao carregar dados!')).toHaveLength(2);
    expect(screen.queryByText(/ de \d+$/)).not.toBeInTheDocument();

    setFault('GET /api/legacy/pedidos/pendentesAutomatico', { body: { status: true, message: '', itens: [] } });
    fireEvent.click(within(panel).getByText('Tentar novamente'));
    expect(await screen.findByText('Nenhum registro encontrado!', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-error')).not.toBeInTheDocument();
  });
});
