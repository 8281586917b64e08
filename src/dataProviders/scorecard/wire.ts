/**
 * Wire shapes of the scorecard calls (spec part 3, sections 3 and 7), legacy REST API (`apiUrl('legacy', …)`). The spec
 * names "GET scorecard embed data by supplier" without its path: the paths are fixed here, once, for the client and the
 * mock alike (docs/decisions.md, "Issue 19 — score").
 */
export const SCORECARD_PATHS = {
  /** GET ?idFornecedor= → ScorecardEmbedAnswer. */
  embed: '/scorecard/embed',
  /**
   * GET `${report}/{ReportId}?embedToken=` → itens: ScorecardReportRow: the demo's own report, the EmbedUrl the mock
   * answers (a real server answers a Power BI URL instead).
   */
  report: '/scorecard/report',
} as const;

/** The embed data (spec part 3, section 3, "Scorecard response"); EmbedReport[0] is the report shown. */
export interface ScorecardEmbedAnswer {
  EmbedReport: { ReportId: string; EmbedUrl: string }[];
  EmbedToken: { Token: string };
}

/** One figure of the demo's report: the supplier's monthly values and the category's median of each month. */
export interface ScorecardIndicatorRow {
  /** One per month of `meses`; null where the month has nothing to measure (OTIF without deliveries due). */
  valores: (number | null)[];
  medianas: (number | null)[];
  /** The supplier's figure over the 12 months, and the median of its category's suppliers over the same months. */
  periodo: number | null;
  medianaPeriodo: number | null;
}

export type ScorecardIndicatorCode = 'OTIF' | 'ENTREGAS_NO_PRAZO' | 'DESCONTO_NO_SHOW' | 'DESCONTO_ALTERACAO_TARDIA' | 'DIAS_ATRASO';

export interface ScorecardReportRow {
  idFornecedor: number;
  nmFornecedor: string;
  /** The supplier's category: M furniture, A accessories (the median is of the suppliers of the same one). */
  categoria: 'M' | 'A';
  /** 'yyyy-MM', oldest first: the 12 months up to the current one. */
  meses: string[];
  indicadores: Record<ScorecardIndicatorCode, ScorecardIndicatorRow>;
}
