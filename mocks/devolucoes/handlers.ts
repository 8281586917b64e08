import { HttpResponse } from 'msw';
import type { PermissionKey } from '../../src/permissions/keys';
import { RETURN_OPERATION_NAMES, RETURN_OPERATIONS, RETURN_PATHS, type CreateReturnReceiptBody, type PictureRow } from '../../src/dataProviders/devolucoes/wire';
import { db } from '../db/db';
import { toBase64 } from '../files/storedFiles';
import { endpoint, fail, jsonBody, type Caller } from '../http/endpoint';
import { graphqlEndpoint, graphqlError } from '../http/graphqlEndpoint';
import { readRowWindow } from '../http/paging';
import { groupRows, pictureUrl, productOf, receiptRow, supplierProductRow } from './receiptRows';
import {
  assertReserved,
  assertStaff,
  assertSupplierExists,
  dayOf,
  isImageContent,
  MAX_PICTURE_BYTES,
  mayRead,
  readableSupplier,
  reportOfBody,
  RETURN_MESSAGES,
  ReturnRefusal,
} from './rules';
import { pictureKey } from './seed';

const PERMISSION: PermissionKey = 'devolucao-recebimentos';

type Args = Record<string, unknown>;

/**
 * One GraphQL operation of the area, resolved from its root field's own arguments (whatever the client named its
 * variables, or written inline). A refusal (ReturnRefusal) becomes the answer's error with its message; a refusal by
 * caller alone (staff-only writes) is made before the query runs, with its status as the error's code.
 */
const operation = (
  kind: 'query' | 'mutation',
  name: string,
  field: string,
  resolve: (args: Args, caller: Caller) => unknown,
  before?: (caller: Caller) => void,
) =>
  graphqlEndpoint(kind, name, { permission: PERMISSION }, ({ caller }) => {
    try {
      before?.(caller);
    } catch (error) {
      if (error instanceof ReturnRefusal) return graphqlError(error.message, error.status);
      throw error;
    }
    return { [field]: (args: Args) => resolve(args, caller) };
  });

/** A REST resolver whose refusals answer { status: false, message } with their status. */
const rest = (method: 'get' | 'post', path: string, resolve: (ctx: { request: Request; url: URL; caller: Caller }) => Promise<Response> | Response) =>
  endpoint(method, 'orders', path, { permission: PERMISSION }, async (ctx) => {
    try {
      return await resolve(ctx);
    } catch (error) {
      if (error instanceof ReturnRefusal) return fail(error.status, error.message);
      throw error;
    }
  });

const optionalInt = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const sequenceOf = (fileName: string): number => Number(fileName.split('-')[0]);

const reportReadable = (caller: Caller, returnReceiptId: number) => {
  const report = db.tables.returnReports.find((row) => row.returnReceiptId === returnReceiptId);
  if (!report || !mayRead(caller, report.personId)) throw new ReturnRefusal(404, RETURN_MESSAGES.reportNotFound);
  return report;
};

