import type { NewReturnReport } from '../../custom/devolucoes/returnReports';
import { translate } from '../../i18n/translate';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { uploadFile } from '../core/upload';
import { createBody, pictureFileName } from './mapping';
import { sessionUserCode } from '../core/sessionUser';
import { RETURN_PATHS } from './wire';

/** The orders API's function key of the quality calls. */
export const QUALITY_FEATURE = 'quality';

/** GET next-return-receipt-id: the first item's returnReceiptId. */
async function nextReturnReceiptId(): Promise<number> {
  const { body } = await request<unknown>(RETURN_PATHS.nextId, { api: 'orders', feature: QUALITY_FEATURE });
  const id = Array.isArray(body) ? Number((body[0] as { returnReceiptId?: unknown } | undefined)?.returnReceiptId) : NaN;
  if (!Number.isInteger(id) || id <= 0) throw missingFieldsError(body);
  return id;
}

/**
 * The new report's whole flow (spec part 3, section 4): the next id, each image uploaded in the order chosen
 * (`${sequence}-${name}` from 1), then the report created with them. The first upload that fails stops it: its error
 * (the server's explanation, or 'Ocorreu um erro ao fazer upload do arquivo!') rejects, and nothing is created.
 */
export async function saveReport(report: NewReturnReport): Promise<{ id: number }> {
  const userPersonId = Number(sessionUserCode());
  const returnReceiptId = await nextReturnReceiptId();
  for (const [index, file] of report.images.entries()) {
    const { body: stored } = await uploadFile({
      api: 'orders',
      path: RETURN_PATHS.uploadPicture,
      query: { personId: report.supplierId, returnReceiptId, fileName: pictureFileName(index + 1, file) },
      files: [{ field: 'file', file }],
      feature: QUALITY_FEATURE,
      failureMessage: translate('pages.returnReportData.uploadFailure'),
    });
    // The server answers the stored picture's key; a 200 with an HTML page or nothing stored nothing.
    if (!stored || typeof stored !== 'object') throw missingFieldsError(stored);
  }
  const { body } = await request(RETURN_PATHS.create, {
    api: 'orders',
    method: 'POST',
    body: createBody(report, returnReceiptId, userPersonId),
    feature: QUALITY_FEATURE,
    failureMessage: translate('app.errors.submitFailure'),
  });
  // The orders API answers the report it created; a 200 with an HTML page or nothing created nothing.
  if (!body || typeof body !== 'object') throw missingFieldsError(body);
  return { id: returnReceiptId };
}
