import { describe, expect, it } from 'vitest';
import { validateFile } from '../../../src/kit/upload/validateFile';
import {
  COMPLIANCE_FILE_RULES,
  EMPTY_COMPLIANCE_VALUES,
  fileRefusalMessages,
  startChanged,
  toDraft,
  validateCompliance,
  valuesFromDetail,
  type ComplianceFormValues,
} from '../../../src/resources/compliance/complianceFormRules';

const MB = 1024 * 1024;
const day = (text: string): Date => {
  const [d, m, y] = text.split('/').map(Number);
  return new Date(y, m - 1, d);
};

function fileOf(name: string, head: number[] | string, size?: number): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const bytes = new Uint8Array(size ?? Math.max(start.length, 16));
  bytes.set(start.subarray(0, bytes.length));
  return new File([bytes], name);
}

const PDF = '%PDF-1.7\n';
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];

const valid: ComplianceFormValues = {
  title: 'Código de conduta',
  description: 'Regras de conduta para fornecedores.',
  start: day('01/03/2026'),
  end: day('31/03/2026'),
  file: fileOf('codigo.pdf', PDF),
};

const only = (values: Partial<ComplianceFormValues>, mode: 'create' | 'edit' = 'create') => validateCompliance({ ...valid, ...values }, mode);

describe('compliance form rules (spec part 3, section 5)', () => {
  it('an empty form: every required message word for word; nothing when everything is right', () => {
    expect(validateCompliance(EMPTY_COMPLIANCE_VALUES, 'create')).toEqual({
      title: 'Preencha o campo titulo!',
      description: 'Preencha o campo descrição!',
      start: 'Preencha o campo data de inicio da vigência!',
      end: 'Preencha o campo data de fim da vigência!',
      file: 'Adicione um arquivo!',
    });
    expect(validateCompliance(valid, 'create')).toEqual({});
  });

  it('the file is required only when adding: on edit no file keeps the stored one', () => {
    expect(only({ file: null }, 'edit')).toEqual({});
    expect(only({ file: null }, 'create')).toEqual({ file: 'Adicione um arquivo!' });
  });

  it('title: blank is empty, at most 50 characters (counted as seen, after the trim), no tab', () => {
    expect(only({ title: '   ' })).toEqual({ title: 'Preencha o campo titulo!' });
    expect(only({ title: 'x'.repeat(50) })).toEqual({});
    expect(only({ title: ` ${'x'.repeat(50)} ` })).toEqual({});
    expect(only({ title: 'ç'.repeat(50) })).toEqual({});
    expect(only({ title: 'x'.repeat(51) })).toEqual({ title: 'Campo titulo não pode ter mais de 50 caracteres!' });
    expect(only({ title: 'Código\tde conduta' })).toEqual({ title: 'Caracteres inválidos em campo titulo!' });
    expect(only({ title: 'Código de conduta\t' })).toEqual({ title: 'Caracteres inválidos em campo titulo!' });
  });

  it('description: at most 250 characters, no tab', () => {
    expect(only({ description: '\n' })).toEqual({ description: 'Preencha o campo descrição!' });
    expect(only({ description: 'd'.repeat(250) })).toEqual({});
    expect(only({ description: 'd'.repeat(251) })).toEqual({ description: 'Campo descrição não pode ter mais de 250 caracteres!' });
    expect(only({ description: 'a\tb' })).toEqual({ description: 'Caracteres inválidos em campo descrição!' });
  });

  it("dates: unreadable text is 'Data inválida'; the end may be the start's day but not before it", () => {
    expect(only({ start: new Date(Number.NaN) })).toEqual({ start: 'Data inválida' });
    expect(only({ end: new Date(Number.NaN) })).toEqual({ end: 'Data inválida' });
    expect(only({ start: day('10/03/2026'), end: new Date(2026, 2, 10, 0, 0) })).toEqual({});
    expect(only({ start: new Date(2026, 2, 10, 18, 0), end: day('10/03/2026') })).toEqual({});
    expect(only({ start: day('10/03/2026'), end: day('09/03/2026') })).toEqual({ end: 'Data de fim da vigência não pode ser anterior à data de inicio!' });
    expect(only({ start: null, end: day('09/03/2026') })).toEqual({ start: 'Preencha o campo data de inicio da vigência!' });
  });

  it('a new start clears the end only when it is another day, emptied or unreadable', () => {
    expect(startChanged(day('01/03/2026'), day('02/03/2026'))).toBe(true);
    expect(startChanged(null, day('02/03/2026'))).toBe(true);
    expect(startChanged(day('01/03/2026'), null)).toBe(true);
    expect(startChanged(day('01/03/2026'), new Date(Number.NaN))).toBe(true);
    expect(startChanged(day('01/03/2026'), new Date(2026, 2, 1, 12))).toBe(false);
    expect(startChanged(null, null)).toBe(false);
  });

  it('the draft: trimmed texts, days as yyyy-MM-dd, the file only when one was chosen; the edit form starts from the stored document', () => {
    const file = valid.file!;
    expect(toDraft({ ...valid, title: '  Código de conduta ' })).toEqual({
      title: 'Código de conduta',
      description: 'Regras de conduta para fornecedores.',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      file,
    });
    expect(toDraft({ ...valid, file: null })).not.toHaveProperty('file');
    expect(
      valuesFromDetail({ id: 7, title: 'Política', description: 'Texto', startDate: '2026-03-01', endDate: '2026-12-31', fileType: 'application/pdf', fileExtension: 'pdf' }),
    ).toEqual({ title: 'Política', description: 'Texto', start: day('01/03/2026'), end: day('31/12/2026'), file: null });
  });
});

