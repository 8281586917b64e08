import type { ApiName } from '../../config';

/**
 * The HTTP client announces every failed call here (the remote log writes an error line for it).
 * Calls to the log endpoint itself are never announced, so logging a failure can never log again.
 */
export interface RequestFailure {
  api: ApiName;
  method: string;
  /** The path as the caller gave it (may hold a query string). */
  path: string;
  /** What the call threw: an ApiError, or the caller's own abort. */
  error: unknown;
}

type Listener = (failure: RequestFailure) => void;

const listeners = new Set<Listener>();

export function onRequestFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The log endpoint: GET /log (the Logs screen) and POST /log (the remote log). */
export function isLogPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return clean === '/log' || clean.startsWith('/log/');
}

/** Tells every listener; a listener that throws never breaks the call that failed, nor the other listeners. */
export function emitRequestFailure(failure: RequestFailure): void {
  if (isLogPath(failure.path)) return;
  listeners.forEach((listener) => {
    try {
      listener(failure);
    } catch {
      // Listeners are fire-and-forget observers.
    }
  });
}
