import TerminalIcon from '@mui/icons-material/Terminal';
import type { RouteLine } from '../../kit/routing/routeLine';
import { logsResource } from './index';

/** The permission logs. */
export const logsRoutes: readonly RouteLine[] = [{ path: '/logs', access: ['logs'], resource: logsResource, menu: { label: 'logs', icon: TerminalIcon, position: 27 } }];
