import Box from '@mui/material/Box';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { kitText } from '../kitText';
import { canvasPixelRatio } from './pdfScale';
import type { PageSize } from './pdfTypes';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** Drawn only when near the view; otherwise an empty box of the page's size keeps the scrollbar right. */
  near: boolean;
  /** The first page's size: this page's place until its own size is known. */
  placeholder: PageSize;
  onError: (error: unknown) => void;
}

export function PdfPage({ doc, pageNumber, scale, near, placeholder, onError }: PdfPageProps) {
  const [size, setSize] = useState<PageSize | null>(null);
  const { width, height } = size ?? placeholder;
  return (
    <Box
      data-pdf-page={pageNumber}
      sx={{ flexShrink: 0, mx: 'auto', width: width * scale, height: height * scale, bgcolor: 'common.white', boxShadow: 1 }}
    >
      {near && (
        <PageCanvas
          doc={doc}
          pageNumber={pageNumber}
          scale={scale}
          onSize={(own) => setSize((known) => known ?? own)}
          onError={onError}
        />
      )}
    </Box>
  );
}

interface PageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  onSize: (size: PageSize) => void;
  onError: (error: unknown) => void;
}

function PageCanvas({ doc, pageNumber, scale, onSize, onError }: PageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reportSize = useEffectEvent(onSize);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let cancelled = false;
    let task: RenderTask | undefined;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      reportSize({ width: viewport.width / scale, height: viewport.height / scale });
      const ratio = canvasPixelRatio(viewport.width, viewport.height, window.devicePixelRatio || 1);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
    })().catch((error: unknown) => {
      if (!cancelled) reportError(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale]);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Frees the bitmap as soon as the page scrolls away: mobile browsers cap the memory of all canvases.
    return () => {
      if (!canvas) return;
      canvas.width = 0;
      canvas.height = 0;
    };
  }, []);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={kitText('pdf.page', { page: pageNumber, total: doc.numPages })}
      sx={{ display: 'block', width: '100%', height: '100%' }}
    />
  );
}
