import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormSummaryPage } from '../../../src/resources/formularios/FormSummaryPage';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';

const LOAD = { timeout: 15_000 };

const open = (id: number) => renderScreenAs('sourcing', <FormSummaryPage />, { route: `/formularios/resumo/${id}`, path: '/formularios/resumo/:id' });

describe('answers summary', { timeout: 40_000 }, () => {
  it('shows per question the option counts (with a table for screen readers), NUMERIC min/median/max, TEXT answers, and the recipients still to answer with their CSV', async () => {
    const downloads = spyDownload();
    await open(101);
    expect(await screen.findByText('4 de 10 fornecedores responderam', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resumo das respostas: Pesquisa de satisfação com o portal');

    const rating = screen.getByRole('region', { name: 'Questão 3: Como avalia o portal do fornecedor?' });
    const table = within(rating).getByRole('table', { name: 'Respostas por opção de Como avalia o portal do fornecedor?' });
    const counts = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(counts).toEqual([['Ótimo', '1'], ['Bom', '1'], ['Regular', '1'], ['Ruim', '1']]);

    const numeric = screen.getByRole('region', { name: 'Questão 2: Quantos funcionários trabalham na sua empresa?' });
    const figures = within(numeric).getAllByRole('row')[1];
    expect(within(figures).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '47', '102,50', '158']);

    const text = screen.getByRole('region', { name: 'Questão 1: Descreva os principais desafios de entrega no último trimestre' });
    expect(within(text).getAllByText('Falta de matéria-prima em algumas semanas').length).toBeGreaterThan(0);

    const pending = screen.getByRole('region', { name: 'Fornecedores que ainda não responderam' });
    expect(within(pending).getByRole('heading')).toHaveTextContent('Fornecedores que ainda não responderam (6)');
    expect(within(pending).getByText('1000001')).toBeInTheDocument();
    fireEvent.click(within(pending).getByRole('button', { name: 'Exportar pendentes (CSV)' }));
    await waitFor(() => expect(downloads.names).toEqual(['pendentes - Pesquisa de satisfação com o portal.csv']));
    const csv = await readBlob(downloads.blobs[0]);
    expect(csv.startsWith('\uFEFFCódigo;Fornecedor;E-mail\r\n')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(7);
  });

  it('a form nobody answered lists every recipient as pending and no text answers', async () => {
    await open(108);
    expect(await screen.findByText('0 de 4 fornecedores responderam', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Nenhuma resposta ainda.').length).toBe(1);
    expect(screen.getByRole('heading', { name: 'Fornecedores que ainda não responderam (4)' })).toBeInTheDocument();
  });
});
