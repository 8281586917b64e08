import { translate } from '../../i18n/translate';
import { logKind } from './logs';

/** The i18n key of the kind's label ('Auditória' / 'Erro'). */
export const logKindKey = (dsTipo: unknown): string => `resources.logs.types.${logKind(dsTipo)}`;

/** 'Auditória' or 'Erro'. */
export const logTypeLabel = (dsTipo: unknown): string => translate(logKindKey(dsTipo));