export const returnReportHandlers = [
  /** The reports of a supplier, newest receipt first, filtered by division, group, product and receipt day; one page, totalRows on each row. */
  operation('query', RETURN_OPERATION_NAMES.list, RETURN_OPERATIONS.list, (args, caller) => {
    const personId = readableSupplier(caller, args.personId);
    const division = typeof args.productDivisionIndicator === 'string' ? args.productDivisionIndicator.trim() : '';
    if (division !== '' && division !== 'A' && division !== 'P') throw new ReturnRefusal(400, RETURN_MESSAGES.divisionInvalid);
    const groupId = optionalInt(args.productGroupId);
    const productId = optionalInt(args.productId);
    const day = typeof args.receiptDate === 'string' && args.receiptDate.trim() !== '' ? dayOf(args.receiptDate) : undefined;
    const found = db.tables.returnReports
      .filter((report) => report.personId === personId)
      .filter((report) => {
        const product = productOf(report);
        return (
          (division === '' || product?.division === division) &&
          (groupId === undefined || product?.productGroupId === groupId) &&
          (productId === undefined || report.productId === productId) &&
          (day === undefined || report.receiptDate === day)
        );
      })
      .sort((a, b) => b.receiptDate.localeCompare(a.receiptDate) || b.returnReceiptId - a.returnReceiptId);
    const { offset, limit } = readRowWindow(args, 'initialRow');
    return found.slice(offset, offset + limit).map((report) => receiptRow(report, found.length));
  }),

  /** One report, with its supplier's name; another supplier's is not found. */
  operation('query', RETURN_OPERATION_NAMES.detail, RETURN_OPERATIONS.detail, (args, caller) => {
    const report = reportReadable(caller, Number(args.returnReceiptId));
    const supplierName = db.tables.pessoas.find((row) => Number(row.codigo) === report.personId)?.nome ?? '';
    return { ...receiptRow(report, 1), supplierName };
  }),

  /** A report's pictures in their upload order. */
  operation('query', RETURN_OPERATION_NAMES.pictures, RETURN_OPERATIONS.pictures, (args, caller) => {
    const personId = readableSupplier(caller, args.personId);
    const report = reportReadable(caller, Number(args.returnReceiptId));
    if (report.personId !== personId) throw new ReturnRefusal(404, RETURN_MESSAGES.reportNotFound);
    const pictures: PictureRow[] = db.tables.returnPictures
      .filter((row) => row.returnReceiptId === report.returnReceiptId)
      .sort((a, b) => sequenceOf(a.fileName) - sequenceOf(b.fileName))
      .map((row) => ({ objectKey: row.objectKey, objectURL: pictureUrl(row.objectKey) }));
    return pictures;
  }),

  /** A picture's bytes, base64, exactly as uploaded. */
  operation('query', RETURN_OPERATION_NAMES.image, RETURN_OPERATIONS.image, (args, caller) => {
    const picture = db.tables.returnPictures.find((row) => row.objectKey === args.imageKey);
    if (!picture || !mayRead(caller, picture.personId)) throw new ReturnRefusal(404, RETURN_MESSAGES.imageNotFound);
    return { base64Data: picture.base64 };
  }),

  /** Staff delete a report, and its pictures with it, as the signed-in user. */
  operation('mutation', RETURN_OPERATION_NAMES.remove, RETURN_OPERATIONS.remove, (args, caller) => {
    if (String(args.userPersonId ?? '').trim() !== caller.user.codigo && Number(args.userPersonId) !== Number(caller.user.codigo)) {
      throw new ReturnRefusal(403, RETURN_MESSAGES.otherUser);
    }
    const report = reportReadable(caller, Number(args.returnReceiptId));
    db.tables.returnReports = db.tables.returnReports.filter((row) => row !== report);
    db.tables.returnPictures = db.tables.returnPictures.filter((row) => row.returnReceiptId !== report.returnReceiptId);
    db.touch('returnReports');
    db.touch('returnPictures');
    return { message: RETURN_MESSAGES.deleted };
  }, assertStaff),

  /** Staff find any supplier by code or name; a supplier finds itself. */
  operation('query', RETURN_OPERATION_NAMES.suppliers, RETURN_OPERATIONS.suppliers, (args, caller) => {
    const code = typeof args.personId === 'string' || typeof args.personId === 'number' ? String(args.personId).trim() : '';
    const text = normalise(typeof args.supplierName === 'string' ? args.supplierName.trim() : '');
    const suppliers = db.tables.pessoas
      .filter((row) => row.supplierType !== null && mayRead(caller, Number(row.codigo)))
      .filter((row) => (!code || row.codigo === code) && (!text || row.codigo.includes(text) || normalise(row.nome).includes(text)))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
      .map((row) => ({ personId: Number(row.codigo), supplierName: row.nome }));
    return suppliers;
  }),

  /** A supplier's products, by name. */
  operation('query', RETURN_OPERATION_NAMES.products, RETURN_OPERATIONS.products, (args, caller) => {
    const personId = readableSupplier(caller, args.personId);
    const products = db.tables.returnProducts
      .filter((row) => row.supplierId === personId)
      .sort((a, b) => a.productName.localeCompare(b.productName, 'pt-BR'))
      .map(supplierProductRow);
    return products;
  }),

  operation('query', RETURN_OPERATION_NAMES.reasons, RETURN_OPERATIONS.reasons, () => [...db.tables.returnReasons].sort((a, b) => a.reasonId - b.reasonId)),

  /** The product groups of a division ('A' accessories, 'P' furniture). */
  operation('query', RETURN_OPERATION_NAMES.groups, RETURN_OPERATIONS.groups, (args) => {
    const division = args.inAcessMoveis;
    if (division !== 'A' && division !== 'P') throw new ReturnRefusal(400, RETURN_MESSAGES.divisionInvalid);
    return groupRows(division);
  }),

  /** GET next-return-receipt-id (staff): reserves the next id, answered as [{ returnReceiptId }]. */
  rest('get', RETURN_PATHS.nextId, ({ caller }) => {
    assertStaff(caller);
    const ids = [
      ...db.tables.returnReports.map((row) => row.returnReceiptId),
      ...db.tables.returnReservations.map((row) => row.returnReceiptId),
      ...db.tables.returnPictures.map((row) => row.returnReceiptId),
    ];
    const returnReceiptId = Math.max(7000, ...ids) + 1;
    db.tables.returnReservations.push({ returnReceiptId, reservedBy: Number(caller.user.codigo) });
    db.touch('returnReservations');
    return HttpResponse.json([{ returnReceiptId }]);
  }),

  /**
   * POST upload-picture?personId=&returnReceiptId=&fileName= (staff), multipart field `file`: an image by its content,
   * under 5,000,000 bytes, for a reserved id; kept byte for byte under 'devolucoes/<id>/<fileName>'.
   */
  rest('post', RETURN_PATHS.uploadPicture, async ({ request, url, caller }) => {
    assertStaff(caller);
    const personId = Number(url.searchParams.get('personId'));
    assertSupplierExists(personId);
    const returnReceiptId = Number(url.searchParams.get('returnReceiptId'));
    if (!Number.isInteger(returnReceiptId)) throw new ReturnRefusal(400, RETURN_MESSAGES.idNotReserved);
    assertReserved(returnReceiptId);
    const fileName = (url.searchParams.get('fileName') ?? '').trim();
    if (!/^[1-9]\d*-[^/\\]+$/.test(fileName)) throw new ReturnRefusal(400, RETURN_MESSAGES.fileNameInvalid);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw new ReturnRefusal(400, RETURN_MESSAGES.fileMissing);
    if (file.size === 0) throw new ReturnRefusal(400, RETURN_MESSAGES.fileEmpty);
    if (file.size >= MAX_PICTURE_BYTES) throw new ReturnRefusal(413, RETURN_MESSAGES.fileTooBig);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isImageContent(bytes.subarray(0, 16))) throw new ReturnRefusal(415, RETURN_MESSAGES.notAnImage);
    const objectKey = pictureKey(returnReceiptId, fileName);
    db.tables.returnPictures = db.tables.returnPictures.filter((row) => row.objectKey !== objectKey);
    db.tables.returnPictures.push({ returnReceiptId, personId, objectKey, fileName, base64: toBase64(bytes) });
    db.touch('returnPictures');
    return HttpResponse.json({ objectKey });
  }),

  /** POST create-return-receipt (staff): the report of a reserved id, checked rule by rule. */
  rest('post', RETURN_PATHS.create, async ({ request, caller }) => {
    assertStaff(caller);
    const report = reportOfBody(caller, await jsonBody<CreateReturnReceiptBody>(request));
    db.tables.returnReports.push(report);
    db.tables.returnReservations = db.tables.returnReservations.filter((row) => row.returnReceiptId !== report.returnReceiptId);
    db.touch('returnReports');
    db.touch('returnReservations');
    return HttpResponse.json({ returnReceiptId: report.returnReceiptId, message: RETURN_MESSAGES.created });
  }),
];
