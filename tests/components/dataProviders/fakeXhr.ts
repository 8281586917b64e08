import { vi } from 'vitest';

/**
 * A controllable XMLHttpRequest: it records what the code under test sent, and the test fires
 * the upload progress, the answer or a network error by hand.
 */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];

  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  /** The whole body sent, then the server's answer (an object is sent as JSON). */
  respond(status: number, body: unknown = { status: true }): void {
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new ProgressEvent('load'));
  }

  failNetwork(): void {
    this.dispatchEvent(new ProgressEvent('error'));
  }
}

/** Installs FakeXhr as the global XMLHttpRequest; call in beforeEach, with vi.unstubAllGlobals() after. */
export function installFakeXhr(): void {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was opened');
  return xhr;
}