describe('compliance file check: pdf, ppt, pptx, xls, xlsx, doc, docx by extension AND content, under 7 MB', () => {
  it('accepts each type whose first bytes match it (PDF %PDF-, OLE2 for doc/xls/ppt, ZIP for the x-formats)', async () => {
    const files = [
      fileOf('a.pdf', PDF),
      fileOf('a.doc', OLE2),
      fileOf('a.xls', OLE2),
      fileOf('a.ppt', OLE2),
      fileOf('a.docx', ZIP),
      fileOf('a.xlsx', ZIP),
      fileOf('a.pptx', ZIP),
      fileOf('A.PPTX', ZIP),
    ];
    for (const file of files) expect(await validateFile(file, COMPLIANCE_FILE_RULES), file.name).toEqual({ ok: true });
  });

  it('refuses a text file named .pdf, a ZIP named .doc, a PDF named .pptx, an OLE2 named .xlsx', async () => {
    const files = [fileOf('texto.pdf', 'isto não é um pdf'), fileOf('a.doc', ZIP), fileOf('a.pptx', PDF), fileOf('a.xlsx', OLE2), fileOf('a.ppt', PDF)];
    for (const file of files) expect(await validateFile(file, COMPLIANCE_FILE_RULES), file.name).toEqual({ ok: false, reason: 'content' });
  });

  it('refuses other extensions, whatever their bytes', async () => {
    for (const name of ['a.txt', 'a.png', 'a.odt', 'a.zip', 'semextensao', 'a.pdf.exe']) {
      expect(await validateFile(fileOf(name, PDF), COMPLIANCE_FILE_RULES), name).toEqual({ ok: false, reason: 'type' });
    }
  });

  it('takes one byte under 7 MB (7 340 031 bytes) and refuses 7 MB (7 340 032 bytes) or more', async () => {
    expect(await validateFile(fileOf('limite.pdf', PDF, 7_340_031), COMPLIANCE_FILE_RULES)).toEqual({ ok: true });
    expect(await validateFile(fileOf('grande.pdf', PDF, 7_340_032), COMPLIANCE_FILE_RULES)).toEqual({ ok: false, reason: 'size' });
    expect(await validateFile(fileOf('grande.docx', ZIP, 8 * MB), COMPLIANCE_FILE_RULES)).toEqual({ ok: false, reason: 'size' });
  });

  it('each refusal has its message', () => {
    expect(fileRefusalMessages()).toEqual({
      type: 'Apenas arquivos pdf, ppt, pptx, xls, xlsx, doc ou docx são aceitos!',
      content: 'O conteúdo do arquivo não corresponde à sua extensão!',
      size: 'Tamanho máximo de arquivo 7mb.',
    });
  });
});
