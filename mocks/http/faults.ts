/**
 * The fault switch: makes one endpoint fail the way the error catalogue expects, so that tests and
 * developers can reproduce every failure. Keys are 'METHOD /path' as the browser sends them
 * (e.g. 'GET /api/legacy/permissaoFuncionalidade/checkPermission'); '*' as the path matches every call.
 * GraphQL operations share one URL, so theirs are keyed 'GRAPHQL <operationName>' ('GRAPHQL *' for all).
 */
export interface Fault {
  /** Answer with this HTTP status (and `body`, or a generic failure body). */
  status?: number;
  /** Answer HTTP 200 with { status: false, message: 'Token inválido!' }. */
  tokenInvalid?: boolean;
  /** Answer HTTP 406. */
  status406?: boolean;
  /** Wait this long before answering (past a call's timeout to reproduce it). */
  delayMs?: number;
  /** Answer this body (with `status` or 200): e.g. {} for an unexpected shape. */
  body?: unknown;
  /** Answer this text as an HTML page (text/html, with `status` or 200): what a proxy or a login wall sends back. */
  html?: string;
  /** Answer with no body at all (with `status` or 200). */
  empty?: boolean;
  /** No answer at all: the connection fails (the browser's fetch rejects), as when the network or the server is down. */
  network?: boolean;
  /** Fail only this many times, then behave again. */
  times?: number;
  /** Let this many calls through first (`after: 1` fails the second upload). */
  after?: number;
}

/** The answer of a fault that replaces the body with something that is not JSON (an HTML page, nothing), or no answer. */
export function bodylessAnswer(fault: Fault): Response | undefined {
  if (fault.network) return Response.error();
  const status = fault.status ?? 200;
  if (fault.html !== undefined) return new Response(fault.html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  if (fault.empty) return new Response(null, { status });
  return undefined;
}

const faults = new Map<string, Fault>();

export function setFault(key: string, fault: Fault): void {
  faults.set(key, { ...fault });
}

export function clearFaults(): void {
  faults.clear();
}

export function takeFault(method: string, pathname: string): Fault | undefined {
  const key = [`${method} ${pathname}`, `${method} *`, `* *`].find((candidate) => faults.has(candidate));
  return take(key);
}

export function takeGraphqlFault(operationName: string): Fault | undefined {
  const key = [`GRAPHQL ${operationName}`, 'GRAPHQL *'].find((candidate) => faults.has(candidate));
  return take(key);
}

function take(key: string | undefined): Fault | undefined {
  if (!key) return undefined;
  const fault = faults.get(key)!;
  if (fault.after !== undefined && fault.after > 0) {
    fault.after -= 1;
    return undefined;
  }
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.delete(key);
  }
  return fault;
}
