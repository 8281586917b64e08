import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

const notePreview = lazyScreen(() => import('./PreviaNotaPage'), 'PreviaNotaPage');

/**
 * 'Prévia Nota' (spec part 3, section 2, no route or permission given): /previaNota (`pathTo('previaNota')`) under the
 * quality group, for holders of qualidade (docs/decisions.md, "Issue 19 — logi").
 */
export const previaNotaRoutes: readonly RouteLine[] = [
  {
    path: '/previaNota',
    name: 'previaNota',
    access: ['qualidade'],
    screen: notePreview,
    menu: { label: 'notePreview', icon: ReceiptIcon, position: 12.5, group: 'quality' },
  },
];
