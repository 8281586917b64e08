import { kitText } from '../kitText';
import type { PdfSource } from './pdfTypes';

const PDF_NAME = /\.pdf$/i;

function lastPathPart(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The download's name: the given one, else the URL's last part when it names a PDF, else 'documento.pdf'. */
export function pdfFileName(src: PdfSource, fileName?: string): string {
  if (fileName) return fileName;
  if (typeof src === 'string' && PDF_NAME.test(lastPathPart(src))) return lastPathPart(src);
  return kitText('pdf.fileName');
}
