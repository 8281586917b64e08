import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { OpcoesRecebimentoList } from '../../../src/resources/opcoesRecebimento/OpcoesRecebimentoList';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';

// Generous: the first load waits for react-admin's session and access checks, slow on a busy machine.
const LOAD = { timeout: 60_000 };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('A real export file', { timeout: 120_000 }, () => {
  it("OpcoesRecebimento.csv of 1000001: '-' for empty dates (never '-), amounts as pt-BR numbers, IPI with two decimals, codes as text", async () => {
    await renderScreenAs('moveis', <OpcoesRecebimentoList />, { route: '/opcoesRecebimento', path: '/opcoesRecebimento', resource: 'opcoesRecebimento' });
    const pager = await screen.findByText(/^1-\d+ de \d+$/, {}, LOAD);
    const total = Number(/de (\d+)$/.exec(pager.textContent ?? '')![1]);
    const download = spyDownload();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(download.names).toEqual(['OpcoesRecebimento.csv']), LOAD);
    const [header, ...rows] = (await readBlob(download.blobs[0])).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(total);
    const names = header.replace('\uFEFF', '').split(';');
    const column = (name: string) => {
      const index = names.indexOf(name);
      expect(index).toBeGreaterThanOrEqual(0);
      return rows.map((row) => row.split(';')[index]);
    };

    expect(rows.some((row) => row.split(';').includes("'-"))).toBe(false);
    expect(column('Data da solicitação de antecipação')).toContain('-');
    column('Data de entrega').forEach((cell) => expect(cell).toMatch(/^(\d{2}\/\d{2}\/\d{4}|-)$/));
    for (const amount of ['Valor unitário', 'Valor IPI', 'Valor desconto', 'Valor líquido']) column(amount).forEach((cell) => expect(cell).toMatch(/^-?\d+,\d{2}$/));
    column('Percentual IPI').forEach((cell) => expect(cell).toMatch(/^\d+,\d{2}%$/));
    column('Quantidade do item').forEach((cell) => expect(cell).toMatch(/^\d+$/));
    column('Número do pedido').forEach((cell) => expect(cell).toMatch(/^\t\d{10}$/));

    // The seed's own values, as a spreadsheet would read them back.
    const first = rows[0].split(';');
    const line = db.tables.orderLines.find((row) => `\t${row.purchaseOrderId}` === first[names.indexOf('Número do pedido')] && `\t${row.productId}` === first[names.indexOf('Código do produto')])!;
    expect(first[names.indexOf('Valor unitário')]).toBe(line.unitaryValue.toFixed(2).replace('.', ','));
    expect(first[names.indexOf('Percentual IPI')]).toBe(`${line.percentValueIPI.toFixed(2).replace('.', ',')}%`);
  });
});
