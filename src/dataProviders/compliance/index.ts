import type { CreateParams, DataProvider, DeleteManyParams, DeleteParams, GetListParams, GetOneParams, Identifier, UpdateParams } from 'react-admin';
import { translate } from '../../i18n/baseTranslate';
import {
  COMPLIANCE_RESOURCE,
  type ComplianceDetail,
  type ComplianceDocument,
  type ComplianceDraft,
  type ComplianceMethods,
} from '../../resources/compliance/complianceDocuments';
import { digitsOnly } from '../../kit/validators/brDocuments';
import { sortRows } from '../core/clientSort';
import { withCustomMethods } from '../core/customMethods';
import { downloadTicket } from '../core/downloadTicket';
import { ApiError, missingFieldsError } from '../core/errors';
import { requestFile } from '../core/fileResponse';
import { request } from '../core/http';
import { legacyItems } from '../core/legacyEnvelope';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { legacyMutation } from '../core/mutation';
import { sessionUserCode } from '../core/sessionUser';
import { TIMEOUTS } from '../core/timeouts';
import { addForm, editForm, extensionOf, mimeTypeOf, toComplianceDetail, toComplianceDocument } from './mapping';
import {
  COMPLIANCE_PATHS,
  DOCUMENT_PATHS,
  type ComplianceListAnswer,
  type ComplianceOneRow,
  type QuantityAnswer,
  type SignAnswer,
  type SignatureBody,
} from './wire';

/**
 * Compliance documents (spec part 3, section 7, "Compliance"): the list, one document, add, edit and remove on the
 * legacy API; reading, signing, the pending count and the signature receipt on the orders API. The server decides
 * what the list holds (admin-compliance: every document; others: those valid today, with their own signature).
 */

const recordPath = (path: string, id: Identifier): string => `${path}/${encodeURIComponent(String(id))}`;

async function fetchDocuments(signal?: AbortSignal): Promise<ComplianceDocument[]> {
  const { body } = await request<Partial<ComplianceListAnswer>>(COMPLIANCE_PATHS.list, { query: { userCode: sessionUserCode() }, signal });
  const rows = body?.data?.DocumentsList;
  if (!Array.isArray(rows)) throw missingFieldsError(body);
  return rows.map(toComplianceDocument);
}

