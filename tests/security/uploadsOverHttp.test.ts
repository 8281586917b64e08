import { addDays } from 'date-fns';
import { COMPLIANCE_MESSAGES } from '../../mocks/compliance/rules';
import { db } from '../../mocks/db/db';
import { MAX_PICTURE_BYTES, RETURN_MESSAGES } from '../../mocks/devolucoes/rules';
import { COMPLIANCE_UPLOAD, CONTACT_UPLOAD, PDF_UPLOAD, type UploadRule } from '../../mocks/files/uploadRules';
import { endpointRegistry } from '../../mocks/http/registry';
import { PROTOCOL_MAX_BYTES, PROTOCOL_MESSAGES } from '../../mocks/protocoloLogistico/rules';
import { MESSAGES as SHEET_MESSAGES, SHEET_MAX_BYTES } from '../../mocks/qualidade/rules';
import type { ApiName } from '../../src/config';
import { IMAGE_EXTENSIONS } from '../../src/custom/devolucoes/create/imageCheck';
import { communicationFormData, type CommunicationSave } from '../../src/dataProviders/communication';
import { addForm, editForm } from '../../src/dataProviders/compliance/mapping';
import { base64Of } from '../../src/dataProviders/core/base64';
import { buildHeaders, type Query } from '../../src/dataProviders/core/http';
import { buildUrl } from '../../src/dataProviders/core/responseRules';
import { pictureFileName } from '../../src/dataProviders/devolucoes/mapping';
import { QUALITY_FEATURE } from '../../src/dataProviders/devolucoes/saveReport';
import { RETURN_PATHS } from '../../src/dataProviders/devolucoes/wire';
import type { ContactUsMail } from '../../src/dataProviders/faleConosco/wire';
import type { ProtocolUploadFields } from '../../src/dataProviders/protocoloLogistico/wire';
import type { AccessorySheetFields, FurnitureSheetFields } from '../../src/dataProviders/qualidade/wire';
import type { ComplianceDraft } from '../../src/resources/compliance/complianceDocuments';
import { ACCOUNTS, type AccountName } from '../helpers/accounts';
import { accountTokens } from '../helpers/mockApi';
import { filledPath, keyOf, touchedBy } from './probe';
import { EXECUTABLE, fileOf, GENUINE, HTML, TEXT_TYPES } from './uploadFiles';

/**
 * The upload matrix of uploads.test.ts, sent over HTTP to the mock's real endpoints: each body is built as the
 * portal's data provider builds it (with the provider's own builders where it exports them), so that a refusal here
 * is the endpoint's own file check, proven by the same request with a genuine file being taken.
 */

type FieldValue = string | number | boolean;

/** The multipart body uploadFile() (src/dataProviders/core/upload.ts) sends: text parts, an array repeated, then the files. */
function uploadForm(fields: Record<string, FieldValue | readonly FieldValue[]>, files: { field: string; file: File }[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const values: readonly FieldValue[] = Array.isArray(value) ? value : [value];
    values.forEach((item) => form.append(name, String(item)));
  }
  files.forEach(({ field, file }) => form.append(field, file));
  return form;
}

/** One upload as the provider sends it. */
interface UploadCall {
  form: FormData;
  params?: Record<string, string>;
  query?: Query;
  /** The newer APIs' function key is per feature. */
  feature?: string;
}

interface UploadEndpoint {
  /** The endpoint's key in the mock's registry: its method, API and path come from there. */
  key: string;
  account: AccountName;
  /** The names it takes (the first names the genuine and the over-limit files). */
  extensions: readonly string[];
  /** The largest file it takes, in bytes. */
  largest: number;
  /** Its refusal of content that is not what the name says, and of a file over the limit. */
  refusals: { content: string; size: string };
  /** The record the uploads act on (an id to edit, a reserved report id), chosen before any of them is sent. */
  target?: (token: string) => number | Promise<number>;
  request: (file: File, target: number) => Promise<UploadCall>;
  /** What an accepted upload stores: a refused one must leave it as it was. */
  stored: (target: number) => unknown;
}

/** A rule whose limit is exclusive ('7 MB or more is refused') takes one byte less. */
const largestOf = (rule: UploadRule): number => (rule.maxInclusive ? rule.maxBytes : rule.maxBytes - 1);

/** The portal's own headers of a call (gateway credentials and function key on the newer APIs), with the session's token. */
function headersOf(api: ApiName, token: string, call: { feature?: string; form?: FormData } = {}): Headers {
  const headers = buildHeaders(api, { anonymous: true, feature: call.feature, body: call.form });
  headers.set('User-Token', token);
  return headers;
}

const today = new Date();

