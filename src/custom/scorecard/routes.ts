import BarChartIcon from '@mui/icons-material/BarChart';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

const scorecard = lazyScreen(() => import('./ScorecardPage'), 'ScorecardPage');

/** Scorecard (spec part 3, section 2): /scorecard (`pathTo('scorecard')`); admin-scorecard picks the supplier. */
export const scorecardRoutes: readonly RouteLine[] = [
  {
    path: '/scorecard',
    name: 'scorecard',
    access: ['user-scorecard'],
    inside: ['admin-scorecard'],
    screen: scorecard,
    menu: { label: 'scorecard', icon: BarChartIcon, position: 20 },
  },
];
