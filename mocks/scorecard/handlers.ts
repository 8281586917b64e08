import { apiUrl } from '../../src/config';
import { SCORECARD_PATHS, type ScorecardEmbedAnswer } from '../../src/dataProviders/scorecard/wire';
import { db } from '../db/db';
import { newToken } from '../db/ids';
import { endpoint, fail, ok, type Caller } from '../http/endpoint';
import { scorecardReport } from './figures';

const SCORECARD = { permission: 'user-scorecard' } as const;
/** Power BI's embed tokens last an hour; so do the demo's. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const SCORECARD_MESSAGES = {
  notDigits: (value: string) => `O parâmetro idFornecedor deve conter apenas números (recebido '${value}').`,
  supplierRequired: 'Informe o fornecedor.',
  otherSupplier: 'Fornecedor sem permissão para acessar o scorecard de outro fornecedor.',
  supplierUnknown: 'Fornecedor não encontrado.',
  reportUnknown: 'Relatório não encontrado.',
  badToken: 'Token de incorporação inválido ou expirado para este relatório.',
} as const;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function refusing(answer: () => Response): Response {
  try {
    return answer();
  } catch (error) {
    if (error instanceof Refusal) return fail(error.status, error.message);
    throw error;
  }
}

/** The report of a supplier names it: 'scorecard-1000001'. */
const reportIdOf = (supplierId: number): string => `scorecard-${supplierId}`;

/**
 * The supplier a scorecard call is about: admin-scorecard holders ask for any supplier (and must name one); anyone
 * else gets their own, and asking for another supplier is refused.
 */
function scorecardSupplier(caller: Caller, requested: string | null): number {
  const text = requested?.trim() ?? '';
  if (text !== '' && !/^\d+$/.test(text)) throw new Refusal(400, SCORECARD_MESSAGES.notDigits(text));
  const id = text === '' ? 0 : Number(text);
  let supplierId: number;
  if (caller.permissions.has('admin-scorecard')) {
    if (!id) throw new Refusal(400, SCORECARD_MESSAGES.supplierRequired);
    supplierId = id;
  } else {
    supplierId = Number(caller.user.codigo);
    if (id && id !== supplierId) throw new Refusal(403, SCORECARD_MESSAGES.otherSupplier);
  }
  if (!db.tables.pessoas.some((row) => Number(row.codigo) === supplierId && row.supplierType !== null)) {
    throw new Refusal(404, SCORECARD_MESSAGES.supplierUnknown);
  }
  return supplierId;
}

function issueToken(caller: Caller, reportId: string): string {
  const now = Date.now();
  const tokens = db.tables.scorecardTokens;
  // Expired tokens go as new ones are issued: the table stays small.
  const live = tokens.filter((row) => Date.parse(row.expiresAt) > now);
  const token = newToken();
  live.push({ token, reportId, codigo: caller.user.codigo, expiresAt: new Date(now + TOKEN_LIFETIME_MS).toISOString() });
  tokens.splice(0, tokens.length, ...live);
  db.touch('scorecardTokens');
  return token;
}

const tokenFits = (caller: Caller, reportId: string, token: string | null): boolean =>
  !!token &&
  db.tables.scorecardTokens.some(
    (row) => row.token === token && row.reportId === reportId && row.codigo === caller.user.codigo && Date.parse(row.expiresAt) > Date.now(),
  );

export const scorecardHandlers = [
  /** GET ?idFornecedor=: the embed data of the supplier's scorecard, pointing at the demo's own report. */
  endpoint('get', 'legacy', SCORECARD_PATHS.embed, SCORECARD, ({ url, caller }) =>
    refusing(() => {
      const supplierId = scorecardSupplier(caller, url.searchParams.get('idFornecedor'));
      const reportId = reportIdOf(supplierId);
      const answer: ScorecardEmbedAnswer = {
        EmbedReport: [{ ReportId: reportId, EmbedUrl: apiUrl('legacy', `${SCORECARD_PATHS.report}/${reportId}`) }],
        EmbedToken: { Token: issueToken(caller, reportId) },
      };
      return ok({ ...answer });
    }),
  ),

  /** GET `${report}/{ReportId}?embedToken=`: the supplier's figures, with the embed token issued for that report. */
  endpoint('get', 'legacy', `${SCORECARD_PATHS.report}/:reportId`, SCORECARD, ({ url, params, caller }) =>
    refusing(() => {
      const reportId = String(params.reportId);
      const named = /^scorecard-(\d+)$/.exec(reportId);
      if (!named) throw new Refusal(404, SCORECARD_MESSAGES.reportUnknown);
      const supplierId = scorecardSupplier(caller, named[1]);
      if (!tokenFits(caller, reportId, url.searchParams.get('embedToken'))) throw new Refusal(403, SCORECARD_MESSAGES.badToken);
      return ok({ itens: { ...scorecardReport(db.tables, supplierId, new Date()) } });
    }),
  ),
];
