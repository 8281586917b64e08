import { translate } from '../../i18n/translate';
import { ApiError } from '../core/errors';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image type of the bytes by their content (JPEG, PNG, GIF, WebP); undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * downloadImage's base64Data as a Blob of its image type. Bytes that are not an image are refused: the screens show
 * and download pictures, never another kind of file under an image's name.
 */
export function imageBlob(base64Data: string): Blob {
  const text = base64Data.replace(/^data:[^,]*;base64,/, '');
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new ApiError('shape', translate('pages.returnReportData.notAnImage'));
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const type = imageTypeOf(bytes);
  if (!type) throw new ApiError('shape', translate('pages.returnReportData.notAnImage'));
  return new Blob([bytes], { type });
}
