import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useEffectEvent, useState } from 'react';
import { isViewableUrl } from '../files/safeUrl';
import { PdfDocumentView } from './PdfDocumentView';
import { pdfFileName } from './pdfFileName';
import { PdfProgress } from './PdfProgress';
import type { PageSize, PdfSource, PdfViewerProps } from './pdfTypes';
import { PdfUnsupported } from './PdfUnsupported';

GlobalWorkerOptions.workerSrc = workerUrl;
/*
 * One worker for every document, started when this module loads: a screen that preloads the viewer (the signing page)
 * has it ready while its document is still being fetched, instead of starting it after. It is handed to each document
 * as its own `worker`, which destroying a document leaves running. Shared through GlobalWorkerOptions.workerPort
 * instead, it went down with the first document destroyed, and pdf.js refused the next one until then ("the worker
 * is being destroyed"): on a busy machine a replaced protocol showed as not viewable.
 */
const worker = typeof Worker !== 'undefined' ? PDFWorker.create({ port: new Worker(workerUrl, { type: 'module' }) }) : undefined;

async function loadParams(src: PdfSource) {
  // isEvalSupported: false closes pdf.js's font-code eval path (CVE-2024-4367 class of bugs).
  const common = { isEvalSupported: false, enableXfa: false, ...(worker && { worker }) };
  if (typeof src === 'string') {
    if (!isViewableUrl(src)) throw new Error('URL de PDF não permitida');
    return { ...common, url: src.trim() };
  }
  // pdf.js transfers the buffer to its worker; copy so the caller's bytes stay usable. The type tests
  // are not instanceof, which fails for bytes made in another realm (a frame, a worker, jsdom).
  if (ArrayBuffer.isView(src)) return { ...common, data: src.slice() };
  if ('byteLength' in src) return { ...common, data: new Uint8Array(src.slice(0)) };
  return { ...common, data: new Uint8Array(await src.arrayBuffer()) };
}

type Loaded = { src: PdfSource; doc: PDFDocumentProxy; firstPage: PageSize } | { src: PdfSource; doc: null };

/** Loads a PDF and shows it. Loaded lazily by PdfViewer; the only runtime importer of pdfjs-dist. */
export default function PdfCanvas({ src, fileName, onError, onPageSeen }: PdfViewerProps) {
  // Keyed by src so that a new src shows the progress again without a synchronous reset.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const fail = (error: unknown) => {
    setLoaded({ src, doc: null });
    onError?.(error);
  };
  const failFromEffect = useEffectEvent(fail);

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    Promise.resolve()
      .then(() => loadParams(src))
      .then(async (params) => {
        if (cancelled) return null;
        task = getDocument(params);
        const doc = await task.promise;
        // Every page waits in a box of the first page's size until drawn, so the scrollbar is right from the start.
        const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
        return { doc, firstPage: { width, height } };
      })
      .then(
        (result) => {
          if (!cancelled && result) setLoaded({ src, ...result });
        },
        (error: unknown) => {
          if (!cancelled) failFromEffect(error);
        },
      );
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [src]);

  if (!loaded || loaded.src !== src) return <PdfProgress />;
  if (!loaded.doc) return <PdfUnsupported />;
  return <PdfDocumentView doc={loaded.doc} firstPage={loaded.firstPage} fileName={pdfFileName(src, fileName)} onError={fail} onPageSeen={onPageSeen} />;
}
