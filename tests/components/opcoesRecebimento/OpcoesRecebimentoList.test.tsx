import { fireEvent, screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { OpcoesRecebimentoList } from '../../../src/resources/opcoesRecebimento/OpcoesRecebimentoList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const open = (account: 'moveis' | 'acessorios' | 'comercial') =>
  renderScreenAs(account, <OpcoesRecebimentoList />, { route: '/opcoesRecebimento', resource: 'opcoesRecebimento' });

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
  it('1000001: a row opens its options with payment dates and rates; a choice is needed; the PUT carries qt_entrg', async () => {
    const puts: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') void request.clone().json().then((body) => puts.push(body));
    });
    const line = changeableLine();
    await open('moveis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opções de recebimento' }, LOAD)).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Pesquisar', {}, LOAD), { target: { value: String(line.productId) } });
    const chip = await screen.findByLabelText(`Escolher a opção de recebimento do pedido ${line.purchaseOrderId}, produto ${line.productId}`, {}, LOAD);
    expect(untranslated()).toEqual([]);
    fireEvent.click(chip.closest('tr')!.querySelectorAll('td')[2]);

    const dialog = within(await screen.findByRole('dialog', { name: 'Opção de recebimento do produto' }));
    expect(dialog.getByLabelText('Prazo padrão - pagamento em 28 dias')).toBeInTheDocument();
    const seven = dialog.getByLabelText('3,0% de desconto - pagamento em 7 dias');
    const delivery = new Date(`${line.deliveryDate.slice(0, 10)}T00:00:00`);
    expect(seven).toHaveAccessibleDescription(`Pagamento previsto em ${format(addDays(delivery, 7), 'dd/MM/yyyy')} · o desconto equivale a 69,8% ao ano`);
    fireEvent.click(dialog.getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByText('Escolha uma opção!')).toBeInTheDocument();
    fireEvent.click(seven);
    fireEvent.click(dialog.getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByText('Feito escolha de antecipação!', {}, LOAD)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        id_pessoa: 1000001,
        nr_pc: line.purchaseOrderId,
        cd_fil: line.branchId,
        id_prod: line.productId,
        dt_entrg: format(delivery, 'dd/MM/yyyy'),
        qt_entrg: 0,
        cd_pagto: 7,
      },
    ]);
    expect(line.paymentId).toBe(7);
  });

  it("2000001 has no released conditions: the card says so; internal staff pick the supplier first", async () => {
    const view = await open('acessorios');
    expect(await screen.findByText('Você não tem condições de pagamento liberadas', {}, LOAD)).toBeInTheDocument();
    view.unmount();
    await open('comercial');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
  });
});