const announcement = (file: File): FormData =>
  communicationFormData(
    { titulo: 'Manual do fornecedor', descricao: 'Novas regras de entrega', url: '', keptPath: '', file, lancamento: today, termino: addDays(today, 30), flAll: true },
    'announcement',
  );

const contact = (file: File): FormData => {
  const data: CommunicationSave = { titulo: 'Contato comercial', descricao: 'Equipe de compras', url: '', keptPath: '', file, grupo: db.tables.contactGroups[0].id };
  return communicationFormData(data, 'contact');
};

const complianceDraft = (file: File): ComplianceDraft => ({ title: 'Código de conduta', description: 'Versão revisada', startDate: '2026-01-01', endDate: '2030-12-31', file });

const productOf = (descriptionId: number) => db.tables.qualityProducts.find((product) => product.descriptionId === descriptionId)!;

/** The furniture upload of uploadFurnitureSheet: POST for a product's first sheet, PUT to replace it. */
async function furnitureSheet(file: File, descriptionId: number): Promise<FormData> {
  const fields: FurnitureSheetFields = {
    Alfanumerico: productOf(descriptionId).alpha,
    FileName: file.name,
    ContentFile: file.type || 'application/pdf',
    Doc: await base64Of(file),
    Departamento: 'P',
    idUserFornecedor: Number(ACCOUNTS.moveis.codigo),
    InStatus: 'A',
    idDescr: descriptionId,
  };
  return uploadForm({ ...fields });
}

const ACCESSORIES = Number(ACCOUNTS.acessorios.codigo);
const MOVEIS = Number(ACCOUNTS.moveis.codigo);

const sheetOfDescription = (descriptionId: number) => db.tables.qualitySheets.find((sheet) => sheet.descriptionIds.includes(descriptionId));
/** The sheet uploads store a sheet, its version and the version's file. */
const sheetStore = () => [db.tables.qualitySheets.length, db.tables.qualitySheetVersions.length, db.tables.storedFiles.length];

