import { afterEach, describe, expect, it } from 'vitest';
import { validateFile } from '../../../src/kit/upload/validateFile';

const rules = { extensions: ['pdf'], maxBytes: 1024 };
const file = (text: string) => new File([text], 'nota.pdf');

type ArrayBufferReader = (this: Blob) => Promise<ArrayBuffer>;
const proto = Blob.prototype as { arrayBuffer?: ArrayBufferReader };
const original = proto.arrayBuffer;

/** Browsers read the file head with Blob.arrayBuffer; jsdom has no such method and goes through FileReader. */
function useArrayBuffer(reader: ArrayBufferReader | undefined): void {
  if (reader) proto.arrayBuffer = reader;
  else delete proto.arrayBuffer;
}

const viaFileReader: ArrayBufferReader = function (this: Blob) {
  return new Promise((resolve) => {
    const fileReader = new FileReader();
    fileReader.onload = () => resolve(fileReader.result as ArrayBuffer);
    fileReader.readAsArrayBuffer(this);
  });
};

describe('validateFile reads the first bytes', () => {
  afterEach(() => useArrayBuffer(original));

  it.each([
    ['with Blob.arrayBuffer', viaFileReader],
    ['without it (FileReader)', undefined],
  ] as const)('%s', async (_name, reader) => {
    useArrayBuffer(reader);
    expect(await validateFile(file('%PDF-1.7'), rules)).toEqual({ ok: true });
    expect(await validateFile(file('MZ not a pdf'), rules)).toEqual({ ok: false, reason: 'content' });
  });

  it('refuses the file as content when it cannot be read', async () => {
    useArrayBuffer(() => Promise.reject(new Error('read failed')));
    expect(await validateFile(file('%PDF-1.7'), rules)).toEqual({ ok: false, reason: 'content' });
  });
});
