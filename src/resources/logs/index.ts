import TerminalIcon from '@mui/icons-material/Terminal';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** The Logs resource (/logs, permission logs), declared on its line of src/routes/routeTable.ts; its list loads on first use. */
export const logsResource = {
  name: 'logs',
  list: lazyScreen(() => import('./LogList'), 'LogList'),
  icon: TerminalIcon,
  recordRepresentation: (record: { text?: string }) => record.text ?? '',
} satisfies ResourceProps;
