import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { scorecardReport } from '../../../mocks/scorecard/figures';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { ScorecardPage } from '../../../src/custom/scorecard/ScorecardPage';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';

const LOAD = { timeout: 10000 };
const ROUTE = { route: '/scorecard' };
const EMBED = apiUrl('legacy', '/scorecard/embed');

const FIGURE_TITLES = ['OTIF por mês', 'Entregas no prazo', 'Descontos por no-show', 'Descontos por alteração tardia', 'Atrasos (dias)'];

// The expected texts, written here with Intl rather than the portal's formatters.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const decimal = (value: number, digits: number) => plain(value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const percent = (value: number | null) => (value === null ? 'Sem entregas' : `${decimal(value, 1)}%`);
const money = (value: number | null) => plain((value ?? 0).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
const monthText = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;

/** The rows of a figure's table for screen readers: month, supplier, median. */
function tableRows(caption: string): string[][] {
  // Text queries: role queries are slow over five charts.
  const table = screen.getByText(caption, { selector: 'caption' }).closest('table') as HTMLTableElement;
  return Array.from(table.tBodies[0].rows)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

async function choose(name: RegExp) {
  fireEvent.change(screen.getByLabelText('Fornecedor', { selector: 'input' }), { target: { value: name.source.replace(/[^\d]/g, '') } });
  fireEvent.click(await screen.findByText(name, { selector: '[role="option"]' }, LOAD));
}

describe('scorecard (/scorecard) as a supplier', () => {
  it("1000001 sees its own figures, each chart with its table for screen readers, its trend and the category's median", async () => {
    await renderScreenAs('moveis', <ScorecardPage />, ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Scorecard' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fornecedor' })).not.toBeInTheDocument();
    await screen.findByText('Scorecard de 1000001 - Móveis Serra Gaúcha Indústria Ltda', { selector: 'h2' }, LOAD);
    const expected = scorecardReport(db.tables, 1000001, new Date());

    for (const title of FIGURE_TITLES) {
      const card = screen.getByLabelText(title, { selector: 'article' });
      expect(within(card).getByLabelText(title, { selector: 'figure' })).toBeInTheDocument();
      expect(within(card).getByText('Tendência de 12 meses', { selector: 'dt' })).toBeInTheDocument();
      expect(within(card).getByText('Mediana da categoria', { selector: 'dt' })).toBeInTheDocument();
    }

    const otif = expected.indicadores.OTIF;
    expect(tableRows('OTIF por mês: valores por mês do fornecedor e mediana da categoria')).toEqual(
      expected.meses.map((month, index) => [monthText(month), percent(otif.valores[index]), percent(otif.medianas[index])]),
    );
    const noShow = expected.indicadores.DESCONTO_NO_SHOW;
    expect(tableRows('Descontos por no-show: valores por mês do fornecedor e mediana da categoria')).toEqual(
      expected.meses.map((month, index) => [monthText(month), money(noShow.valores[index]), money(noShow.medianas[index])]),
    );
    const onTime = expected.indicadores.ENTREGAS_NO_PRAZO;
    expect(tableRows('Entregas no prazo: valores por mês do fornecedor e mediana da categoria').map((row) => row[1])).toEqual(
      onTime.valores.map((value) => String(value)),
    );
    const delays = expected.indicadores.DIAS_ATRASO;
    expect(tableRows('Atrasos (dias): valores por mês do fornecedor e mediana da categoria').map((row) => row[1])).toEqual(
      delays.valores.map((value) => `${decimal(value ?? 0, 1)} dias`),
    );

    // The 12 months' figure and where it stands against the category's median.
    const otifCard = within(screen.getByLabelText('OTIF por mês', { selector: 'article' }));
    expect(otifCard.getByText(percent(otif.periodo), { selector: 'dd' })).toBeInTheDocument();
    const side = (otif.periodo ?? 0) > (otif.medianaPeriodo ?? 0) ? 'melhor' : (otif.periodo ?? 0) < (otif.medianaPeriodo ?? 0) ? 'pior' : 'na mediana';
    expect(otifCard.getByText(new RegExp(`^${percent(otif.medianaPeriodo).replace('.', '\\.')}: o fornecedor está ${side}`), { selector: 'dd' })).toBeInTheDocument();
    expect(otifCard.getByText(/^(melhorando|piorando) \(.+ p\.p\. por mês\)$|^estável$/, { selector: 'dd' })).toBeInTheDocument();
    // The charts draw their lines.
    await waitFor(() => expect(screen.getByLabelText('OTIF por mês', { selector: 'figure' }).querySelectorAll('path').length).toBeGreaterThan(0), LOAD);
  });
});

