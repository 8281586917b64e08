import type { ApiError } from './errors';

/**
 * The HTTP layer knows nothing of screens: it announces session-level failures here
 * and the shell (login entry or react-admin app) decides how to show them.
 */
type Listener = (error: ApiError) => void;

const listeners = new Set<Listener>();

export function onSessionFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionFailure(error: ApiError): void {
  listeners.forEach((listener) => listener(error));
}