const ENDPOINTS: UploadEndpoint[] = [
  {
    key: 'post orders /contact/send-mail',
    account: 'moveis',
    extensions: CONTACT_UPLOAD.extensions,
    largest: largestOf(CONTACT_UPLOAD),
    // Spec part 1, section 9.
    refusals: { content: 'Alguns arquivos são inválidos...', size: 'Arquivos muito grandes (devem ser menores de 10MB)' },
    request: async (file) => {
      const mail: ContactUsMail = { title: 'Dúvida sobre o pedido 123', content: 'Segue o anexo.', personId: ACCOUNTS.moveis.codigo, groups: [30] };
      return { feature: 'contact', form: uploadForm({ ...mail }, [{ field: 'files', file }]) };
    },
    stored: () => db.tables.sentEmails,
  },
  {
    key: 'post legacy /comunicado',
    account: 'comercial',
    extensions: PDF_UPLOAD.extensions,
    largest: largestOf(PDF_UPLOAD),
    // Spec part 1, section 9.
    refusals: { content: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' },
    request: async (file) => ({ form: announcement(file) }),
    stored: () => [db.tables.announcements, db.tables.storedFiles.length],
  },
  {
    key: 'put legacy /comunicado/:id',
    account: 'comercial',
    extensions: PDF_UPLOAD.extensions,
    largest: largestOf(PDF_UPLOAD),
    refusals: { content: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' },
    target: () => db.tables.announcements[0].id,
    request: async (file, id) => ({ params: { id: String(id) }, form: announcement(file) }),
    stored: (id) => [db.tables.announcements.find((row) => row.id === id), db.tables.storedFiles.length],
  },
  {
    key: 'post legacy /contato',
    account: 'comercial',
    extensions: PDF_UPLOAD.extensions,
    largest: largestOf(PDF_UPLOAD),
    refusals: { content: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' },
    request: async (file) => ({ form: contact(file) }),
    stored: () => [db.tables.contacts, db.tables.storedFiles.length],
  },
  {
    key: 'put legacy /contato/:id',
    account: 'comercial',
    extensions: PDF_UPLOAD.extensions,
    largest: largestOf(PDF_UPLOAD),
    refusals: { content: 'Apenas arquivos pdf são aceitos!', size: 'Tamanho máximo de arquivo 7mb.' },
    target: () => db.tables.contacts[0].id,
    request: async (file, id) => ({ params: { id: String(id) }, form: contact(file) }),
    stored: (id) => [db.tables.contacts.find((row) => row.id === id), db.tables.storedFiles.length],
  },
  {
    key: 'post legacy /compliance',
    account: 'sourcing',
    extensions: COMPLIANCE_UPLOAD.extensions,
    largest: largestOf(COMPLIANCE_UPLOAD),
    // The spec gives no server message for a compliance file: these are the mock's own.
    refusals: { content: COMPLIANCE_MESSAGES.fileContent, size: COMPLIANCE_MESSAGES.fileSize },
    request: async (file) => ({ form: await addForm(complianceDraft(file), ACCOUNTS.sourcing.codigo) }),
    stored: () => db.tables.complianceDocuments,
  },
  {
    key: 'put orders /documents/compliance/:id',
    account: 'sourcing',
    extensions: COMPLIANCE_UPLOAD.extensions,
    largest: largestOf(COMPLIANCE_UPLOAD),
    refusals: { content: COMPLIANCE_MESSAGES.fileContent, size: COMPLIANCE_MESSAGES.fileSize },
    target: () => db.tables.complianceDocuments[0].complianceId,
    request: async (file, id) => ({ feature: 'documents', params: { id: String(id) }, form: editForm(complianceDraft(file), ACCOUNTS.sourcing.codigo) }),
    stored: (id) => db.tables.complianceDocuments.find((doc) => doc.complianceId === id),
  },
  {
    key: 'post legacy /protocoloLogistico/uploadFileProtocolo',
    account: 'sourcing',
    // The file goes as base64 text with no name: its content and size alone are checked.
    extensions: ['pdf'],
    // 'size > PROTOCOL_MAX_BYTES' is refused: exactly 5 MB is taken.
    largest: PROTOCOL_MAX_BYTES,
    refusals: { content: PROTOCOL_MESSAGES.content, size: PROTOCOL_MESSAGES.size },
    request: async (file) => {
      const fields: ProtocolUploadFields = { file: await base64Of(file) };
      return { form: uploadForm({ ...fields }) };
    },
    stored: () => db.tables.logisticsProtocols,
  },
  {
    key: 'post legacy /qualidade/ficha-tecnica/moveis',
    account: 'moveis',
    extensions: ['pdf'],
    // Spec part 3, section 5: 'A file of 7 MB or more is rejected.' The content check is the mock's own.
    largest: SHEET_MAX_BYTES - 1,
    refusals: { content: SHEET_MESSAGES.notPdfContent, size: 'Tamanho do arquivo precisa ser inferior a 7mb!' },
    target: () =>
      db.tables.qualityProducts.find((product) => product.supplierId === MOVEIS && product.category === 'P' && !sheetOfDescription(product.descriptionId))!.descriptionId,
    request: async (file, descriptionId) => ({ form: await furnitureSheet(file, descriptionId) }),
    stored: (descriptionId) => [sheetOfDescription(descriptionId), ...sheetStore()],
  },
  {
    key: 'put legacy /qualidade/ficha-tecnica/moveis/:idFicha',
    account: 'moveis',
    extensions: ['pdf'],
    largest: SHEET_MAX_BYTES - 1,
    refusals: { content: SHEET_MESSAGES.notPdfContent, size: 'Tamanho do arquivo precisa ser inferior a 7mb!' },
    target: () => db.tables.qualitySheets.find((sheet) => sheet.supplierId === MOVEIS && sheet.category === 'P')!.id,
    request: async (file, sheetId) => {
      const sheet = db.tables.qualitySheets.find((row) => row.id === sheetId)!;
      return { params: { idFicha: String(sheetId) }, form: await furnitureSheet(file, sheet.descriptionIds[0]) };
    },
    stored: (sheetId) => [db.tables.qualitySheets.find((sheet) => sheet.id === sheetId), ...sheetStore()],
  },
  {
    key: 'post legacy /qualidade/ficha-tecnica/acessorios',
    account: 'sourcing',
    extensions: ['pdf'],
    largest: SHEET_MAX_BYTES - 1,
    refusals: { content: SHEET_MESSAGES.notPdfContent, size: 'Tamanho do arquivo precisa ser inferior a 7mb!' },
    // An accessory of 2000001 under no approved sheet (those the add page offers).
    target: () =>
      db.tables.qualityProducts.find(
        (product) =>
          product.supplierId === ACCESSORIES &&
          product.category === 'A' &&
          !db.tables.qualitySheets.some((sheet) => sheet.status === 'A' && sheet.descriptionIds.includes(product.descriptionId)),
      )!.descriptionId,
    request: async (file, descriptionId) => {
      const product = productOf(descriptionId);
      const fields: AccessorySheetFields = {
        Alfanumerico: product.alpha,
        FileName: file.name,
        ContentFile: file.type || 'application/pdf',
        Doc: await base64Of(file),
        idUserFornecedor: Number(ACCOUNTS.sourcing.codigo),
        Departamento: 'A',
        InStatus: 'A',
        ListaProd: JSON.stringify([{ idDescr: product.descriptionId, Nr_prod: product.productId }]),
        NrFicha: 'FT-2026-900',
        idFornecedor: ACCESSORIES,
      };
      return { form: uploadForm({ ...fields }) };
    },
    stored: () => sheetStore(),
  },
  {
    key: 'post orders /quality/upload-picture',
    account: 'sourcing',
    // The server knows a picture by its content alone; these are the names the portal lets one choose.
    extensions: IMAGE_EXTENSIONS,
    // 'size >= MAX_PICTURE_BYTES' is refused (spec part 3: 5,000,000 bytes or more).
    largest: MAX_PICTURE_BYTES - 1,
    refusals: { content: RETURN_MESSAGES.notAnImage, size: RETURN_MESSAGES.fileTooBig },
    // The portal first reserves the report's id (GET next-return-receipt-id), then uploads its pictures under it.
    target: async (token) => {
      const response = await fetch(buildUrl('orders', RETURN_PATHS.nextId), { headers: headersOf('orders', token, { feature: QUALITY_FEATURE }) });
      return ((await response.json()) as { returnReceiptId: number }[])[0].returnReceiptId;
    },
    request: async (file, returnReceiptId) => ({
      feature: QUALITY_FEATURE,
      query: { personId: MOVEIS, returnReceiptId, fileName: pictureFileName(1, file) },
      form: uploadForm({}, [{ field: 'file', file }]),
    }),
    stored: (returnReceiptId) => db.tables.returnPictures.filter((picture) => picture.returnReceiptId === returnReceiptId),
  },
];

/** Each row under its key and account (a plain string: vitest shortens the values it formats itself). */
const ROWS = ENDPOINTS.map((endpoint) => [`${endpoint.key}, as ${endpoint.account}`, endpoint] as const);

const token = accountTokens();

interface Outcome {
  status: number;
  message: unknown;
  /** The tables the call marked changed (db.touch), sessions aside. */
  touched: string[];
  storedBefore: string;
  storedAfter: string;
}

/** Sends one file to an endpoint, as its row builds the request, and reads what it stored. */
async function upload(endpoint: UploadEndpoint, target: number, file: File): Promise<Outcome> {
  const entry = endpointRegistry.find((registered) => keyOf(registered) === endpoint.key);
  if (!entry) throw new Error(`${endpoint.key} is not in the mock's registry`);
  const call = await endpoint.request(file, target);
  const headers = headersOf(entry.api, await token(endpoint.account), call);
  const storedBefore = JSON.stringify(endpoint.stored(target));
  let response: Response | undefined;
  const touched = await touchedBy(async () => {
    response = await fetch(buildUrl(entry.api, filledPath(entry.path, call.params), call.query), { method: entry.method.toUpperCase(), headers, body: call.form });
  });
  const body = (await response!.json()) as { message?: unknown };
  return { status: response!.status, message: body.message, touched, storedBefore, storedAfter: JSON.stringify(endpoint.stored(target)) };
}

const targetOf = async (endpoint: UploadEndpoint): Promise<number> => (await endpoint.target?.(await token(endpoint.account))) ?? 0;

describe('every upload endpoint, sent the portal’s own request over HTTP, refuses a renamed executable, HTML under a document’s name and a file over its limit, and stores nothing', () => {
  it.each(ROWS)('%s', async (_name, endpoint) => {
    const target = await targetOf(endpoint);
    const refuses = async (file: File, what: string, message: string) => {
      const outcome = await upload(endpoint, target, file);
      expect(outcome.status, what).toBeGreaterThanOrEqual(400);
      expect(outcome.status, what).toBeLessThan(500);
      expect(outcome.message, what).toBe(message);
      expect(outcome.touched, `${what}: tables changed`).toEqual([]);
      expect(outcome.storedAfter, `${what}: stored`).toBe(outcome.storedBefore);
    };
    for (const extension of endpoint.extensions) {
      await refuses(fileOf(EXECUTABLE, `programa.${extension}`), `an executable named .${extension}`, endpoint.refusals.content);
      if (!TEXT_TYPES.has(extension)) await refuses(fileOf(HTML, `pagina.${extension}`), `HTML named .${extension}`, endpoint.refusals.content);
    }
    const first = endpoint.extensions[0];
    await refuses(fileOf(GENUINE[first], `grande.${first}`, endpoint.largest + 1), 'one byte over the limit', endpoint.refusals.size);

    // Last: the refusals changed nothing, so this meets the same state. A genuine file of exactly the largest size is
    // taken: the refusal one byte above is the server's own limit, and the request differs from the refused ones by
    // the file alone.
    const taken = await upload(endpoint, target, fileOf(GENUINE[first], `genuino.${first}`, endpoint.largest));
    expect(taken.status, `a genuine .${first}: ${String(taken.message)}`).toBeGreaterThanOrEqual(200);
    expect(taken.status).toBeLessThan(300);
    expect(taken.touched).not.toEqual([]);
    expect(taken.storedAfter).not.toBe(taken.storedBefore);
  });
});
