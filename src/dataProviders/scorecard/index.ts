import type { DataProvider } from 'react-admin';
import { apiUrl } from '../../config';
import {
  embedKind,
  SCORECARD_RESOURCE,
  type FigureKey,
  type FigureSeries,
  type ScorecardMethods,
  type ScorecardReport,
} from '../../custom/scorecard/scorecard';
import { withCustomMethods } from '../core/customMethods';
import { translate } from '../../i18n/translate';
import { ApiError, missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { assertLegacyOk, legacyItems } from '../core/legacyEnvelope';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { SCORECARD_PATHS, type ScorecardEmbedAnswer, type ScorecardIndicatorCode, type ScorecardIndicatorRow, type ScorecardReportRow } from './wire';

/** The demo's own report address: an EmbedUrl under it is drawn by the portal. */
const ownReportBase = (): string => `${apiUrl('legacy', SCORECARD_PATHS.report)}/`;

const INDICATORS: Record<FigureKey, ScorecardIndicatorCode> = {
  otif: 'OTIF',
  onTime: 'ENTREGAS_NO_PRAZO',
  noShowDiscount: 'DESCONTO_NO_SHOW',
  lateChangeDiscount: 'DESCONTO_ALTERACAO_TARDIA',
  delayDays: 'DIAS_ATRASO',
};

const isValue = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

function toSeries(row: ScorecardIndicatorRow | undefined, months: number, body: unknown): FigureSeries {
  const fine =
    row &&
    Array.isArray(row.valores) &&
    Array.isArray(row.medianas) &&
    row.valores.length === months &&
    row.medianas.length === months &&
    [...row.valores, ...row.medianas, row.periodo, row.medianaPeriodo].every(isValue);
  if (!fine) throw missingFieldsError(body);
  return { values: row.valores, medians: row.medianas, period: row.periodo, periodMedian: row.medianaPeriodo };
}

function toReport(body: unknown): ScorecardReport {
  const row = legacyItems<Partial<ScorecardReportRow>>(body);
  if (typeof row.idFornecedor !== 'number' || !Array.isArray(row.meses) || !row.indicadores) throw missingFieldsError(body);
  const months = row.meses.map(String);
  const indicators = row.indicadores;
  const figures = Object.fromEntries(
    (Object.keys(INDICATORS) as FigureKey[]).map((key) => [key, toSeries(indicators[INDICATORS[key]], months.length, body)]),
  ) as Record<FigureKey, FigureSeries>;
  return { supplierId: row.idFornecedor, supplierName: String(row.nmFornecedor ?? ''), months, figures };
}

const methods: { [Name in keyof ScorecardMethods]: ScorecardMethods[Name] } = {
  embed: async (_resource, { supplierId }) => {
    const { body } = await request(SCORECARD_PATHS.embed, { query: { idFornecedor: supplierId } });
    const answer = assertLegacyOk(body) as Partial<ScorecardEmbedAnswer>;
    const report = Array.isArray(answer.EmbedReport) ? answer.EmbedReport[0] : undefined;
    const token = answer.EmbedToken?.Token;
    if (!report || typeof report.ReportId !== 'string' || typeof report.EmbedUrl !== 'string' || typeof token !== 'string') throw missingFieldsError(body);
    return { reportId: report.ReportId, embedUrl: report.EmbedUrl, token, kind: embedKind(report.EmbedUrl, ownReportBase()) };
  },
  report: async (_resource, { embedUrl, token }) => {
    // Only the demo's own report address: the session's token never goes to another server.
    if (embedKind(embedUrl, ownReportBase()) !== 'builtIn') throw new ApiError('shape', translate('pages.scorecard.urlRefused'));
    const path = new URL(embedUrl).pathname.slice(new URL(apiUrl('legacy')).pathname.replace(/\/$/, '').length);
    const { body } = await request(path, { query: { embedToken: token } });
    return toReport(body);
  },
};

/** Resource `scorecard`: the embed data and the demo's own report. */
export const scorecardProvider = withCustomMethods(methodsOnlyResource(SCORECARD_RESOURCE), methods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  [SCORECARD_RESOURCE]: scorecardProvider as DataProvider,
};
