import { translate } from '../../i18n/translate';

/** The two kinds the Logs screen shows (spec part 1, "Logs"): a type containing 'I' is an audit line, anything else an error. */
export type LogKind = 'audit' | 'error';

/** 'audit' when DS_TIPO contains an upper-case 'I' (info lines), else 'error' (W, E, empty, unknown). */
export function logKind(dsTipo: unknown): LogKind {
  return typeof dsTipo === 'string' && dsTipo.includes('I') ? 'audit' : 'error';
}

/** The i18n key of the kind's label ('Auditória' / 'Erro'). */
export const logKindKey = (dsTipo: unknown): string => `resources.logs.types.${logKind(dsTipo)}`;

/** 'Auditória' or 'Erro'. */
export const logTypeLabel = (dsTipo: unknown): string => translate(logKindKey(dsTipo));

/** The server's DS_TIPO values behind each kind (the Tipo filter sends these as `tipo`). */
export const LOG_KIND_TYPES: Record<LogKind, readonly string[]> = {
  audit: ['I'],
  error: ['W', 'E'],
};
