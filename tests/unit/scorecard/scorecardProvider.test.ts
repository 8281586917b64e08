import { scorecardProvider } from '../../../src/dataProviders/scorecard';
import type { ScorecardReportRow } from '../../../src/dataProviders/scorecard/wire';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 's'.repeat(64);
const R = 'scorecard';

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

const indicator = (value: number | null) => ({ valores: [value, 2], medianas: [1, null], periodo: 3, medianaPeriodo: 4 });
const reportRow = (overrides: Partial<ScorecardReportRow> = {}): ScorecardReportRow => ({
  idFornecedor: 1000001,
  nmFornecedor: 'Móveis Serra Gaúcha Indústria Ltda',
  categoria: 'M',
  meses: ['2026-02', '2026-03'],
  indicadores: {
    OTIF: indicator(87.5),
    ENTREGAS_NO_PRAZO: indicator(7),
    DESCONTO_NO_SHOW: indicator(12.34),
    DESCONTO_ALTERACAO_TARDIA: indicator(0),
    DIAS_ATRASO: indicator(null),
  },
  ...overrides,
});

describe('scorecard provider', () => {
  it('embed: GET /scorecard/embed?idFornecedor= with the session token; EmbedReport[0] and the token, classified', async () => {
    const seen = recordCalls('get', '/scorecard/embed', {
      status: true,
      EmbedReport: [
        { ReportId: 'f6bfd646', EmbedUrl: 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646' },
        { ReportId: 'other', EmbedUrl: 'https://app.powerbi.com/reportEmbed?reportId=other' },
      ],
      EmbedToken: { Token: 'H4sI' },
    });
    const embed = await scorecardProvider.embed(R, { supplierId: 1000001 });
    expect(target(seen[0])).toBe('/api/legacy/scorecard/embed?idFornecedor=1000001');
    expect(headersOf(seen[0])['user-token']).toBe(TOKEN);
    expect(embed).toEqual({ reportId: 'f6bfd646', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646', token: 'H4sI', kind: 'powerbi' });
  });

  it("embed: the demo's own report is 'builtIn', another address 'refused'; a missing field is an unexpected answer", async () => {
    recordCalls('get', '/scorecard/embed', { status: true, EmbedReport: [{ ReportId: 'scorecard-1000001', EmbedUrl: 'http://localhost/api/legacy/scorecard/report/scorecard-1000001' }], EmbedToken: { Token: 't' } });
    expect((await scorecardProvider.embed(R, { supplierId: 1000001 })).kind).toBe('builtIn');
    recordCalls('get', '/scorecard/embed', { status: true, EmbedReport: [{ ReportId: 'x', EmbedUrl: 'javascript:alert(1)' }], EmbedToken: { Token: 't' } });
    expect((await scorecardProvider.embed(R, { supplierId: 1000001 })).kind).toBe('refused');
    recordCalls('get', '/scorecard/embed', { status: true, EmbedReport: [], EmbedToken: { Token: 't' } });
    await expect(scorecardProvider.embed(R, { supplierId: 1000001 })).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });

  it('report: GET on the report path with the embed token, mapped to the figures', async () => {
    const seen = recordCalls('get', '/scorecard/report/:reportId', { status: true, itens: reportRow() });
    const report = await scorecardProvider.report(R, { embedUrl: 'http://localhost/api/legacy/scorecard/report/scorecard-1000001', token: 'a b&c' });
    expect(target(seen[0])).toBe('/api/legacy/scorecard/report/scorecard-1000001?embedToken=a+b%26c');
    expect(headersOf(seen[0])['user-token']).toBe(TOKEN);
    expect(report.supplierId).toBe(1000001);
    expect(report.months).toEqual(['2026-02', '2026-03']);
    expect(report.figures.otif).toEqual({ values: [87.5, 2], medians: [1, null], period: 3, periodMedian: 4 });
    expect(report.figures.delayDays.values).toEqual([null, 2]);
    expect(report.figures.noShowDiscount.values[0]).toBe(12.34);
  });

  it('report: an address other than the demo’s own report is never called; a short series is an unexpected answer', async () => {
    const seen = recordCalls('get', '/scorecard/report/:reportId', { status: true, itens: reportRow({ meses: ['2026-03'] }) });
    await expect(scorecardProvider.report(R, { embedUrl: 'https://example.com/scorecard/report/scorecard-1', token: 't' })).rejects.toThrow(
      'O relatório não pode ser exibido: o endereço recebido do servidor não é permitido.',
    );
    expect(seen).toHaveLength(0);
    await expect(scorecardProvider.report(R, { embedUrl: 'http://localhost/api/legacy/scorecard/report/scorecard-1000001', token: 't' })).rejects.toThrow(
      'Campos necessários, não foram retornados pelo servidor!',
    );
  });
});
