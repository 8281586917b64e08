import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { invoiceNumber } from '../../../mocks/gerenciarPedidos/protocolQueries';
import { ProtocolsTab } from '../../../src/custom/gerenciarPedidos/tabs/protocols/ProtocolsTab';
import { readOpcaoPagamento } from '../../../src/resources/opcoesRecebimento/opcaoPagamentoCookie';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { fixToday } from '../../helpers/clock';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const TODAY = '2026-11-24';

function Where() {
  return <output aria-label="rota">{useLocation().pathname}</output>;
}

const confirmed = (personId = 1000001) => db.tables.orderLines.filter((line) => line.personId === personId && line.status === 'C');
const moveTo = (line: (typeof db.tables.orderLines)[number], day: string) => {
  line.scheduleDate = `${day}T00:00:00`;
};
const cards = () => screen.getAllByTestId('protocol-card');
const dateInput = (name: 'dtInicio' | 'dtFim') => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const typeDate = (name: 'dtInicio' | 'dtFim', value: string) => fireEvent.change(dateInput(name), { target: { value } });

/** 1000001 on 24/11/2026 with one confirmed line delivered today, one tomorrow and one 4 days ahead (a Saturday, alone). */
async function open(account: 'moveis' | 'acessorios' = 'moveis', personId = 1000001) {
  fixToday(`${TODAY}T09:00`);
  await mockControl.reset();
  const [first, second, third] = confirmed(personId).filter((line) => line.quantityDelivery === 0);
  moveTo(first, TODAY);
  moveTo(second, '2026-11-25');
  moveTo(third, '2026-11-28');
  const view = await renderScreenAs(
    account,
    <>
      <ProtocolsTab personId={personId} />
      <Where />
    </>,
    { route: '/gerenciarPedidos/tab/4', path: '*' },
  );
  await screen.findAllByTestId('protocol-card', {}, LOAD);
  return { view, first, second, third };
}