describe('scorecard (/scorecard) with admin-scorecard', () => {
  it('0000003 picks a supplier, then switches to another', async () => {
    await renderScreenAs('sourcing', <ScorecardPage />, ROUTE);
    expect(screen.getByRole('status')).toHaveTextContent('Selecione o fornecedor');
    expect(document.querySelector('article')).toBeNull();

    await choose(/^1000001 - /);
    await screen.findByText('Scorecard de 1000001 - Móveis Serra Gaúcha Indústria Ltda', { selector: 'h2' }, LOAD);
    const furniture = scorecardReport(db.tables, 1000001, new Date());
    expect(tableRows('OTIF por mês: valores por mês do fornecedor e mediana da categoria').map((row) => row[1])).toEqual(
      furniture.indicadores.OTIF.valores.map(percent),
    );

    await choose(/^2000001 - /);
    await screen.findByText('Scorecard de 2000001 - Acessórios Casa Bela Comércio Ltda', { selector: 'h2' }, LOAD);
    const accessories = scorecardReport(db.tables, 2000001, new Date());
    expect(tableRows('OTIF por mês: valores por mês do fornecedor e mediana da categoria')).toEqual(
      accessories.meses.map((month, index) => [monthText(month), percent(accessories.indicadores.OTIF.valores[index]), percent(accessories.indicadores.OTIF.medianas[index])]),
    );
    expect(screen.queryByText(/^Scorecard de 1000001/)).not.toBeInTheDocument();
  });
});

describe('scorecard (/scorecard): a Power BI report', () => {
  it("is embedded by Power BI's own library (its frame on the report's URL); the demo's own report is not read", async () => {
    const embedUrl = 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646-b718-44dc-a378-b73e6b528204&groupId=be8908da';
    const reportCalls: string[] = [];
    server.use(
      http.get(EMBED, () =>
        HttpResponse.json({ status: true, message: 'Sucesso', EmbedReport: [{ ReportId: 'f6bfd646-b718-44dc-a378-b73e6b528204', EmbedUrl: embedUrl }], EmbedToken: { Token: 'H4sIAAAAAAAEAB2Wtw6E' } }),
      ),
      http.get('*', ({ request }) => {
        if (request.url.includes('scorecard/report')) reportCalls.push(request.url);
        return undefined;
      }),
    );
    await renderScreenAs('moveis', <ScorecardPage />, ROUTE);
    const region = await screen.findByRole('region', { name: 'Relatório do scorecard (Power BI)' }, LOAD);
    await waitFor(() => expect(region.querySelector('iframe')).not.toBeNull(), LOAD);
    expect(region.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=f6bfd646/);
    expect(reportCalls).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('scorecard (/scorecard): addresses that are not shown', () => {
  it.each(['javascript:alert(document.cookie)', 'http://app.powerbi.com/reportEmbed?reportId=1', 'https://relatorios.example.com/scorecard/report/scorecard-1000001'])(
    'refuses %s with a visible message and reads nothing from it',
    async (embedUrl) => {
      const reportCalls: string[] = [];
      server.use(
        http.get(EMBED, () => HttpResponse.json({ status: true, message: 'Sucesso', EmbedReport: [{ ReportId: 'r-1', EmbedUrl: embedUrl }], EmbedToken: { Token: 'embed-token' } })),
        http.get('*', ({ request }) => {
          if (request.url.includes('scorecard/report')) reportCalls.push(request.url);
          return undefined;
        }),
      );
      await renderScreenAs('moveis', <ScorecardPage />, ROUTE);
      expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('O relatório não pode ser exibido: o endereço recebido do servidor não é permitido.');
      expect(document.querySelector('article')).toBeNull();
      expect(document.querySelector('iframe')).toBeNull();
      expect(reportCalls).toEqual([]);
    },
  );

  it("a failed embed call says 'Erro ao carregar dados!' in the panel and a snackbar", async () => {
    const messages = watchMessages();
    server.use(http.get(EMBED, () => HttpResponse.json({ status: false, message: 'Erro interno do servidor.' }, { status: 500 })));
    await renderScreenAs('moveis', <ScorecardPage />, ROUTE);
    await waitFor(() => expect(messages).toContain('Erro ao carregar dados!'), LOAD);
    // The snackbar is an alert too: the panel's is the page's own paragraph.
    expect(screen.getByText('Erro ao carregar dados!', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    expect(document.querySelector('article')).toBeNull();
  });
});
