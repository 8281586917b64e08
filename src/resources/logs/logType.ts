import { translate } from '../../i18n/translate';
import { logKind } from './logs';

/** The i18n key of the kind's label ('Auditória' / 'Erro'). */
export const logKindKey = (type: unknown): string => `resources.logs.types.${logKind(type)}`;

/** 'Auditória' or 'Erro'. */
export const logTypeLabel = (type: unknown): string => translate(logKindKey(type));
