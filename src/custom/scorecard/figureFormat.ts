import { formatMoney, formatNumber, formatPercent } from '../../i18n/format';
import { FIGURE_RULES, type FigureKey } from './scorecard';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '2026-03' → '03/2026'. */
export const monthLabel = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** A figure's value in its unit: '87,5%', '12', 'R$ 1.234,50', '3,5 dias'; no value: 'Sem entregas'. */
export function figureValue(figure: FigureKey, value: number | null, translate: Translate): string {
  if (value === null) return translate('pages.scorecard.noValue');
  switch (FIGURE_RULES[figure].unit) {
    case 'percent':
      return formatPercent(value, 1);
    case 'money':
      return formatMoney(value);
    case 'days':
      return translate('pages.scorecard.units.days', { value: formatNumber(value, 1) });
    default:
      return formatNumber(value, 0);
  }
}

/** A change per month in the figure's unit: '1,2 p.p.', 'R$ 35,10', '0,4 entregas', '0,3 dias'. */
export function figureChange(figure: FigureKey, change: number, translate: Translate): string {
  const size = Math.abs(change);
  switch (FIGURE_RULES[figure].unit) {
    case 'percent':
      return translate('pages.scorecard.units.percent', { value: formatNumber(size, 1) });
    case 'money':
      return formatMoney(size);
    case 'days':
      return translate('pages.scorecard.units.days', { value: formatNumber(size, 1) });
    default:
      return translate('pages.scorecard.units.count', { value: formatNumber(size, 1) });
  }
}
