import { Component, Suspense, type ReactNode } from 'react';
import { lazyScreen, preloadScreen } from '../routing/lazyScreen';
import { PdfProgress } from './PdfProgress';
import type { PdfViewerProps } from './pdfTypes';
import { PdfUnsupported } from './PdfUnsupported';

// pdfjs-dist (~1 MB with its worker) is fetched the first time a PDF is shown, never before.
const loadCanvas = () => import('./PdfCanvas');
const PdfCanvas = lazyScreen(loadCanvas, 'default');

/** pdf.js on its way while a screen still waits for the document it will show. */
export const preloadPdfViewer = (): void => preloadScreen(loadCanvas);

interface BoundaryProps {
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a failed chunk load (offline, new deploy) so the user gets the message, not a blank page. */
class PdfBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? <PdfUnsupported /> : this.props.children;
  }
}

export type { PdfSource, PdfViewerProps } from './pdfTypes';

/** A PDF drawn page by page as it scrolls into view, with zoom, download and print; pdf.js loads on first use. */
export function PdfViewer({ src, fileName, onError, onPageSeen }: PdfViewerProps) {
  return (
    <PdfBoundary onError={onError}>
      <Suspense fallback={<PdfProgress />}>
        <PdfCanvas src={src} fileName={fileName} onError={onError} onPageSeen={onPageSeen} />
      </Suspense>
    </PdfBoundary>
  );
}
