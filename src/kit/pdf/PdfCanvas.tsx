import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isViewableUrl } from '../files/safeUrl';
import { kitText } from '../kitText';
import { PdfProgress } from './PdfProgress';
import type { PdfSource, PdfViewerProps } from './pdfTypes';
import { PdfUnsupported } from './PdfUnsupported';

GlobalWorkerOptions.workerSrc = workerUrl;

const SCALE = 1.5;

function loadParams(src: PdfSource) {
  // isEvalSupported: false closes pdf.js's font-code eval path (CVE-2024-4367 class of bugs).
  const common = { isEvalSupported: false, enableXfa: false };
  if (typeof src === 'string') {
    if (!isViewableUrl(src)) throw new Error('URL de PDF não permitida');
    return { ...common, url: src.trim() };
  }
  // pdf.js transfers the buffer to its worker; copy so the caller's bytes stay usable.
  return { ...common, data: src instanceof Uint8Array ? src.slice() : new Uint8Array(src.slice(0)) };
}

type Loaded = { src: PdfSource; doc: PDFDocumentProxy } | { src: PdfSource; doc: null };

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  onError: (error: unknown) => void;
}

function PdfPage({ doc, pageNumber, onError }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    (async () => {
      const page = await doc.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const viewport = page.getViewport({ scale: SCALE });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.maxWidth = `${Math.floor(viewport.width)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancelRender = () => task.cancel();
      await task.promise;
    })().catch((error: unknown) => {
      if (!cancelled) reportError(error);
    });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, pageNumber]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={kitText('pdf.page', { page: pageNumber, total: doc.numPages })}
      sx={{ display: 'block', width: '100%', height: 'auto', mx: 'auto', boxShadow: 1 }}
    />
  );
}

/** Renders every page of a PDF to canvases. Loaded lazily by PdfViewer; the only pdfjs-dist importer. */
export default function PdfCanvas({ src, onError }: PdfViewerProps) {
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
      .then(() => {
        if (cancelled) return null;
        task = getDocument(loadParams(src));
        return task.promise;
      })
      .then(
        (doc) => {
          if (!cancelled && doc) setLoaded({ src, doc });
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
  const { doc } = loaded;
  if (!doc) return <PdfUnsupported />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {kitText('pdf.pages', { count: doc.numPages })}
      </Typography>
      {Array.from({ length: doc.numPages }, (_, index) => (
        <PdfPage key={index + 1} doc={doc} pageNumber={index + 1} onError={fail} />
      ))}
    </Box>
  );
}
