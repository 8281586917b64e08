import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { deliveredStory } from '../../../mocks/historico/history';
import { historyLineOf } from '../../../src/resources/historico/history';
import { pathTo } from '../../../src/routes/pathTo';
import { formatMoney } from '../../../src/i18n/format';
import { HistoricoDetalhePage } from '../../../src/resources/historico/HistoricoDetalhePage';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import type { AccountName } from '../../helpers/accounts';

const LOAD = { timeout: 8000 };
const PATH = '/historico-de-agendamento/detalhes/:purchaseOrderId/:productId/:deliveryDate/:branchId';

/** A delivered line of 1000001 whose date was missed once (a no-show discount in its history). */
const missedLine = () => {
  const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.status === 'E' && deliveredStory(row) === 'noShow');
  expect(line, 'a delivered no-show line of 1000001 in the seed').toBeDefined();
  return line!;
};

const open = (account: AccountName, route: string) => renderScreenAs(account, <HistoricoDetalhePage />, { route, path: PATH });

/** The card's value for a label (a description list). */
const fact = (label: string) => within(screen.getByTestId('history-card')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Histórico de agendamento, detail', { timeout: 30_000 }, () => {
  it("1000001: the line's card (no supplier), OTIF 0% after a missed date, the discount its history holds, the changes newest first", async () => {
    const line = missedLine();
    await open('moveis', pathTo('historicoDetalhe', historyLineOf(line)));
    expect(await screen.findByTestId('history-card', {}, LOAD)).toBeInTheDocument();
    expect(fact('Pedido')).toBe(String(line.purchaseOrderId));
    expect(fact('Produto')).toBe(`${line.productId} - ${line.productName}`);
    expect(fact('Código numérico')).toBe(String(line.numericCode));
    expect(fact('OTIF')).toBe('0%');
    expect(fact('Desconto por no-show')).toBe(formatMoney(Math.round(line.amount) / 100));
    expect(within(screen.getByTestId('history-card')).queryByText('Fornecedor')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Você está em' })).toHaveTextContent('Início>Histórico de agendamento>Detalhes do histórico de agendamento');

    const table = await screen.findByRole('table', { name: 'Histórico do pedido' }, LOAD);
    const rows = await within(table).findAllByRole('row', {}, LOAD);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThanOrEqual(4);
    // Newest first: delivered at the branch, the missed date among the older ones.
    expect(body[0]).toHaveTextContent('Recebimento da filial');
    expect(table).toHaveTextContent('Não comparecimento na data agendada');
    expect(untranslated()).toEqual([]);
  });

  it("1000001 cannot read another supplier's line: 'Pedido não encontrado.'; internal staff read it with its supplier", async () => {
    const other = db.tables.orderLines.find((row) => row.personId === 2000001)!;
    await open('moveis', pathTo('historicoDetalhe', historyLineOf(other)));
    expect(await screen.findByText('Pedido não encontrado.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('history-card')).not.toBeInTheDocument();
  });

  it('0000002 sees the supplier of the line on its card', async () => {
    const other = db.tables.orderLines.find((row) => row.personId === 2000001)!;
    await open('comercial', pathTo('historicoDetalhe', historyLineOf(other)));
    expect(await screen.findByTestId('history-card', {}, LOAD)).toBeInTheDocument();
    expect(fact('Fornecedor')).toBe(`2000001 - ${other.personName}`);
  });
});
