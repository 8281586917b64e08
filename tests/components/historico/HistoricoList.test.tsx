import { fireEvent, screen, waitFor } from '@testing-library/react';
import { format, startOfDay, subMonths } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { HistoricoList } from '../../../src/resources/historico/HistoricoList';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { watchOrders } from './watchOrders';

const LOAD = { timeout: 8000 };

const day = (date: Date) => format(date, 'dd/MM/yyyy');
/** A filter field by its name (the column chooser's switches carry the same labels). */
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const open = (account: 'moveis') => renderScreenAs(account, <HistoricoList />, { route: '/historico-de-agendamento', resource: 'historico' });

describe('Histórico de agendamento (/historico-de-agendamento)', { timeout: 30_000 }, () => {
  it("1000001: every status of the last month, 5 a page; '{field} não pode conter letras ou caracteres especiais' sends nothing; a product name filters", async () => {
    const calls = watchOrders();
    await open('moveis');
    const today = startOfDay(new Date());
    const from = format(subMonths(today, 1), 'yyyy-MM-dd');
    const to = format(today, 'yyyy-MM-dd');
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.issueDate.slice(0, 10) >= from && line.issueDate.slice(0, 10) <= to);
    expect(await screen.findByText(`1-5 de ${lines.length}`, {}, LOAD)).toBeInTheDocument();
    expect(calls).toEqual([{ personId: '1000001', initialRow: 0, nextRows: 5, statusSciaIs: 'T', initialIssueDate: day(subMonths(today, 1)), finalIssueDate: day(today) }]);
    expect(screen.getByRole('navigation', { name: 'Você está em' })).toHaveTextContent('Início>Histórico de agendamento');
    expect(screen.queryByLabelText('Fornecedor')).not.toBeInTheDocument();
    expect(untranslated()).toEqual([]);

    fireEvent.change(input('purchaseOrderId'), { target: { value: '45003a' } });
    fireEvent.change(input('numericCode'), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Número do pedido não pode conter letras ou caracteres especiais')).toBeInTheDocument();
    expect(screen.getByText('Código numérico não pode conter letras ou caracteres especiais')).toBeInTheDocument();
    expect(screen.queryByText('ID do produto não pode conter letras ou caracteres especiais')).not.toBeInTheDocument();

    fireEvent.change(input('purchaseOrderId'), { target: { value: '' } });
    fireEvent.change(input('numericCode'), { target: { value: '' } });
    fireEvent.change(input('productName'), { target: { value: 'zzz nada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Você não possui pedidos dentro dos filtros selecionados', {}, LOAD)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ productName: 'zzz nada', statusSciaIs: 'T' });
  });

  it('issue dates are an ordinary filter: cleared, every issue date; over 5 years, no report limit', async () => {
    const calls = watchOrders();
    await open('moveis');
    await screen.findByText(/^1-5 de \d+$/, {}, LOAD);
    fireEvent.change(input('startDate'), { target: { value: '' } });
    fireEvent.change(input('endDate'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).not.toHaveProperty('initialIssueDate');
    expect(calls[1]).not.toHaveProperty('finalIssueDate');

    fireEvent.change(input('startDate'), { target: { value: '01/01/2019' } });
    fireEvent.change(input('endDate'), { target: { value: '24/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ initialIssueDate: '01/01/2019', finalIssueDate: '24/11/2026' });
    expect(screen.queryByText('Intervalo de datas muito longo')).not.toBeInTheDocument();
  });

  it("Exportar: historico-de-agendamento.csv holds every line of the filter (BOM, ';'), the table's columns, days as dd/mm/yyyy", async () => {
    await open('moveis');
    const today = startOfDay(new Date());
    const from = format(subMonths(today, 1), 'yyyy-MM-dd');
    const to = format(today, 'yyyy-MM-dd');
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.issueDate.slice(0, 10) >= from && line.issueDate.slice(0, 10) <= to);
    expect(lines.length).toBeGreaterThan(5);
    expect(await screen.findByText(`1-5 de ${lines.length}`, {}, LOAD)).toBeInTheDocument();
    const download = spyDownload();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(download.names).toEqual(['historico-de-agendamento.csv']), LOAD);
    const rows = (await readBlob(download.blobs[0])).split('\r\n').filter(Boolean);
    vi.restoreAllMocks();
    expect(rows[0]).toBe('\uFEFFPedido;ID do produto;Código numérico;Produto;Cor;Emissão;Entrega original;Entrega;Agendamento;Status;Filial');
    expect(rows).toHaveLength(lines.length + 1);
    for (const row of rows.slice(1)) {
      expect(row.split(';')[0]).toMatch(/^\t\d+$/);
      expect(row.split(';')[5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });
});
