import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { translate } from '../../../src/i18n/translate';

const KEYS = ['pages.home.cards.newCount', 'pages.home.pendencias.days', 'ra.action.bulk_actions', 'ra.notification.deleted', 'app.title'];

describe('translate() outside react-admin', () => {
  it.each(KEYS)('agrees with the polyglot provider on %s for 0, 1, 2 and 15', (key) => {
    for (const smart_count of [0, 1, 2, 15]) {
      expect(translate(key, { smart_count })).toBe(i18nProvider.translate(key, { smart_count }));
    }
  });

  it('picks the singular only for 1 and interpolates the count', () => {
    expect(translate('pages.home.cards.newCount', { smart_count: 1 })).toBe('1 item novo');
    expect(translate('pages.home.cards.newCount', { smart_count: 3 })).toBe('3 itens novos');
    expect(translate('pages.home.cards.newCount', { smart_count: 0 })).toBe('0 itens novos');
  });

  it('keeps the first form without a count and the key when unknown', () => {
    expect(translate('ra.action.bulk_actions')).toBe('1 item selecionado');
    expect(translate('app.nope')).toBe('app.nope');
  });
});
