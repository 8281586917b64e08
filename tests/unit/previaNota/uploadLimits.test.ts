import { NOTE_FILE_RULES } from '../../../src/custom/previaNota/notePreview';
import { PROTOCOL_FILE_RULES } from '../../../src/custom/protocoloLogistico/useProtocolUpload';
import { validateFile } from '../../../src/kit/upload/validateFile';

const MB = 1024 * 1024;

const pdf = (size: number, name = 'nota.pdf', head = '%PDF-1.7\n') => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(head).slice(0, size));
  return new File([bytes], name, { type: 'application/pdf' });
};

describe.each([
  ['note preview', NOTE_FILE_RULES],
  ['logistics protocol', PROTOCOL_FILE_RULES],
])('the %s upload limits (spec part 3, sections 5 and 9)', (_name, rules) => {
  it('takes a PDF of exactly 5 MB and refuses one byte more', async () => {
    expect(await validateFile(pdf(5 * MB), rules)).toEqual({ ok: true });
    expect(await validateFile(pdf(5 * MB + 1), rules)).toEqual({ ok: false, reason: 'size' });
  });

  it('takes PDFs only, by name and by content', async () => {
    expect(await validateFile(pdf(64, 'nota.PDF'), rules)).toEqual({ ok: true });
    expect(await validateFile(pdf(64, 'nota.txt'), rules)).toEqual({ ok: false, reason: 'type' });
    expect(await validateFile(pdf(64, 'nota'), rules)).toEqual({ ok: false, reason: 'type' });
    expect(await validateFile(pdf(64, 'nota.pdf', '<html>'), rules)).toEqual({ ok: false, reason: 'content' });
  });
});
