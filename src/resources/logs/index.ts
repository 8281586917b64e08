import TerminalIcon from '@mui/icons-material/Terminal';
import type { ResourceProps } from 'react-admin';
import { LogList } from './LogList';

/** The Logs resource (/logs, permission logs), registered in src/routes/screens.ts RESOURCES. */
export const logsResource = {
  name: 'logs',
  list: LogList,
  icon: TerminalIcon,
  recordRepresentation: (record: { DS_LOG?: string }) => record.DS_LOG ?? '',
} satisfies ResourceProps;

export default logsResource;
