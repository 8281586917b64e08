import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { downloadBlob } from '../files/downloadBlob';
import { kitText } from '../kitText';
import { enqueueSnackbar } from '../snackbar/queue';
import { fitWidthScale } from './pdfScale';
import type { PageSize } from './pdfTypes';
import { PdfPage } from './PdfPage';
import { PdfToolbar, type Zoom } from './PdfToolbar';
import { printPdf } from './printPdf';
import { useElementWidth } from './useElementWidth';
import { usePagesNearView } from './usePagesNearView';
import { usePagesSeen } from './usePagesSeen';

/** The scrolling box's padding on both sides (theme spacing 1 = 8 px each). */
const PAGE_GUTTER = 16;

async function pdfBlob(doc: PDFDocumentProxy): Promise<Blob> {
  // getData resolves to a fresh copy of the file on a plain ArrayBuffer (never a shared one).
  const bytes = (await doc.getData()) as Uint8Array<ArrayBuffer>;
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Keeps the same part of the document in view when the pages grow or shrink by ratio. */
function keepPlace(scroller: HTMLElement, ratio: number): void {
  scroller.scrollTop *= ratio;
  scroller.scrollLeft *= ratio;
}

interface PdfDocumentViewProps {
  doc: PDFDocumentProxy;
  firstPage: PageSize;
  fileName: string;
  onError: (error: unknown) => void;
  onPageSeen?: (page: number, pageCount: number) => void;
}

/** A loaded PDF: toolbar (zoom, download, print) over a scrolling box that draws only the pages near the view. */
export function PdfDocumentView({ doc, firstPage, fileName, onError, onPageSeen }: PdfDocumentViewProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const width = useElementWidth(scroller);
  const isNear = usePagesNearView(scroller);
  usePagesSeen(scroller, onPageSeen && ((page) => onPageSeen(page, doc.numPages)));
  const scale = zoom === 'fit' ? fitWidthScale(width - PAGE_GUTTER, firstPage.width) : zoom;

  const shownScale = useRef(scale);
  useLayoutEffect(() => {
    if (scroller && scale !== shownScale.current) keepPlace(scroller, scale / shownScale.current);
    shownScale.current = scale;
  }, [scroller, scale]);

  const endPrint = useRef<(() => void) | null>(null);
  useEffect(() => () => endPrint.current?.(), []);

  const download = async () => {
    try {
      downloadBlob(await pdfBlob(doc), fileName);
    } catch {
      enqueueSnackbar(kitText('pdf.downloadFailed'), { type: 'error' });
    }
  };

  const print = async () => {
    try {
      const pdf = await pdfBlob(doc);
      endPrint.current?.();
      endPrint.current = printPdf(pdf);
    } catch {
      enqueueSnackbar(kitText('pdf.printFailed'), { type: 'error' });
    }
  };

  return (
    // Its width comes from the screen, never from the pages: 'fit' measures the scroller, and a grid or flex parent
    // sized by the pages would keep them wider than a phone (the page then scrolled sideways).
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, contain: 'inline-size' }}>
      <PdfToolbar
        pageCount={doc.numPages}
        scale={scale}
        zoom={zoom}
        onZoom={setZoom}
        onDownload={() => void download()}
        onPrint={() => void print()}
      />
      <Box
        ref={setScroller}
        role="region"
        aria-label={kitText('pdf.document')}
        // Focusable so that the keyboard can scroll it.
        tabIndex={0}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 1, maxHeight: '75vh', overflow: 'auto', bgcolor: 'action.hover' }}
      >
        {Array.from({ length: doc.numPages }, (_, index) => (
          <PdfPage
            key={index + 1}
            doc={doc}
            pageNumber={index + 1}
            scale={scale}
            near={isNear(index + 1)}
            placeholder={firstPage}
            onError={onError}
          />
        ))}
      </Box>
    </Box>
  );
}
