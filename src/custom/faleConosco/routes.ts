import ContactMailIcon from '@mui/icons-material/ContactMail';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';

const contactUs = lazyScreen(() => import('./ContactPage'), 'ContactPage');

/** "Fale conosco"'s route line (spec part 1 menu table: fale-conosco; the spec's URL is /contact). */
export const faleConoscoRoutes: readonly RouteLine[] = [
  { path: '/contact', name: 'faleConosco', access: ['fale-conosco'], screen: contactUs, menu: { label: 'contactUs', icon: ContactMailIcon, position: 21 } },
];
