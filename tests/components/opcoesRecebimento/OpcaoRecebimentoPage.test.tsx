import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import type { OrderLineRecord } from '../../../mocks/pedidos/seed';
import { OpcaoRecebimentoPage } from '../../../src/resources/opcoesRecebimento/OpcaoRecebimentoPage';
import { OPCAO_PAGAMENTO_COOKIE, readOpcaoPagamento, writeOpcaoPagamento } from '../../../src/resources/opcoesRecebimento/opcaoPagamentoCookie';
import { clearSnackbars, getSnapshot } from '../../../src/kit/snackbar/queue';
import { writeCookie } from '../../../src/session/cookies';
import { advanceUntil, fixToday } from '../../helpers/clock';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const ROUTE = '/gerenciarPedidos/protocoloagendamento/opcaorecebimento';
const DAY = '2026-11-26';

function Screen() {
  const { pathname } = useLocation();
  return pathname.toLowerCase() === ROUTE.toLowerCase() ? <OpcaoRecebimentoPage /> : <p data-testid="opened">{pathname}</p>;
}

/** The PUT bodies the screen sent. */
function watchPuts(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const dialog = (name: string) => screen.findByRole('dialog', { name }, LOAD);
async function close(name: string, text: string) {
  const box = await dialog(name);
  expect(box).toHaveTextContent(text);
  fireEvent.click(within(box).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
}

/**
 * 1000001 on 24/11/2026; three confirmed lines delivered at branch 101 on `day` under the standard term, one of them
 * partly delivered already (unless `partial` is false); the delivery handed over in the cookie.
 */
async function open(day = DAY, { partial = true } = {}) {
  fixToday('2026-11-24T09:00');
  await mockControl.reset();
  const lines = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.status === 'C');
  const whole = lines.filter((line) => line.quantityDelivery === 0);
  const chosen = partial ? [...whole.slice(0, 2), lines.find((line) => line.quantityDelivery > 0)!] : whole.slice(0, 3);
  for (const line of chosen) {
    line.scheduleDate = `${day}T00:00:00`;
    line.branchId = 101;
    line.branchName = 'Extrema-MG';
  }
  const [year, month, date] = day.split('-');
  writeOpcaoPagamento({ idFornecedor: 1000001, dataAgenda: `${date}/${month}/${year}`, codPagto: 28, codFilial: 101, dataAgendamento: day, opcaoPagDias: 28 });
  const view = await renderScreenAs('moveis', <Screen />, { route: ROUTE, path: '*' });
  const sorted = [...chosen].sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
  await screen.findAllByTestId('scheduled-product', {}, LOAD);
  return { view, lines: sorted };
}

const put = (line: OrderLineRecord, cd_pagto: number) => ({
  id_pessoa: 1000001,
  nr_pc: line.purchaseOrderId,
  cd_fil: 101,
  id_prod: line.productId,
  dt_entrg: line.deliveryDate.slice(0, 10).split('-').reverse().join('/'),
  cd_pagto,
});
const changeButton = (line: OrderLineRecord) => screen.getByRole('button', { name: `Alterar a opção de recebimento de ${line.productName}` });

describe('Alterar opções de recebimento', () => {
  it('without a valid delivery in the cookie says so and leads back to the protocols tab', async () => {
    fixToday('2026-11-24T09:00');
    writeCookie(OPCAO_PAGAMENTO_COOKIE, JSON.stringify({ idFornecedor: '1000001', dataAgenda: '26/11/2026' }));
    await renderScreenAs('moveis', <Screen />, { route: ROUTE, path: '*' });
    expect(screen.getByRole('heading', { name: 'Alterar opções de recebimento' })).toBeInTheDocument();
    expect(screen.getByText('Por favor volte para página de protocolos agendamento')).toBeInTheDocument();
    expect(screen.getByText('Não foram encontrados produtos agendados para a data e a opção de pagamento escolhidas.')).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Alterar opções de recebimento');
    fireEvent.click(screen.getByRole('button', { name: 'VOLTAR PARA PROTOCOLOS' }));
    expect(screen.getByTestId('opened')).toHaveTextContent('/GerenciarPedidos/tab/4');
  });

  it('changes one product to an anticipation (a choice is needed), then warns that the day needs two invoices; the list reloads 1 s later', async () => {
    const bodies = watchPuts();
    const { lines } = await open();
    // The reload's 1 s passes on a fake clock (today kept).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const [first] = lines.filter((line) => line.quantityDelivery === 0);
    expect(screen.getAllByTestId('scheduled-product')).toHaveLength(3);
    expect(await screen.findByText('Permitido alterar opção de pagamento em até 1 dias antes da entrega, você ainda tem 1 dia(s) para alterar', {}, LOAD)).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Data de entrega26/11/2026');
    expect(document.body).toHaveTextContent('Filial101 - Extrema-MG');
    expect(document.body).toHaveTextContent('Opção de pagamento atualPagamento em 28 dias');

    fireEvent.click(changeButton(first));
    const choice = await dialog('Opção de recebimento do produto');
    expect(choice).toHaveTextContent(`${first.productName} (pedido ${first.purchaseOrderId}): escolha como deseja receber o pagamento deste produto.`);
    expect(within(choice).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Prazo padrão - pagamento em 28 dias',
      '3,0% de desconto - pagamento em 7 dias',
      '1,5% de desconto - pagamento em 14 dias',
    ]);
    // Payment dates count from the protocol's day (26/11/2026), the delivery the screen shows.
    expect(within(choice).getByLabelText('3,0% de desconto - pagamento em 7 dias')).toHaveAccessibleDescription(
      'Pagamento previsto em 03/12/2026 · o desconto equivale a 69,8% ao ano',
    );
    // It opens on the option in force: the protocol's standard term.
    expect(within(choice).getByLabelText('Prazo padrão - pagamento em 28 dias')).toBeChecked();
    expect(within(choice).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(bodies).toEqual([]);
    expect(untranslated()).toEqual([]);

    fireEvent.click(within(choice).getByLabelText('3,0% de desconto - pagamento em 7 dias'));
    fireEvent.click(within(choice).getByRole('button', { name: 'APLICAR' }));
    await close('Opção de recebimento alterada', 'Feito escolha de antecipação!');
    expect(bodies).toEqual([put(first, 7)]);
    expect(JSON.stringify(bodies[0])).toBe(
      `{"id_pessoa":1000001,"nr_pc":${first.purchaseOrderId},"cd_fil":101,"id_prod":${first.productId},"dt_entrg":"${put(first, 7).dt_entrg}","cd_pagto":7}`,
    );
    await close('Mais de uma nota fiscal', 'A entrega de 26/11/2026 agora tem 2 prazos de pagamento. Emita uma nota fiscal para cada prazo de pagamento');
    // The product went to the 7-day protocol: this one keeps the other two.
    await advanceUntil(() => expect(screen.getAllByTestId('scheduled-product')).toHaveLength(2));
  });

  it('refuses to anticipate a partly delivered product, alone or with the delivery; the standard term applies to all', async () => {
    const bodies = watchPuts();
    const { lines } = await open();
    const partial = lines.find((line) => line.quantityDelivery > 0)!;
    const blocked =
      'Este pedido tem itens entregues parcialmente. Itens entregues parcialmente precisam ser desmembrados pela equipe comercial antes da antecipação do pagamento; se necessário, entre em contato com o comprador.';
    fireEvent.click(changeButton(partial));
    await close('Antecipação de Pagamento Indisponível', blocked);

    fireEvent.click(screen.getByRole('button', { name: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS' }));
    let group = await dialog('Alterar opção de recebimento da entrega');
    expect(group).toHaveTextContent('A opção escolhida vale para os 3 produtos desta entrega.');
    fireEvent.click(within(group).getByLabelText('1,5% de desconto - pagamento em 14 dias'));
    fireEvent.click(within(group).getByRole('button', { name: 'APLICAR' }));
    await close('Antecipação de Pagamento Indisponível', blocked);
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS' }));
    group = await dialog('Alterar opção de recebimento da entrega');
    fireEvent.click(within(group).getByLabelText('Prazo padrão - pagamento em 28 dias'));
    fireEvent.click(within(group).getByRole('button', { name: 'APLICAR' }));
    await close('Opção de recebimento alterada', 'Feito escolha de antecipação!');
    expect(bodies).toEqual(lines.map((line) => put(line, 0)));
    expect(screen.queryByRole('dialog', { name: 'Mais de uma nota fiscal' })).not.toBeInTheDocument();
  });

  it('moves the whole delivery to an anticipation and follows it; a refused change shows the server error or the catalogue text', async () => {
    const { lines } = await open(DAY, { partial: false });
    // Following the delivery 1 s after the change passes on a fake clock (today kept).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setFault('PUT /api/legacy/opcoesRecebimento/opcaoPagamento', { status: 500, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS' }));
    let group = await dialog('Alterar opção de recebimento da entrega');
    fireEvent.click(within(group).getByLabelText('3,0% de desconto - pagamento em 7 dias'));
    fireEvent.click(within(group).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'Erro na edição de dados de condições!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar opção de recebimento da entrega' })).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS' }));
    group = await dialog('Alterar opção de recebimento da entrega');
    fireEvent.click(within(group).getByLabelText('3,0% de desconto - pagamento em 7 dias'));
    fireEvent.click(within(group).getByRole('button', { name: 'APLICAR' }));
    await close('Opção de recebimento alterada', 'Feito escolha de antecipação!');
    await advanceUntil(() => expect(readOpcaoPagamento()).toMatchObject({ codPagto: 7, opcaoPagDias: 7 }));
    expect(await screen.findByText('Opção de pagamento atual', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.body).toHaveTextContent('Opção de pagamento atualPagamento em 7 dias'));
    expect(screen.getAllByTestId('scheduled-product')).toHaveLength(3);

    // The standard term now reads 'Cancelar antecipação'; the server refuses with its own message.
    clearSnackbars();
    setFault('PUT /api/legacy/opcoesRecebimento/opcaoPagamento', { status: 400, body: { error: 'Item bloqueado para alteração.' }, times: 1 });
    fireEvent.click(changeButton(lines[0]));
    const choice = await dialog('Opção de recebimento do produto');
    // It opens on the anticipation in force.
    expect(within(choice).getByLabelText('3,0% de desconto - pagamento em 7 dias')).toBeChecked();
    fireEvent.click(within(choice).getByLabelText('Cancelar antecipação - pagamento em 28 dias'));
    fireEvent.click(within(choice).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'Item bloqueado para alteração.' }));
  });

  it('a delivery less than 1 day ahead cannot change', async () => {
    await open('2026-11-24');
    expect(await screen.findByText('Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ALTERAR OPÇÃO DE TODOS OS PRODUTOS' })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Alterar a opção de recebimento de / })) expect(button).toBeDisabled();
  });
});
