import type { CustomMethod } from '../../types/providerMethods';

/** The scorecard's resource (custom methods only). */
export const SCORECARD_RESOURCE = 'scorecard';

/**
 * How the report is shown: through Power BI's own library, as the demo's own report drawn by the portal, or not at
 * all (an address neither of them: the screen says so).
 */
export type EmbedKind = 'powerbi' | 'builtIn' | 'refused';

/** The embed data of a supplier's scorecard (spec part 3, section 3: EmbedReport[0] and EmbedToken.Token). */
export interface ScorecardEmbed {
  reportId: string;
  embedUrl: string;
  token: string;
  kind: EmbedKind;
}

const isPowerBiHost = (host: string): boolean => host === 'app.powerbi.com' || host.endsWith('.powerbi.com');

/**
 * The kind of an embed URL: https on app.powerbi.com or another *.powerbi.com host is Power BI's; a report under the
 * demo's own report address (`ownReportBase`, ending in '/') is drawn by the portal; anything else is refused.
 */
export function embedKind(url: string, ownReportBase: string): EmbedKind {
  let parsed: URL;
  let own: URL;
  try {
    parsed = new URL(url);
    own = new URL(ownReportBase);
  } catch {
    return 'refused';
  }
  if (parsed.username || parsed.password) return 'refused';
  if (parsed.protocol === 'https:' && isPowerBiHost(parsed.hostname.toLowerCase())) return 'powerbi';
  const rest = parsed.pathname.startsWith(own.pathname) ? parsed.pathname.slice(own.pathname.length) : '';
  const isOwn = parsed.origin === own.origin && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^[\w-]+$/.test(rest);
  return isOwn && !parsed.search && !parsed.hash ? 'builtIn' : 'refused';
}

/** The report's figures, in the order the screen shows them. */
export const FIGURES = ['otif', 'onTime', 'noShowDiscount', 'lateChangeDiscount', 'delayDays'] as const;
export type FigureKey = (typeof FIGURES)[number];

/** How a figure's value reads: a percentage, a count, an amount in reais, or days. */
export type FigureUnit = 'percent' | 'count' | 'money' | 'days';

/** Per figure: its unit and whether more is better (OTIF, deliveries on time) or worse (discounts, delays). */
export const FIGURE_RULES: Record<FigureKey, { unit: FigureUnit; higherIsBetter: boolean }> = {
  otif: { unit: 'percent', higherIsBetter: true },
  onTime: { unit: 'count', higherIsBetter: true },
  noShowDiscount: { unit: 'money', higherIsBetter: false },
  lateChangeDiscount: { unit: 'money', higherIsBetter: false },
  delayDays: { unit: 'days', higherIsBetter: false },
};

/** A figure of the report: the supplier's value per month, its category's median per month, and both over the 12 months. */
export interface FigureSeries {
  values: (number | null)[];
  medians: (number | null)[];
  period: number | null;
  periodMedian: number | null;
}

export interface ScorecardReport {
  supplierId: number;
  supplierName: string;
  /** 'yyyy-MM', oldest first. */
  months: string[];
  figures: Record<FigureKey, FigureSeries>;
}

export interface ScorecardMethods {
  /** GET scorecard embed data by supplier (spec part 3, section 7). */
  embed: CustomMethod<{ supplierId: number }, ScorecardEmbed>;
  /** The demo's own report (an embed of kind 'builtIn'), read with the embed token it came with. */
  report: CustomMethod<{ embedUrl: string; token: string }, ScorecardReport>;
}

/** Below this change per month (in the figure's unit) a trend is flat. */
const FLAT_SLOPE: Record<FigureUnit, number> = { percent: 0.5, count: 0.1, money: 1, days: 0.1 };

export type Judgement = 'better' | 'worse' | 'same';

/**
 * The 12-month trend of a figure: the least-squares slope of its monthly values (months without a value left out),
 * per month, and whether it improves, worsens or stays level. Undefined with fewer than two values.
 */
export function trendOf(values: readonly (number | null)[], figure: FigureKey): { slope: number; judgement: Judgement } | undefined {
  const points = values.flatMap((value, index) => (value === null ? [] : [[index, value] as const]));
  if (points.length < 2) return undefined;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const slope = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / spread;
  const { unit, higherIsBetter } = FIGURE_RULES[figure];
  if (Math.abs(slope) < FLAT_SLOPE[unit]) return { slope, judgement: 'same' };
  return { slope, judgement: slope > 0 === higherIsBetter ? 'better' : 'worse' };
}

/** The supplier's 12-month figure against its category's median: better, worse or the same. Undefined without both. */
export function positionOf(series: Pick<FigureSeries, 'period' | 'periodMedian'>, figure: FigureKey): Judgement | undefined {
  const { period, periodMedian } = series;
  if (period === null || periodMedian === null) return undefined;
  if (period === periodMedian) return 'same';
  return period > periodMedian === FIGURE_RULES[figure].higherIsBetter ? 'better' : 'worse';
}
