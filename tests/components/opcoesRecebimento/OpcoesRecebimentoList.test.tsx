import { act, fireEvent, screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { OpcoesRecebimentoList } from '../../../src/resources/opcoesRecebimento/OpcoesRecebimentoList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
/** The list opened on a search (no typing, no debounce): the rows of one product. */
const open = (account: 'moveis' | 'acessorios' | 'comercial', search?: number) =>
  renderScreenAs(account, <OpcoesRecebimentoList />, {
    route: search === undefined ? '/opcoesRecebimento' : `/opcoesRecebimento?filter=${encodeURIComponent(JSON.stringify({ q: String(search) }))}`,
    path: '/opcoesRecebimento',
    resource: 'opcoesRecebimento',
  });
const chipOf = (order: number, product: number) => screen.findByLabelText(`Escolher a opção de recebimento do pedido ${order}, produto ${product}`, {}, LOAD);

/** A scheduled, undelivered, not yet anticipated line of 1000001 whose delivery is days ahead. */
function changeableLine() {
  const soon = format(addDays(new Date(), 3), 'yyyy-MM-dd');
  return db.tables.orderLines.find(
    (line) =>
      line.personId === 1000001 &&
      line.stage === 'A' &&
      (line.status === 'C' || line.status === 'P') &&
      line.quantityDelivery === 0 &&
      line.advanceRequest !== 'S' &&
      line.scheduleDate.slice(0, 10) >= soon &&
      line.deliveryDate.slice(0, 10) >= soon,
  )!;
}

afterEach(() => server.events.removeAllListeners());

describe('Opções de recebimento (/opcoesRecebimento)', { timeout: 30_000 }, () => {
  it('1000001: a row opens its options with payment dates and rates, on the option in force; the PUT carries qt_entrg; the row shows the new option 1 s later', async () => {
    const puts: unknown[] = [];
    const reads: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') void request.clone().json().then((body) => puts.push(body));
      if (request.method === 'GET' && request.url.includes('/opcoesRecebimento')) reads.push(new URL(request.url));
    });
    const line = changeableLine();
    await open('moveis', line.productId);
    expect(screen.getByText('Opções de recebimento', { selector: 'h1' })).toBeInTheDocument();
    const chip = await chipOf(line.purchaseOrderId, line.productId);
    expect(chip).toHaveTextContent('Prazo padrão');
    // The supplier's own code goes with the call; a date never asked for shows '-'.
    expect([...new Set(reads.map((url) => url.searchParams.get('idFornecedor')))]).toEqual(['1000001']);
    const header = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const requested = header.indexOf('Data da solicitação de antecipação');
    expect(requested).toBeGreaterThan(0);
    expect(chip.closest('tr')!.querySelectorAll('td')[requested].textContent).toBe('-');
    expect(untranslated()).toEqual([]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(chip.closest('tr')!.querySelectorAll('td')[2]);

    const dialog = within(await screen.findByRole('dialog', { name: 'Opção de recebimento do produto' }));
    expect(dialog.getByText(`${line.productName} (pedido ${line.purchaseOrderId}): escolha como deseja receber o pagamento deste produto.`)).toBeInTheDocument();
    const delivery = new Date(`${line.deliveryDate.slice(0, 10)}T00:00:00`);
    const paidOn = (days: number) => format(addDays(delivery, days), 'dd/MM/yyyy');
    expect(dialog.getByLabelText('Prazo padrão - pagamento em 28 dias')).toHaveAccessibleDescription(`Pagamento previsto em ${paidOn(28)}`);
    const seven = dialog.getByLabelText('3,0% de desconto - pagamento em 7 dias');
    expect(seven).toHaveAccessibleDescription(`Pagamento previsto em ${paidOn(7)} · o desconto equivale a 69,8% ao ano`);
    expect(dialog.getByLabelText('1,5% de desconto - pagamento em 14 dias')).toHaveAccessibleDescription(`Pagamento previsto em ${paidOn(14)} · o desconto equivale a 48,3% ao ano`);
    expect(untranslated()).toEqual([]);

    // It opens on the option in force: the row's standard term.
    expect(dialog.getByLabelText('Prazo padrão - pagamento em 28 dias')).toBeChecked();
    expect(seven).not.toBeChecked();
    fireEvent.click(seven);
    fireEvent.click(dialog.getByText('APLICAR'));
    expect(await screen.findByText('Feito escolha de antecipação!', {}, LOAD)).toBeInTheDocument();
    expect(puts).toEqual([
      { id_pessoa: 1000001, nr_pc: line.purchaseOrderId, cd_fil: line.branchId, id_prod: line.productId, dt_entrg: format(delivery, 'dd/MM/yyyy'), qt_entrg: 0, cd_pagto: 7 },
    ]);
    expect(line.paymentId).toBe(7);

    // The list reloads 1 s after the save: the row is anticipated, paid in 7 days.
    expect(chip).toHaveTextContent('Prazo padrão');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const row = (await chipOf(line.purchaseOrderId, line.productId)).closest('tr')!;
    await vi.waitFor(() => expect(row).toHaveTextContent('Antecipado'), LOAD);
    expect(row).toHaveTextContent('7 dias');
  });

  it('2000001 has no released conditions: the card says so; internal staff pick the supplier first', async () => {
    const view = await open('acessorios');
    expect(await screen.findByText('Você não tem condições de pagamento liberadas', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Para antecipar o recebimento dos seus pagamentos, entre em contato com a equipe comercial (seu comprador).')).toBeInTheDocument();
    view.unmount();
    await open('comercial');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('opcoesRecebimento-table')).not.toBeInTheDocument();
  });
});
