import { fromBase64, toBase64 } from '../../../mocks/files/storedFiles';
import { base64Of } from '../../../src/dataProviders/core/base64';

/** Sizes around the encoders' steps (3 × 8192 bytes), where a piece boundary could break the text. */
const STEP = 3 * 0x2000;
const SIZES = [0, 1, 2, 3, 4, STEP - 1, STEP, STEP + 1, STEP + 2, 2 * STEP + 1, 5 * STEP + 2];

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 131 + 7) % 256);

describe('base64 of a file, in the portal and in the mock', () => {
  it.each(SIZES)('%i bytes: the same text as Node encodes, and the mock decodes it back', async (size) => {
    const bytes = bytesOf(size);
    const expected = Buffer.from(bytes).toString('base64');
    expect(await base64Of(new Blob([bytes]))).toBe(expected);
    expect(toBase64(bytes)).toBe(expected);
    expect(fromBase64(expected)).toEqual(bytes);
  });
});
