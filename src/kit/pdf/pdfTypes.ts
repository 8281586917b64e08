export type PdfSource = string | ArrayBuffer | Uint8Array;

export interface PdfViewerProps {
  /** URL (http(s), relative or this page's blob:) or the file's bytes. */
  src: PdfSource;
  onError?: (error: unknown) => void;
}
