export type PdfSource = string | ArrayBuffer | Uint8Array | Blob;

export interface PdfViewerProps {
  /** URL (http(s), relative or this page's blob:) or the file's bytes. */
  src: PdfSource;
  /** Name the download button saves under; by default the URL's file name, else 'documento.pdf'. */
  fileName?: string;
  onError?: (error: unknown) => void;
  /**
   * Told each time a page becomes seen (half of it in view, or half of the view filled by it), with the page count;
   * watching starts when this is given (a screen may give it only after a while).
   */
  onPageSeen?: (page: number, pageCount: number) => void;
}

/** A page's size in CSS pixels at scale 1. */
export interface PageSize {
  width: number;
  height: number;
}
