/**
 * The server's own checks of a logistics protocol upload (spec part 3, sections 5 and 9: PDF only, 5 MB): it trusts
 * nothing the client checked and shares no code with the client's rules. The file comes as base64 text in the form
 * field `file`, with no name: PDF only means its content starts with %PDF-.
 */
export const PROTOCOL_MAX_BYTES = 5 * 1024 * 1024;

export const PROTOCOL_MESSAGES = {
  missing: 'Arquivo não informado: envie o PDF em base64 no campo file.',
  notBase64: 'O campo file não contém um arquivo em base64.',
  empty: 'O arquivo enviado está vazio.',
  size: 'Tamanho máximo de arquivo 5mb',
  content: 'O arquivo enviado não é um PDF.',
} as const;

export type ProtocolRefusal = keyof typeof PROTOCOL_MESSAGES;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The decoded size of a base64 text, without decoding it. */
const decodedSize = (text: string): number => (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

function decode(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The protocol's bytes from the form field, or why the upload is refused (in this order). */
export function protocolUpload(field: FormDataEntryValue | null): { bytes: Uint8Array } | { refusal: ProtocolRefusal } {
  if (typeof field !== 'string' || field.trim() === '') return { refusal: 'missing' };
  const text = field.trim();
  if (text.length % 4 !== 0 || !BASE64.test(text)) return { refusal: 'notBase64' };
  const size = decodedSize(text);
  if (size === 0) return { refusal: 'empty' };
  if (size > PROTOCOL_MAX_BYTES) return { refusal: 'size' };
  const bytes = decode(text);
  if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) return { refusal: 'content' };
  return { bytes };
}
