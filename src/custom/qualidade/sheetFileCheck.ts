import { fileExtension, validateFile } from '../../kit/upload/validateFile';

/** Spec part 3, section 9: quality uploads stay under 7 MB; a file of 7 MB or more is refused. */
export const MAX_SHEET_BYTES = 7 * 1024 * 1024;

/**
 * Why a chosen sheet file is refused, in the spec's order (section 5 "PDF upload, quality"): no extension, not .pdf,
 * 7 MB or more; then its content, which must really be a PDF (it starts with %PDF-).
 */
export type SheetFileProblem = 'noExtension' | 'notPdf' | 'tooBig' | 'notPdfContent';

export async function sheetFileProblem(file: File): Promise<SheetFileProblem | null> {
  const extension = fileExtension(file.name);
  if (extension === '') return 'noExtension';
  if (extension !== 'pdf') return 'notPdf';
  if (file.size >= MAX_SHEET_BYTES) return 'tooBig';
  const content = await validateFile(file, { extensions: ['pdf'], maxBytes: MAX_SHEET_BYTES, maxInclusive: false });
  return content.ok ? null : 'notPdfContent';
}
