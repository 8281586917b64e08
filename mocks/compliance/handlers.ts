import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import type { ComplianceListRow, ComplianceOneRow, SignatureBody } from '../../src/dataProviders/compliance/wire';
import { COMPLIANCE_PATHS, DOCUMENT_PATHS, DOCUMENTS_LIST_OPERATION } from '../../src/dataProviders/compliance/wire';
import { db } from '../db/db';
import { demoPdf } from '../files/demoPdf';
import { fromBase64 } from '../files/storedFiles';
import { endpoint, fail, jsonBody, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { graphqlEndpoint } from '../http/graphqlEndpoint';
import { receiptPdf } from './receipt';
import {
  base64File,
  COMPLIANCE_MESSAGES as M,
  documentRefusal,
  fileRefusal,
  isAdminRole,
  isComplianceAdmin,
  pendingOf,
  signatureOf,
  signerRefusal,
  today,
  validOn,
  visibleDocuments,
} from './rules';
import { fileRecord, type ComplianceDocumentRecord, type ComplianceFileRecord } from './seed';
import { sha256Hex } from './sha256';

const documents = (): ComplianceDocumentRecord[] => db.tables.complianceDocuments;
const brDay = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A document the caller may reach (see visibleDocuments), else undefined: a supplier never learns of the others. */
const reachable = (caller: Caller, id: unknown): ComplianceDocumentRecord | undefined =>
  visibleDocuments(caller, documents()).find((doc) => doc.complianceId === Number(id));

function listRows(caller: Caller, requested: string | null | undefined): ComplianceListRow[] {
  const personId = scopedPersonId(caller, requested);
  const day = today();
  return visibleDocuments(caller, documents(), day)
    .sort((a, b) => a.complianceId - b.complianceId)
    .map((doc) => {
      const signature = signatureOf(doc, personId);
      return {
        complianceId: doc.complianceId,
        complianceName: doc.title,
        complianceDescription: doc.description,
        startDate: doc.startDate,
        endDate: doc.endDate,
        signatureDate: signature?.signedAt ?? null,
        isPending: !signature && validOn(doc, day),
      };
    });
}

const fileHeaders = (type: string, name: string, disposition: 'inline' | 'attachment') => ({
  'Content-Type': type,
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`,
});

const pdfResponse = (bytes: Uint8Array, name: string): Response => new HttpResponse(new Uint8Array(bytes), { headers: fileHeaders('application/pdf', name, 'inline') });

/** The document to read: a PDF as stored; an office file as its PDF rendition (its title, description and file name). */
function readableBytes(doc: ComplianceDocumentRecord): Uint8Array {
  if (doc.file.extension === 'pdf') return fromBase64(doc.file.base64);
  return demoPdf(doc.title, [doc.description, `Arquivo original: ${doc.file.name}`]);
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

async function formOf(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** The file of an add or edit: `file` (binary) or `Doc` (base64, with tipo and extensao); checked by type, size and content. */
async function uploadedFile(form: FormData): Promise<{ file?: ComplianceFileRecord; refusal?: string }> {
  const binary = form.get('file');
  const doc = text(form, 'Doc');
  const file = binary instanceof File ? binary : doc ? await base64File(doc, text(form, 'extensao'), text(form, 'tipo')) : undefined;
  if (!file) return {};
  const refusal = await fileRefusal(file);
  if (refusal) return { refusal };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = binary instanceof File ? binary.name : `documento.${text(form, 'extensao').toLowerCase()}`;
  return { file: fileRecord(name, file.type || 'application/octet-stream', bytes) };
}

const nextId = (): number => documents().reduce((max, doc) => Math.max(max, doc.complianceId), 300) + 1;

const signRefused = (status: number, message: string): Response => HttpResponse.json({ error: true, message }, { status });

export const complianceHandlers = [
  /** GET /compliance?userCode=: admin-compliance every document, others those valid today; the signature is userCode's. */
  endpoint('get', 'legacy', COMPLIANCE_PATHS.list, { permission: 'user-compliance' }, ({ url, caller }) =>
    HttpResponse.json({ data: { DocumentsList: listRows(caller, url.searchParams.get('userCode')) } }),
  ),

  /** GET /compliance/{id}: the form's fields (dates dd/MM/yyyy). */
  endpoint('get', 'legacy', `${COMPLIANCE_PATHS.one}/:id`, { permission: ['user-compliance', 'admin-compliance'] }, ({ params, caller }) => {
    const doc = reachable(caller, params.id);
    if (!doc) return fail(404, M.notFound);
    const row: ComplianceOneRow = {
      nm_titulo: doc.title,
      ds_compliance: doc.description,
      dt_lancamento: brDay(doc.startDate),
      dt_termino: brDay(doc.endDate),
      doc_tipo: doc.file.type,
      doc_extensao: doc.file.extension,
    };
    return ok({ itens: { ...row } });
  }),

  /** POST /compliance (multipart): admin-compliance adds a document. */
  endpoint('post', 'legacy', COMPLIANCE_PATHS.add, { permission: 'admin-compliance' }, async ({ request, caller }) => {
    const form = await formOf(request);
    if (!form) return fail(400, M.fileRequired);
    if (text(form, 'userId') !== caller.user.codigo) return fail(400, M.wrongUser);
    const checked = documentRefusal({ title: text(form, 'nm_titulo'), description: text(form, 'ds_compliance'), start: text(form, 'dt_lancamento'), end: text(form, 'dt_termino') });
    if (typeof checked === 'string') return fail(400, checked);
    const { file, refusal } = await uploadedFile(form);
    if (refusal) return fail(400, refusal);
    if (!file) return fail(400, M.fileRequired);
    const complianceId = nextId();
    documents().push({
      complianceId,
      title: text(form, 'nm_titulo').trim(),
      description: text(form, 'ds_compliance').trim(),
      ...checked,
      file,
      createdBy: caller.user.codigo,
      signatures: [],
    });
    db.touch('complianceDocuments');
    return ok({ message: M.added, itens: { complianceId } });
  }),

  /** PUT /documents/compliance/{id} (orders API, multipart): admin-compliance edits; without a file the stored one stays. */
  endpoint('put', 'orders', `${DOCUMENT_PATHS.edit}/:id`, { permission: 'admin-compliance' }, async ({ request, params, caller }) => {
    const doc = documents().find((row) => row.complianceId === Number(params.id));
    if (!doc) return fail(404, M.notFound);
    const form = await formOf(request);
    if (!form) return fail(400, M.titleRequired);
    if (text(form, 'userId') !== caller.user.codigo) return fail(400, M.wrongUser);
    const checked = documentRefusal({ title: text(form, 'nmTitulo'), description: text(form, 'dsCompliance'), start: text(form, 'dtLancamento'), end: text(form, 'dtTermino') });
    if (typeof checked === 'string') return fail(400, checked);
    const { file, refusal } = await uploadedFile(form);
    if (refusal) return fail(400, refusal);
    doc.title = text(form, 'nmTitulo').trim();
    doc.description = text(form, 'dsCompliance').trim();
    doc.startDate = checked.startDate;
    doc.endDate = checked.endDate;
    // Signatures keep the hash of the file they signed: a new file does not inherit them.
    if (file) doc.file = file;
    db.touch('complianceDocuments');
    return ok({ message: M.edited });
  }),

  /** DELETE /compliance/{id}: admin-compliance removes a document and its signatures. */
  endpoint('delete', 'legacy', `${COMPLIANCE_PATHS.remove}/:id`, { permission: 'admin-compliance' }, ({ params }) => {
    const at = documents().findIndex((doc) => doc.complianceId === Number(params.id));
    if (at === -1) return fail(404, M.notFound);
    documents().splice(at, 1);
    db.touch('complianceDocuments');
    return HttpResponse.json({ status: true, message: M.removed });
  }),

  /** GET /compliance/{ticket}/{id}: the stored file as uploaded (a link may open it: a single-use download ticket in the path). */
  endpoint('get', 'legacy', `${COMPLIANCE_PATHS.download}/:ticket/:id`, { permission: ['user-compliance', 'admin-compliance'], ticketParam: 'ticket' }, ({ params, caller }) => {
    const doc = reachable(caller, params.id);
    if (!doc) return fail(404, M.notFound);
    return new HttpResponse(fromBase64(doc.file.base64), { headers: fileHeaders(doc.file.type, doc.file.name, 'attachment') });
  }),

  /** GET /documents/document?complianceId=: the document to read, as a PDF. */
  endpoint('get', 'orders', DOCUMENT_PATHS.document, { permission: ['user-compliance', 'admin-compliance'] }, ({ url, caller }) => {
    const doc = reachable(caller, url.searchParams.get('complianceId'));
    if (!doc) return fail(404, M.notFound);
    return pdfResponse(readableBytes(doc), doc.file.extension === 'pdf' ? doc.file.name : `${doc.file.name}.pdf`);
  }),

  /** POST /documents/signDocumentCompliance: a supplier signs, for itself, a document valid today, once. */
  endpoint('post', 'orders', DOCUMENT_PATHS.sign, { permission: 'user-compliance' }, async ({ request, caller }) => {
    if (isAdminRole(caller)) return signRefused(403, M.adminCannotSign);
    const body = await jsonBody<SignatureBody>(request);
    if (String(body.personId ?? '') !== caller.user.codigo || String(body.logonPersonId ?? '') !== caller.user.codigo) return signRefused(403, M.otherSupplier);
    const doc = documents().find((row) => row.complianceId === Number(body.complianceId) && validOn(row, today()));
    if (!doc) return signRefused(404, M.notFound);
    if (signatureOf(doc, caller.user.codigo)) return HttpResponse.json({ error: true, message: M.alreadySigned });
    const refusal = signerRefusal(body);
    if (refusal) return HttpResponse.json({ error: true, message: refusal });
    doc.signatures.push({
      personId: caller.user.codigo,
      logonPersonId: caller.user.codigo,
      representativeName: String(body.representativeName).trim(),
      cpfNumber: String(body.cpfNumber),
      mailAddress: String(body.mailAddress).trim(),
      roleDescription: String(body.roleDescription).trim(),
      signedAt: format(new Date(), "yyyy-MM-dd'T'HH:mm:ss"),
      fileSha256: sha256Hex(fromBase64(doc.file.base64)),
    });
    db.touch('complianceDocuments');
    return HttpResponse.json({ message: M.signed });
  }),

  /** GET /documents/qtyDocumentsPending?personId=: documents valid today the supplier has not signed. */
  endpoint('get', 'orders', DOCUMENT_PATHS.pendingQuantity, { permission: 'user-compliance' }, ({ url, caller }) =>
    HttpResponse.json({ quantity: pendingOf(documents(), scopedPersonId(caller, url.searchParams.get('personId'))).length }),
  ),

  /** GET /documents/signatureReceipt?complianceId=&personId=: the receipt of the supplier's signature (a supplier: its own). */
  endpoint('get', 'orders', DOCUMENT_PATHS.receipt, { permission: ['user-compliance', 'admin-compliance'] }, ({ url, caller }) => {
    const personId = isComplianceAdmin(caller) ? (url.searchParams.get('personId') ?? '') : caller.user.codigo;
    const doc = documents().find((row) => row.complianceId === Number(url.searchParams.get('complianceId')));
    const signature = doc && signatureOf(doc, personId);
    if (!doc || !signature) return fail(404, M.notSigned);
    return pdfResponse(receiptPdf(doc, signature), `comprovante-assinatura-${doc.complianceId}-${personId}.pdf`);
  }),

  /** query DocumentsList(personId): the same rows as the REST list. */
  graphqlEndpoint('query', DOCUMENTS_LIST_OPERATION, { permission: 'user-compliance' }, ({ variables, caller }) => ({
    DocumentsList: listRows(caller, variables.personId as string | undefined),
  })),
];
