import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../../helpers/renderApp';

const LOAD = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('Protocolo de agendamento in the whole portal', { timeout: 60_000 }, () => {
  it('/GerenciarPedidos/tab/4 opens the protocols; a card leads to Alterar opções de recebimento and back', async () => {
    await renderAppAs('moveis', '/GerenciarPedidos/tab/4');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Protocolo de agendamento'), LOAD);
    const card = (await screen.findAllByTestId('protocol-card', {}, LOAD))[0];
    const change = within(card).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' });
    await waitFor(() => expect(change).toBeEnabled(), LOAD);
    fireEvent.click(change);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar opções de recebimento' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/gerenciarPedidos/protocoloagendamento/opcaorecebimento');
    expect((await screen.findAllByTestId('scheduled-product', {}, LOAD)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(window.location.hash).toBe('#/GerenciarPedidos/tab/4'), LOAD);
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Protocolo de agendamento'), LOAD);
  });

  it('Admin - sourcing (no opcoes-de-recebimento) is refused at the payment-option URL', async () => {
    await renderAppAs('sourcing', '/gerenciarPedidos/protocoloagendamento/opcaorecebimento');
    expect(await screen.findByTestId('access-denied', {}, LOAD)).toBeInTheDocument();
  });
});
