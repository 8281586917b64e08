/**
 * Small real images for the seeded return reports' pictures, drawn by code as the demo PDFs are: a baseline JPEG of
 * flat 8×8 blocks (each block's colour is its DC coefficient; every AC coefficient is zero) and an uncompressed PNG
 * (stored deflate blocks). Both decode in any browser; the same input always gives the same bytes.
 */

export type Rgb = readonly [number, number, number];

/** The colour of the block or pixel at (x, y) of a width × height picture. */
export type Painter = (x: number, y: number, width: number, height: number) => Rgb;

const BLOCK = 8;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      this.used += 1;
      if (this.used === 8) this.flushByte();
    }
  }

  /** The entropy-coded bytes, padded with 1-bits and with every 0xFF stuffed by a 0x00. */
  finish(): number[] {
    if (this.used > 0) this.write(0xff, 8 - this.used);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.used = 0;
  }
}

const segment = (marker: number, payload: readonly number[]): number[] => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

const toYCbCr = ([r, g, b]: Rgb): [number, number, number] => [
  0.299 * r + 0.587 * g + 0.114 * b,
  128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
  128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
];

const bitLength = (value: number): number => (value === 0 ? 0 : Math.floor(Math.log2(Math.abs(value))) + 1);

/** A JPEG of width × height (multiples of 8), one flat colour per 8×8 block. */
export function blockJpeg(width: number, height: number, paint: Painter): Uint8Array {
  const header = [
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    // One quantisation table of ones: the DC coefficient is kept exactly.
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    // DC table 0: the twelve size categories, each a 4-bit code (its own value). AC table 0: end-of-block only, code '0'.
    ...segment(0xc4, [0x00, 0, 0, 0, 12, ...new Array<number>(12).fill(0), ...Array.from({ length: 12 }, (_, index) => index), 0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
  ];
  const bits = new BitWriter();
  const previous = [0, 0, 0];
  for (let y = 0; y < height; y += BLOCK) {
    for (let x = 0; x < width; x += BLOCK) {
      toYCbCr(paint(x, y, width, height)).forEach((level, component) => {
        // The 2-D DCT of a flat block: DC = 8 × (level − 128).
        const dc = Math.max(-1023, Math.min(1023, Math.round(8 * (level - 128))));
        const diff = dc - previous[component];
        previous[component] = dc;
        const size = bitLength(diff);
        bits.write(size, 4);
        if (size > 0) bits.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
        bits.write(0, 1);
      });
    }
  }
  return new Uint8Array([...header, ...bits.finish(), 0xff, 0xd9]);
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let at = 0; at < bytes.length; at += 1) crc = CRC_TABLE[(crc ^ bytes[at]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const uint32 = (value: number): Uint8Array => new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new Uint8Array([...type].map((char) => char.charCodeAt(0))), data]);
  return concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

/** zlib of stored (uncompressed) deflate blocks. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const MAX = 0xffff;
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; ; at += MAX) {
    const part = raw.subarray(at, at + MAX);
    const last = at + MAX >= raw.length ? 1 : 0;
    parts.push(new Uint8Array([last, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]), part);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (let at = 0; at < raw.length; at += 1) {
    a = (a + raw[at]) % 65521;
    b = (b + a) % 65521;
  }
  parts.push(uint32(((b << 16) | a) >>> 0));
  return concat(parts);
}

/** An RGB PNG of width × height, one colour per pixel. */
export function rgbPng(width: number, height: number, paint: Painter): Uint8Array {
  const row = 1 + width * 3;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      paint(x, y, width, height).forEach((value, channel) => {
        raw[y * row + 1 + x * 3 + channel] = Math.max(0, Math.min(255, Math.round(value)));
      });
    }
  }
  const header = concat([uint32(width), uint32(height), new Uint8Array([8, 2, 0, 0, 0])]);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', storedZlib(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
