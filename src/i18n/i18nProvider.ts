import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBR } from './messages';

/** Every key that was asked for and had no message (tests assert it stays empty). */
export const missingKeys = new Set<string>();

export const i18nProvider = polyglotI18nProvider(() => ptBR, 'pt-BR', [{ locale: 'pt-BR', name: 'Português (Brasil)' }], {
  allowMissing: true,
  onMissingKey: (key: string): string => {
    missingKeys.add(key);
    return key;
  },
});