describe('tab 4, Protocolo de agendamento', { timeout: 60_000 }, () => {
  it('lists the protocols of today to today + 30, five per page, with the payment-option change window of each', async () => {
    const { first, second } = await open();
    expect(dateInput('dtInicio').value).toBe('24/11/2026');
    expect(dateInput('dtFim').value).toBe('24/12/2026');
    expect(screen.getAllByText('Data inicial')[0]).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    const [today, tomorrow] = cards();
    expect(today).toHaveAccessibleName('Entrega de 24/11/2026');
    expect(today).toHaveTextContent(`Filial${first.branchId} - ${first.branchName}`);
    expect(today).toHaveTextContent('Opção de pagamentoPagamento em 28 dias');
    expect(today).toHaveTextContent('Agendamento confirmado');
    await waitFor(() => expect(within(today).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' })).toBeDisabled());
    expect(within(today).getByLabelText('Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados')).toBeInTheDocument();
    expect(tomorrow).toHaveAccessibleName('Entrega de 25/11/2026');
    expect(tomorrow).toHaveTextContent(`${second.branchId} - ${second.branchName}`);
    expect(within(tomorrow).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' })).toBeEnabled();
    expect(within(tomorrow).getByLabelText('Permitido alterar opção de pagamento em até 1 dias antes da entrega, último dia')).toBeInTheDocument();
    const later = cards().find((card) => card.getAttribute('aria-label') === 'Entrega de 28/11/2026')!;
    expect(within(later).getByLabelText('Permitido alterar opção de pagamento em até 1 dias antes da entrega, você ainda tem 3 dia(s) para alterar')).toBeInTheDocument();

    const total = new Set(
      db.tables.orderLines
        .filter((line) => line.personId === 1000001 && line.status === 'C' && line.scheduleDate.slice(0, 10) <= '2026-12-24')
        .map((line) => `${line.scheduleDate}:${line.branchId}:${line.paymentId}`),
    ).size;
    expect(screen.getByText(`1–5 de ${total}`)).toBeInTheDocument();
    expect(screen.getByText('Protocolos por página')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(await screen.findByText(`6–${Math.min(10, total)} de ${total}`, {}, LOAD)).toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    // A range without protocols.
    typeDate('dtInicio', '01/01/2027');
    typeDate('dtFim', '10/01/2027');
    expect(await screen.findByText('Busque por outro intervalo de Datas', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Nenhum protocolo de agendamento foi encontrado entre 01/01/2027 e 10/01/2027.')).toBeInTheDocument();
    typeDate('dtFim', '31/12/2026');
    expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
  });

  it("shows a protocol's products 4 per page and its invoices with subtotal, discount and net value; the label buttons", async () => {
    const { second } = await open();
    const extra = confirmed().filter((line) => line !== second && line.quantityDelivery === 0).slice(2, 6);
    for (const line of extra) {
      moveTo(line, '2026-11-25');
      line.branchId = second.branchId;
      line.branchName = second.branchName;
    }
    extra[0].percentDiscont = 3;
    fireEvent.click(within(cards()[1]).getByRole('button', { name: 'VER DETALHE DA ENTREGA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Pedido' }, LOAD);
    const rows = await within(dialog).findAllByTestId('protocol-detail-row', {}, LOAD);
    expect(rows).toHaveLength(4);
    expect(within(dialog).getAllByRole('columnheader').slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Pedido',
      'Código numérico',
      'Código alfa',
      'Produto',
      'Cor',
      'Quantidade',
      'Opção de pagamento',
    ]);
    const lines = [second, ...extra].sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
    const [head] = lines;
    expect(rows[0]).toHaveTextContent(`${head.purchaseOrderId}${head.numericCode}${head.alphaId}${head.productName}${head.colorAbbreviation}${head.scheduleQuantity}28 dias`);
    expect(within(dialog).getByText('1–4 de 5')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir para a próxima página' }));
    expect(within(dialog).getAllByTestId('protocol-detail-row')).toHaveLength(1);

    const invoices = await within(dialog).findByRole('region', { name: 'Notas fiscais desta entrega' }, LOAD);
    const discounted = extra[0];
    const invoice = within(invoices)
      .getAllByTestId('protocol-invoice')
      .find((box) => box.textContent?.startsWith(`Nota fiscal ${invoiceNumber(discounted)}`))!;
    const sameInvoice = lines.filter((line) => invoiceNumber(line) === invoiceNumber(discounted));
    const subtotal = sameInvoice.reduce((sum, line) => sum + line.scheduleQuantity * line.unitaryValue, 0);
    const discount = (discounted.scheduleQuantity * discounted.unitaryValue * 3) / 100;
    const money = (value: number) => `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
    expect(invoice).toHaveTextContent(`${discounted.productName}${money(discounted.unitaryValue)}${discounted.scheduleQuantity}`);
    expect(invoice).toHaveTextContent(`Subtotal${money(subtotal)}`);
    const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format((Math.round(discount * 100) / 100 / subtotal) * 100);
    expect(invoice).toHaveTextContent(`Desconto aplicado (${percent}%)${money(Math.round(discount * 100) / 100)}`);
    expect(invoice).toHaveTextContent(`Valor líquido${money(Math.round((subtotal - Math.round(discount * 100) / 100) * 100) / 100)}`);
    expect(within(dialog).getByRole('button', { name: 'DOWNLOAD MANUAL DE ETIQUETAS' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'DOWNLOAD ETIQUETA' })).toBeEnabled();
    expect(untranslated()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes do Pedido' })).not.toBeInTheDocument());
  });

  it('prints the protocol, adds it to a calendar and hands the delivery over to the payment-option screen in the cookie', async () => {
    const spy = spyDownload();
    const { second } = await open();
    const tomorrow = cards()[1];
    // What the print dialog gets: the protocol sheet, the only content shown on paper.
    const printed: string[] = [];
    spy.print.mockImplementation(() => printed.push(document.querySelector('.portal-print-view article')?.textContent ?? ''));
    fireEvent.click(within(tomorrow).getByRole('button', { name: 'IMPRIMIR PROTOCOLO' }));
    await waitFor(() => expect(spy.print).toHaveBeenCalledTimes(1));
    const [sheet] = printed;
    expect(sheet).toContain('Protocolo de agendamento');
    expect(sheet).toContain('Fornecedor1000001 - Móveis Serra Gaúcha Indústria Ltda');
    expect(sheet).toContain('Data de entrega25/11/2026');
    const branch = db.tables.branches.find((row) => row.branchId === second.branchId)!;
    expect(sheet).toContain(`Endereço de entrega${branch.address}`);
    expect(sheet).toContain('Opção de pagamentoPagamento em 28 dias');
    expect(sheet).toContain(`${second.purchaseOrderId}${second.numericCode}${second.alphaId}${second.productName}`);
    await waitFor(() => expect(document.querySelector('.portal-print-view')).toBeNull());

    fireEvent.click(within(tomorrow).getByRole('button', { name: `Adicionar ao calendário a entrega de 25/11/2026 na filial ${second.branchId} - ${second.branchName}` }));
    expect(spy.names).toEqual([`protocolo-2026-11-25-${second.branchId}.ics`]);
    const ics = await readBlob(spy.blobs[0]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261125');
    expect(ics).toContain(`SUMMARY:Entrega agendada - filial ${second.branchId} - ${second.branchName}`);

    fireEvent.click(within(tomorrow).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' }));
    expect(screen.getByLabelText('rota')).toHaveTextContent('/gerenciarPedidos/protocoloagendamento/opcaorecebimento');
    expect(readOpcaoPagamento()).toEqual({
      idFornecedor: 1000001,
      dataAgenda: '25/11/2026',
      codPagto: 28,
      codFilial: second.branchId,
      dataAgendamento: '2026-11-25',
      opcaoPagDias: 28,
    });
  });

  it("staff (0000002) see the picked supplier's protocols and print its name", async () => {
    const spy = spyDownload();
    const printed: string[] = [];
    spy.print.mockImplementation(() => printed.push(document.querySelector('.portal-print-view article')?.textContent ?? ''));
    fixToday(`${TODAY}T09:00`);
    await mockControl.reset();
    await renderScreenAs('comercial', <ProtocolsTab personId={1000001} />, { route: '/gerenciarPedidos/tab/4' });
    const [card] = await screen.findAllByTestId('protocol-card', {}, LOAD);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' })).toBeEnabled());
    fireEvent.click(within(card).getByRole('button', { name: 'IMPRIMIR PROTOCOLO' }));
    await waitFor(() => expect(printed[0]).toContain('Fornecedor1000001 - Móveis Serra Gaúcha Indústria Ltda'));
  });

  it("a protocol list that does not load says 'Erro ao carregar dados!' in the panel and in a snackbar", async () => {
    fixToday(`${TODAY}T09:00`);
    mockControl.setFault('GET /api/legacy/protocolo/protocoloDatas', { status: 500 });
    await renderScreenAs('moveis', <ProtocolsTab personId={1000001} />, { route: '/gerenciarPedidos/tab/4' });
    await waitFor(() => expect(getSnapshot().current).toMatchObject({ type: 'error', message: 'Erro ao carregar dados!' }), LOAD);
    // The panel in place of the cards, and the snackbar.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados!', { selector: '.MuiAlert-message' })).toHaveLength(2));
  });

  it("a supplier without released conditions cannot change the payment option", async () => {
    await open('acessorios', 2000001);
    await waitFor(() => expect(within(cards()[1]).getByRole('button', { name: 'ALTERAR OPÇÃO DE PAGAMENTO' })).toBeDisabled());
    expect(within(cards()[1]).getByLabelText('Você não tem condições de pagamento liberadas. Se necessário entre em contato com equipe')).toBeInTheDocument();
  });
});
