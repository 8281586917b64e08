import { fileExtension } from '../../../kit/upload/validateFile';

/**
 * The new report's pictures (spec part 3, sections 5 and 9): images only, each under 5,000,000 bytes. An image is
 * known by its content (the first bytes of a JPEG, PNG, GIF or WebP file), not by its name or type alone: a text file
 * renamed .jpg is refused.
 */

/** A picture of this many bytes or more is refused. */
export const REPORT_IMAGE_MAX_BYTES = 5_000_000;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** The file chooser's `accept`: what the picker offers (the check below still reads every file). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Why a chosen file does not join the report. */
export type ImageRefusal = 'tooBig' | 'notImage';

const HEAD_BYTES = 12;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const matchesAt = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The image format the first bytes of a file announce, or null for anything else. */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (matchesAt(head, JPEG)) return 'jpeg';
  if (matchesAt(head, PNG)) return 'png';
  if (matchesAt(head, GIF87) || matchesAt(head, GIF89)) return 'gif';
  if (matchesAt(head, RIFF) && matchesAt(head, WEBP, 8)) return 'webp';
  return null;
}

function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // jsdom's Blob has no arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/** Why a file is refused (its size first, which needs no reading), or null for a picture the report takes. */
export async function imageRefusal(file: File): Promise<ImageRefusal | null> {
  if (file.size >= REPORT_IMAGE_MAX_BYTES) return 'tooBig';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'notImage';
  try {
    return imageKind(await readHead(file)) ? null : 'notImage';
  } catch {
    return 'notImage';
  }
}

export interface SortedImages {
  accepted: File[];
  /** The refused files' names, by reason. */
  tooBig: string[];
  notImage: string[];
}

/** A choice of files split into the pictures taken and the names of those refused, in the order chosen. */
export async function sortImages(files: readonly File[]): Promise<SortedImages> {
  const refusals = await Promise.all(files.map(imageRefusal));
  const sorted: SortedImages = { accepted: [], tooBig: [], notImage: [] };
  refusals.forEach((refusal, index) => {
    if (refusal === null) sorted.accepted.push(files[index]);
    else sorted[refusal].push(files[index].name);
  });
  return sorted;
}
