import { IMAGE_ACCEPT, imageKind, imageRefusal, REPORT_IMAGE_MAX_BYTES, sortImages } from '../../../src/custom/devolucoes/create/imageCheck';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const GIF_HEAD = ascii('GIF89a');
const WEBP_HEAD = [...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBP')];

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: readonly number[] | string, size: number, type = 'image/jpeg'): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const bytes = new Uint8Array(size);
  bytes.set(start.slice(0, size));
  return new File([bytes], name, { type });
}

describe('new return report: the pictures are images by content, each under 5,000,000 bytes', () => {
  it('knows JPEG, PNG, GIF (87a and 89a) and WebP by their first bytes, nothing else', () => {
    expect(imageKind(Uint8Array.from(JPEG_HEAD))).toBe('jpeg');
    expect(imageKind(Uint8Array.from(PNG_HEAD))).toBe('png');
    expect(imageKind(Uint8Array.from(GIF_HEAD))).toBe('gif');
    expect(imageKind(Uint8Array.from(ascii('GIF87a')))).toBe('gif');
    expect(imageKind(Uint8Array.from(WEBP_HEAD))).toBe('webp');
    // A RIFF that is not WebP (a WAV sound), a PDF, text, a cut PNG signature, nothing.
    expect(imageKind(Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(imageKind(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageKind(new TextEncoder().encode('foto do produto'))).toBeNull();
    expect(imageKind(Uint8Array.from(PNG_HEAD.slice(0, 4)))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });

  it('refuses 5,000,000 bytes or more (before reading), takes 4,999,999', async () => {
    expect(REPORT_IMAGE_MAX_BYTES).toBe(5_000_000);
    expect(await imageRefusal(fileOf('foto.jpg', JPEG_HEAD, 5_000_000))).toBe('tooBig');
    expect(await imageRefusal(fileOf('foto.jpg', 'texto', 5_000_001))).toBe('tooBig');
    expect(await imageRefusal(fileOf('foto.jpg', JPEG_HEAD, 4_999_999))).toBeNull();
  });

  it('refuses a text file renamed .jpg, a picture without an image name, an empty file; takes each format', async () => {
    expect(await imageRefusal(fileOf('foto.jpg', 'isto não é uma imagem', 200))).toBe('notImage');
    expect(await imageRefusal(fileOf('foto.txt', JPEG_HEAD, 200, 'text/plain'))).toBe('notImage');
    expect(await imageRefusal(fileOf('foto', PNG_HEAD, 200))).toBe('notImage');
    expect(await imageRefusal(fileOf('foto.png', [], 0))).toBe('notImage');
    expect(await imageRefusal(fileOf('foto.JPEG', JPEG_HEAD, 200))).toBeNull();
    expect(await imageRefusal(fileOf('foto.png', PNG_HEAD, 200, 'image/png'))).toBeNull();
    expect(await imageRefusal(fileOf('foto.gif', GIF_HEAD, 200, 'image/gif'))).toBeNull();
    expect(await imageRefusal(fileOf('foto.webp', WEBP_HEAD, 200, 'image/webp'))).toBeNull();
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('splits a choice into the pictures taken and the names refused, by reason, in the order chosen', async () => {
    const first = fileOf('a.jpg', JPEG_HEAD, 100);
    const second = fileOf('b.png', PNG_HEAD, 100, 'image/png');
    const sorted = await sortImages([fileOf('grande.jpg', JPEG_HEAD, 5_000_000), first, fileOf('nota.jpg', 'abc', 10), second, fileOf('enorme.png', PNG_HEAD, 6_000_000)]);
    expect(sorted.accepted).toEqual([first, second]);
    expect(sorted.tooBig).toEqual(['grande.jpg', 'enorme.png']);
    expect(sorted.notImage).toEqual(['nota.jpg']);
  });
});
