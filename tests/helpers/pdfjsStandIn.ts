/**
 * What the dom project's workers load for `pdfjs-dist` (a resolve alias in vite.config.ts): pdf.js does not run in jsdom
 * (its canvas code needs DOMMatrix at import), so no jsdom test can load the real library. The calls go to the pdf.js
 * a test hands to `usePdfjs` — vi.fn()s that tell how the viewer used it — which is what `vi.mock('pdfjs-dist')` did,
 * without the module graph of its own that vi.mock costs (the dom project shares modules between files).
 */
interface Pdfjs {
  getDocument: (...args: never[]) => unknown;
  GlobalWorkerOptions: { workerSrc: string };
}

let current: Pdfjs | undefined;

/** pdf.js's worker settings: PdfCanvas sets workerSrc when it loads. */
export const GlobalWorkerOptions = { workerSrc: '' };

/** jsdom has no Worker: PdfCanvas never makes one, but imports the class. */
export const PDFWorker = {
  create: (): never => {
    throw new Error('pdf.js does not run in jsdom');
  },
};

export function getDocument(...args: never[]): unknown {
  if (!current) throw new Error('pdf.js does not run in jsdom: hand the test a stand-in with usePdfjs()');
  return current.getDocument(...args);
}

/** Makes `pdfjs` the library PdfCanvas calls, until the returned function is called. */
export function usePdfjs(pdfjs: Pdfjs): () => void {
  current = pdfjs;
  return () => {
    if (current === pdfjs) current = undefined;
  };
}