async function getList(_resource: string, params: GetListParams) {
  const rows = await fetchDocuments(params.signal);
  const ordered = params.sort?.field ? sortRows(rows, params.sort) : rows;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: ordered.length };
  return { data: ordered.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

async function getOne(_resource: string, params: GetOneParams) {
  const { body } = await request(recordPath(COMPLIANCE_PATHS.one, params.id), { signal: params.signal });
  const row = legacyItems<ComplianceOneRow | ComplianceOneRow[]>(body);
  return { data: toComplianceDetail(Number(params.id), Array.isArray(row) ? row[0] : row) };
}

const savedRecord = (id: number, draft: ComplianceDraft, previous?: Partial<ComplianceDetail>): ComplianceDetail => ({
  id,
  title: draft.title,
  description: draft.description,
  startDate: draft.startDate,
  endDate: draft.endDate,
  fileType: draft.file ? mimeTypeOf(draft.file) : (previous?.fileType ?? ''),
  fileExtension: draft.file ? extensionOf(draft.file.name) : (previous?.fileExtension ?? ''),
});

async function create(_resource: string, params: CreateParams) {
  const draft = params.data as ComplianceDraft;
  const result = await legacyMutation<{ complianceId?: unknown }>({ method: 'POST', path: COMPLIANCE_PATHS.add, body: await addForm(draft, sessionUserCode()) });
  const id = Number(result.itens?.complianceId);
  if (!Number.isInteger(id) || id <= 0) throw missingFieldsError(result.body);
  return { data: savedRecord(id, draft) };
}

async function update(_resource: string, params: UpdateParams) {
  const draft = params.data as ComplianceDraft;
  await legacyMutation({
    api: 'orders',
    feature: 'documents',
    method: 'PUT',
    path: recordPath(DOCUMENT_PATHS.edit, params.id),
    body: editForm(draft, sessionUserCode()),
  });
  return { data: savedRecord(Number(params.id), draft, params.previousData as Partial<ComplianceDetail> | undefined) };
}

/** DELETE /compliance/{id}: the server's message comes back as `data.message`. */
async function removeOne(id: Identifier): Promise<string> {
  const result = await legacyMutation({ method: 'DELETE', path: recordPath(COMPLIANCE_PATHS.remove, id), json: true });
  return result.message;
}

async function remove(_resource: string, params: DeleteParams) {
  const message = await removeOne(params.id);
  return { data: { ...(params.previousData ?? {}), id: params.id, message } };
}

/** One DELETE per id, in order; the first refusal stops the rest. `meta.messages`: the server's message of each. */
async function removeMany(_resource: string, params: DeleteManyParams) {
  const messages: string[] = [];
  for (const id of params.ids) messages.push(await removeOne(id));
  return { data: params.ids, meta: { messages } };
}

const documentCall = { api: 'orders', feature: 'documents' } as const;

/** Every method with the contract's own parameters (a mapped type: withCustomMethods needs an index signature). */
const methods: { [Name in keyof ComplianceMethods]: ComplianceMethods[Name] } = {
  document: async (_resource, { id }) => {
    const { blob } = await requestFile(DOCUMENT_PATHS.document, {
      ...documentCall,
      query: { complianceId: id },
      timeoutMs: TIMEOUTS.complianceDocuments,
      fallbackName: `compliance-${id}.pdf`,
    });
    return blob;
  },
  sign: async (_resource, signature) => {
    const personId = sessionUserCode();
    const body: SignatureBody = {
      complianceId: signature.documentId,
      personId,
      logonPersonId: personId,
      representativeName: signature.representativeName.trim(),
      cpfNumber: digitsOnly(signature.cpf),
      mailAddress: signature.email.trim(),
      roleDescription: signature.role.trim(),
    };
    const result = await legacyMutation<Partial<SignAnswer>>({
      ...documentCall,
      method: 'POST',
      path: DOCUMENT_PATHS.sign,
      body: { ...body },
      timeoutMs: TIMEOUTS.complianceDocuments,
      successStatus: 200,
    });
    const answer = result.itens;
    if (!answer || typeof answer.message !== 'string') throw missingFieldsError(result.body);
    if (answer.error) throw new ApiError('http', answer.message || translate('app.errors.submitFailure'), 200, result.body);
    return { message: answer.message };
  },
  pendingCount: async (_resource, { personId }) => {
    const { body } = await request<Partial<QuantityAnswer>>(DOCUMENT_PATHS.pendingQuantity, {
      ...documentCall,
      query: { personId },
      timeoutMs: TIMEOUTS.pendingCounters,
    });
    const quantity = body?.quantity;
    if (quantity === undefined || quantity === null || !Number.isFinite(Number(quantity))) throw missingFieldsError(body);
    return Number(quantity);
  },
  receipt: async (_resource, { id }) => {
    const { blob } = await requestFile(DOCUMENT_PATHS.receipt, {
      ...documentCall,
      query: { complianceId: id, personId: sessionUserCode() },
      fallbackName: `comprovante-assinatura-${id}.pdf`,
    });
    return blob;
  },
  download: async (_resource, { id }) => {
    const ticket = await downloadTicket();
    return requestFile(`${COMPLIANCE_PATHS.download}/${encodeURIComponent(ticket)}/${encodeURIComponent(String(id))}`, { fallbackName: `compliance-${id}` });
  },
};

/** Resource `compliance`: react-admin's reads and writes (not getManyReference nor updateMany) and the area's methods. */
export const complianceProvider = withCustomMethods(
  {
    ...methodsOnlyResource(COMPLIANCE_RESOURCE),
    getList,
    getOne,
    getMany: async (_resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) => {
      const rows = await fetchDocuments(params.signal);
      return { data: rows.filter((row) => params.ids.some((id) => String(id) === String(row.id))) };
    },
    create,
    update,
    delete: remove,
    deleteMany: removeMany,
  } as unknown as DataProvider,
  methods,
);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { [COMPLIANCE_RESOURCE]: complianceProvider as DataProvider };
