import type { ErrorInfo } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface RaErrorPageProps {
  error: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

function describe(error: unknown, errorInfo?: ErrorInfo): string {
  const head = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return errorInfo?.componentStack ? `${head}\n${errorInfo.componentStack}` : head;
}

/**
 * `<Admin error={RaErrorPage}>` (and Layout's `error`). Uses the standalone screen on purpose:
 * it must render even when the failure comes from react-admin's own providers.
 */
export function RaErrorPage({ error, errorInfo, resetErrorBoundary }: RaErrorPageProps) {
  return (
    <ErrorScreen
      detail={describe(error, errorInfo)}
      onRetry={resetErrorBoundary ? () => resetErrorBoundary() : undefined}
    />
  );
}
