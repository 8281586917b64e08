import { isImageContent, MAX_PICTURE_BYTES } from '../../mocks/devolucoes/rules';
import { COMPLIANCE_UPLOAD, CONTACT_UPLOAD, PDF_UPLOAD, uploadRefusal, type UploadRule } from '../../mocks/files/uploadRules';
import { endpointRegistry } from '../../mocks/http/registry';
import { protocolUpload, PROTOCOL_MAX_BYTES } from '../../mocks/protocoloLogistico/rules';
import { SHEET_MAX_BYTES, sheetFileOf } from '../../mocks/qualidade/rules';
import { imageRefusal, IMAGE_EXTENSIONS, REPORT_IMAGE_MAX_BYTES } from '../../src/custom/devolucoes/create/imageCheck';
import { ATTACHMENT_RULES } from '../../src/custom/faleConosco/contactRules';
import { NOTE_FILE_RULES } from '../../src/custom/previaNota/notePreview';
import { PROTOCOL_FILE_RULES } from '../../src/custom/protocoloLogistico/useProtocolUpload';
import { addSheetProblem } from '../../src/custom/qualidade/add/addSheetRules';
import { MAX_SHEET_BYTES, sheetFileProblem } from '../../src/custom/qualidade/sheetFileCheck';
import { validateFile, type FileRules } from '../../src/kit/upload/validateFile';
import { PDF_RULES } from '../../src/resources/communication/communicationRules';
import { COMPLIANCE_FILE_RULES } from '../../src/resources/compliance/complianceFormRules';
import { keyOf } from './probe';
import { EXECUTABLE, fileOf, GENUINE, HTML, TEXT_TYPES } from './uploadFiles';

/** A check of one upload box or endpoint: true when it takes the file. */
type Takes = (file: File) => Promise<boolean>;

const byRules = (rules: FileRules): Takes => async (file) => (await validateFile(file, rules)).ok;
const byServerRule = (rule: UploadRule): Takes => async (file) => (await uploadRefusal(file, rule)) === undefined;

/** Every upload box of the portal (the client's check) and every upload endpoint of the mock (the server's). */
const CHECKS: [where: string, extensions: readonly string[], maxBytes: number, takes: Takes, nameless?: 'nameless'][] = [
  ['client: Fale conosco attachments', ATTACHMENT_RULES.extensions, ATTACHMENT_RULES.maxBytes, byRules(ATTACHMENT_RULES)],
  ['client: announcements and contacts PDF', PDF_RULES.extensions, PDF_RULES.maxBytes, byRules(PDF_RULES)],
  ['client: compliance documents', COMPLIANCE_FILE_RULES.extensions, COMPLIANCE_FILE_RULES.maxBytes, byRules(COMPLIANCE_FILE_RULES)],
  ['client: logistics protocol', PROTOCOL_FILE_RULES.extensions, PROTOCOL_FILE_RULES.maxBytes, byRules(PROTOCOL_FILE_RULES)],
  ['client: note preview', NOTE_FILE_RULES.extensions, NOTE_FILE_RULES.maxBytes, byRules(NOTE_FILE_RULES)],
  ['client: quality sheet file', ['pdf'], MAX_SHEET_BYTES, async (file) => (await sheetFileProblem(file)) === null],
  [
    'client: new accessory sheet',
    ['pdf'],
    MAX_SHEET_BYTES,
    async (file) => (await addSheetProblem({ sheetNumber: '1', supplierId: 1000001, products: [{ productId: 1, name: 'x', descriptionId: 1 }], file })) === null,
  ],
  ['client: return report pictures', IMAGE_EXTENSIONS, REPORT_IMAGE_MAX_BYTES, async (file) => (await imageRefusal(file)) === null],
  ['server: POST /contact/send-mail', CONTACT_UPLOAD.extensions, CONTACT_UPLOAD.maxBytes, byServerRule(CONTACT_UPLOAD)],
  ['server: announcements and contacts (POST/PUT /comunicado, /contato)', PDF_UPLOAD.extensions, PDF_UPLOAD.maxBytes, byServerRule(PDF_UPLOAD)],
  ['server: compliance (POST /compliance, PUT /documents/compliance/:id)', COMPLIANCE_UPLOAD.extensions, COMPLIANCE_UPLOAD.maxBytes, byServerRule(COMPLIANCE_UPLOAD)],
  [
    'server: POST /protocoloLogistico/uploadFileProtocolo',
    ['pdf'],
    PROTOCOL_MAX_BYTES,
    // The protocol travels as base64 text with no name: it is known by its content alone.
    async (file) => 'bytes' in protocolUpload(Buffer.from(await file.arrayBuffer()).toString('base64')),
    'nameless',
  ],
  [
    'server: quality sheets (POST/PUT /qualidade/ficha-tecnica/…)',
    ['pdf'],
    SHEET_MAX_BYTES,
    async (file) => {
      const form = new FormData();
      form.set('FileName', file.name);
      form.set('Doc', Buffer.from(await file.arrayBuffer()).toString('base64'));
      try {
        sheetFileOf(form);
        return true;
      } catch {
        return false;
      }
    },
  ],
  [
    'server: POST /quality/upload-picture',
    ['jpg', 'png', 'gif', 'webp'],
    MAX_PICTURE_BYTES,
    async (file) => file.size < MAX_PICTURE_BYTES && isImageContent(new Uint8Array(await file.slice(0, 16).arrayBuffer())),
  ],
];

describe('every upload box and upload endpoint refuses a renamed executable, HTML with a PDF name and a file over its limit', () => {
  it.each(CHECKS)('%s', async (_where, extensions, maxBytes, takes, nameless) => {
    for (const extension of extensions) {
      expect(await takes(fileOf(GENUINE[extension], `ok.${extension}`)), `a genuine .${extension}`).toBe(true);
      expect(await takes(fileOf(EXECUTABLE, `programa.${extension}`)), `an executable named .${extension}`).toBe(false);
      if (!TEXT_TYPES.has(extension)) expect(await takes(fileOf(HTML, `pagina.${extension}`)), `HTML named .${extension}`).toBe(false);
    }
    const first = extensions[0];
    expect(await takes(fileOf(GENUINE[first], `grande.${first}`, maxBytes + 1)), 'one byte over the limit').toBe(false);
    if (!nameless) expect(await takes(fileOf(GENUINE.pdf, 'programa.exe')), 'an .exe').toBe(false);
    if (!extensions.includes('pdf')) return;
    expect(await takes(fileOf(HTML, 'pagina.pdf')), 'HTML named .pdf').toBe(false);
  });

  it('the upload endpoints above are the mock’s: each is in the registry', () => {
    const keys = new Set(endpointRegistry.map(keyOf));
    for (const key of [
      'post orders /contact/send-mail',
      'post legacy /comunicado',
      'put legacy /comunicado/:id',
      'post legacy /contato',
      'put legacy /contato/:id',
      'post legacy /compliance',
      'put orders /documents/compliance/:id',
      'post legacy /protocoloLogistico/uploadFileProtocolo',
      'post legacy /qualidade/ficha-tecnica/moveis',
      'put legacy /qualidade/ficha-tecnica/moveis/:idFicha',
      'post legacy /qualidade/ficha-tecnica/acessorios',
      'post orders /quality/upload-picture',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });
});
