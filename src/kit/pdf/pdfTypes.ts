export type PdfSource = string | ArrayBuffer | Uint8Array | Blob;

export interface PdfViewerProps {
  /** URL (http(s), relative or this page's blob:) or the file's bytes. */
  src: PdfSource;
  /** Name the download button saves under; by default the URL's file name, else 'documento.pdf'. */
  fileName?: string;
  onError?: (error: unknown) => void;
}

/** A page's size in CSS pixels at scale 1. */
export interface PageSize {
  width: number;
  height: number;
}
