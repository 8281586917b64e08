import { fireEvent, screen, within } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { installSessionEndHandler } from '../../../src/session/sessionEnd';
import { fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';
import { CalendarioPage } from '../../../src/custom/calendario/CalendarioPage';
import { cards, choose, dialog, lastAvailable, LOAD, openOn24November, ROUTE } from './calendarHarness';

describe('Pedidos não agendados (/pendentesNova) when the session dies', { timeout: 30_000 }, () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    uninstall = installSessionEndHandler(vi.fn());
  });
  afterEach(() => uninstall());

  for (const [name, fault, message] of [
    ["'Token inválido!'", { tokenInvalid: true }, 'Autentificação inválida!'],
    ['a 406', { status406: true }, 'O servidor não aceita mais esta sessão. Entre novamente.'],
  ] as const) {
    it(`scheduling answered with ${name}: only the session's message, the chosen days kept, no TypeError`, async () => {
      const messages = watchMessages();
      await openOn24November();
      const date = await choose(cards()[0], lastAvailable(cards()[0]));
      setFault('POST /api/legacy/pedidos/agendar', fault);
      fireEvent.click(screen.getByText('Agendar'));
      const confirm = await dialog('Confirmar agendamento');
      fireEvent.click(within(confirm).getByText('Agendar'));
      await vi.waitFor(() => expect(messages).toContain(message));
      await vi.waitFor(() => expect(confirm).not.toBeInTheDocument());
      // Nothing was scheduled: the day stays chosen and 'Agendar' stays offered until the reload.
      expect(within(cards()[0]).getByLabelText(`${date}, escolhida`)).toBeInTheDocument();
      expect(screen.getByText('Agendar')).toBeInTheDocument();
      expect(messages).toEqual([message]);
    });

    it(`the page's load answered with ${name}: only the session's message, no failure panel, no crash`, async () => {
      const messages = watchMessages();
      fixToday('2026-11-24T09:00');
      setFault('GET /api/legacy/pedidos/pendentesAutomatico', fault);
      await renderScreenAs('moveis', <CalendarioPage />, ROUTE);
      await vi.waitFor(() => expect(messages).toContain(message), LOAD);
      expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos não agendados' })).toBeInTheDocument();
      expect(screen.getByTestId('calendar-page')).not.toHaveTextContent('Erro ao carregar dados!');
      expect(messages).toEqual([message]);
    });
  }
});
