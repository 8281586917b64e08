import { db } from '../../../mocks/db/db';
import { scorecardReport } from '../../../mocks/scorecard/figures';
import { SCORECARD_MESSAGES } from '../../../mocks/scorecard/handlers';
import { apiUrl } from '../../../src/config';
import { SCORECARD_PATHS, type ScorecardEmbedAnswer, type ScorecardReportRow } from '../../../src/dataProviders/scorecard/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { accountTokens } from '../../helpers/mockApi';

const session = accountTokens();

async function getAs<T>(account: AccountName, url: string): Promise<{ status: number; body: T & { status: boolean; message: string } }> {
  const response = await fetch(url, { headers: { 'User-Token': await session(account) } });
  return { status: response.status, body: (await response.json()) as T & { status: boolean; message: string } };
}

const embedAs = (account: AccountName, supplier?: string) =>
  getAs<ScorecardEmbedAnswer>(account, `${apiUrl('legacy', SCORECARD_PATHS.embed)}${supplier === undefined ? '' : `?idFornecedor=${supplier}`}`);

const reportAs = (account: AccountName, embedUrl: string, token: string) =>
  getAs<{ itens: ScorecardReportRow }>(account, `${embedUrl}?embedToken=${encodeURIComponent(token)}`);

describe('scorecard mock: embed data', () => {
  it("a supplier gets its own report's embed data (an EmbedUrl of the demo's own report) and its figures with the token", async () => {
    const { status, body } = await embedAs('moveis');
    expect(status).toBe(200);
    const [report] = body.EmbedReport;
    expect(report).toEqual({ ReportId: 'scorecard-1000001', EmbedUrl: apiUrl('legacy', '/scorecard/report/scorecard-1000001') });
    expect(body.EmbedToken.Token).toMatch(/^[0-9a-f]{48}$/);

    const figures = await reportAs('moveis', report.EmbedUrl, body.EmbedToken.Token);
    expect(figures.status).toBe(200);
    expect(figures.body.itens).toEqual(scorecardReport(db.tables, 1000001, new Date()));
    expect(figures.body.itens.nmFornecedor).toBe(ACCOUNTS.moveis.nome);
    expect(figures.body.itens.indicadores.OTIF.valores.filter((value) => value !== null).length).toBeGreaterThanOrEqual(10);
    // Its own id, or 0, are its own.
    expect((await embedAs('moveis', '1000001')).status).toBe(200);
    expect((await embedAs('moveis', '0')).status).toBe(200);
  });

  it('a supplier asking for another supplier is refused, on the embed call and on the report call', async () => {
    const other = await embedAs('moveis', '2000001');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ status: false, message: SCORECARD_MESSAGES.otherSupplier });

    // A token of its own report does not open another supplier's.
    const own = await embedAs('moveis');
    const foreign = await reportAs('moveis', apiUrl('legacy', '/scorecard/report/scorecard-2000001'), own.body.EmbedToken.Token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(SCORECARD_MESSAGES.otherSupplier);
  });

  it('admin-scorecard holders ask for any supplier and must name one', async () => {
    const picked = await embedAs('sourcing', '2000001');
    expect(picked.status).toBe(200);
    expect(picked.body.EmbedReport[0].ReportId).toBe('scorecard-2000001');
    const report = await reportAs('sourcing', picked.body.EmbedReport[0].EmbedUrl, picked.body.EmbedToken.Token);
    expect(report.status).toBe(200);
    expect(report.body.itens.categoria).toBe('A');

    expect((await embedAs('sourcing')).body.message).toBe(SCORECARD_MESSAGES.supplierRequired);
    expect((await embedAs('sourcing', '0000001')).status).toBe(404);
    expect((await embedAs('sourcing', '12ab')).status).toBe(400);
  });

  it('the report call checks the embed token it issued: for that report, to that user, not a made-up one', async () => {
    const embed = await embedAs('sourcing', '1000001');
    const { EmbedUrl } = embed.body.EmbedReport[0];
    const token = embed.body.EmbedToken.Token;

    for (const bad of ['', 'made-up-token', token.slice(1)]) {
      const answer = await reportAs('sourcing', EmbedUrl, bad);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ status: false, message: SCORECARD_MESSAGES.badToken });
    }
    // The token of 1000001's report does not open 2000001's.
    const another = await reportAs('sourcing', apiUrl('legacy', '/scorecard/report/scorecard-2000001'), token);
    expect(another.body.message).toBe(SCORECARD_MESSAGES.badToken);
    // Issued to 0000003: 1000001's own session cannot use it.
    const stolen = await reportAs('moveis', EmbedUrl, token);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(SCORECARD_MESSAGES.badToken);
    // An expired token is refused.
    db.tables.scorecardTokens.forEach((row) => (row.expiresAt = new Date(Date.now() - 1000).toISOString()));
    expect((await reportAs('sourcing', EmbedUrl, token)).body.message).toBe(SCORECARD_MESSAGES.badToken);
  });

  it("without a session, nothing; 0000002's admin-scorecard asks for any supplier as well", async () => {
    const response = await fetch(apiUrl('legacy', SCORECARD_PATHS.embed));
    expect(response.status).toBe(401);
    const comercial = await embedAs('comercial', '1000001');
    expect(comercial.status).toBe(200);
  });
});
