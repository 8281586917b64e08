import TerminalIcon from '@mui/icons-material/Terminal';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The Logs resource (/logs, permission logs), declared on its line of src/routes/routeTable.ts; its list loads on first use. */
export const logsResource = {
  name: 'logs',
  list: lazy(() => import('./LogList').then((module) => ({ default: module.LogList }))),
  icon: TerminalIcon,
  recordRepresentation: (record: { text?: string }) => record.text ?? '',
} satisfies ResourceProps;
