import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces one export of an app module with a stand-in for every test of the calling file, and puts the real one back
 * after each test. What `vi.mock` did, without a module graph of the file's own: the dom project's files share their
 * modules (isolate: false), and a vi.mock'ed file had to run in a worker of its own that imported the whole app again
 * (4–7 s of CPU each). Vitest's modules export live bindings through getters on the module object, and an importer
 * reads the binding at each use (`<PdfViewer />` is `module.PdfViewer` at render time), so a spy on the getter reaches
 * every importer — the module's own code excepted, as with vi.mock. A module that copies the export into a value of its
 * own at load time (a table built from it) does not see the stand-in: use this only for exports read at use time.
 */
export function standIn<M extends object, K extends keyof M & string>(module: M, name: K, value: () => M[K]): void {
  beforeEach(() => {
    vi.spyOn(module as Record<string, unknown>, name, 'get').mockImplementation(value);
  });
  afterEach(() => {
    // A file's own vi.restoreAllMocks() may have put it back already: restoring twice is harmless.
    vi.mocked(Object.getOwnPropertyDescriptor(module, name)?.get as (() => unknown) | undefined)?.mockRestore?.();
  });
}
