import type { kit } from '../i18n/pt-BR/kit';
import { translate } from '../i18n/baseTranslate';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the `kit` namespace, without the `kit.` prefix. */
export type KitKey = Leaves<typeof kit>;

/** Kit text for pieces that must work outside react-admin (no i18nProvider there). */
export function kitText(key: KitKey, vars?: Record<string, string | number>): string {
  return translate(`kit.${key}`, vars);
}
