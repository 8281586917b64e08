import { fireEvent, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { OpcoesRecebimentoList } from '../../../src/resources/opcoesRecebimento/OpcoesRecebimentoList';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 8000 };
const SEARCH = 'Produto em teste';
const open = () =>
  renderScreenAs('moveis', <OpcoesRecebimentoList />, {
    route: `/opcoesRecebimento?filter=${encodeURIComponent(JSON.stringify({ q: SEARCH }))}`,
    path: '/opcoesRecebimento',
    resource: 'opcoesRecebimento',
  });

/** 1000001's scheduled lines: a partly delivered one and one delivered today, both named for the search. */
function refusedLines() {
  const scheduled = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.stage === 'A' && (line.status === 'C' || line.status === 'P'));
  const partial = scheduled.find((line) => line.quantityDelivery > 0)!;
  const today = scheduled.find((line) => line.quantityDelivery === 0)!;
  today.deliveryDate = `${format(new Date(), 'yyyy-MM-dd')}T00:00:00`;
  partial.productName = `${SEARCH} parcial`;
  today.productName = `${SEARCH} hoje`;
  return { partial, today };
}

const clickRow = async (name: string) => fireEvent.click((await screen.findByText(name, {}, LOAD)).closest('tr')!.querySelectorAll('td')[2]);

async function closeDialog(title: string, text: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, LOAD);
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByText('OK'));
}

describe('Opções de recebimento: when an option cannot change', { timeout: 30_000 }, () => {
  it('a partly delivered product cannot be anticipated; a delivery less than 1 day ahead cannot change', async () => {
    refusedLines();
    await open();
    await clickRow(`${SEARCH} parcial`);
    await closeDialog(
      'Antecipação de Pagamento Indisponível',
      'Este pedido tem itens entregues parcialmente. Itens entregues parcialmente precisam ser desmembrados pela equipe comercial antes da antecipação do pagamento',
    );
    await clickRow(`${SEARCH} hoje`);
    await closeDialog('Alteração indisponível', 'Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados');
    expect(screen.queryByRole('dialog', { name: 'Opção de recebimento do produto' })).not.toBeInTheDocument();
  });

  it("a failed discounts call says 'O ocorreu um erro no sistema!', not that no condition is released; a 406 is silent", async () => {
    refusedLines();
    setFault('GET /api/legacy/opcoesRecebimento/descontos', { status: 500, times: 1 });
    const view = await open();
    expect(await screen.findByTestId('discounts-failure', {}, LOAD)).toHaveTextContent('O ocorreu um erro no sistema!');
    expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'O ocorreu um erro no sistema!' });
    expect(screen.queryByText('Você não tem condições de pagamento liberadas')).not.toBeInTheDocument();
    await clickRow(`${SEARCH} hoje`);
    await closeDialog('Alteração indisponível', 'O ocorreu um erro no sistema!');
    view.unmount();

    setFault('GET /api/legacy/opcoesRecebimento/descontos', { status406: true, times: 1 });
    const before = getSnapshot().current;
    await open();
    expect(await screen.findByText('Você não tem condições de pagamento liberadas', {}, LOAD)).toBeInTheDocument();
    expect(getSnapshot().current).toBe(before);
    await clickRow(`${SEARCH} parcial`);
    await closeDialog('Alteração indisponível', 'Você não tem condições de pagamento liberadas. Se necessário entre em contato com equipe');
  });
});
