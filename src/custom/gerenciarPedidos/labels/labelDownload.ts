import { format } from 'date-fns';
import type { ZipEntry } from '../../../kit/zip/zipFiles';
import type { LabelFile, LabelFormat, LabelProduct } from './labels';

/** Spec part 2, sections 4 and 9: 1 to 50 products, one product per request in chunks of 50, the zip's name. */
export const MAX_LABEL_PRODUCTS = 50;
export const LABEL_CHUNK_SIZE = 50;
export const LABEL_ZIP_PREFIX = 'Etiquetas expedição T&S_';
/** The overlay stays this long at 100%. */
export const OVERLAY_CLOSE_DELAY_MS = 1000;

/** One row per product, the first selected row of each (its order and branch go on the label). */
export function uniqueProducts<T extends LabelProduct>(rows: readonly T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId));
}

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** 'Etiquetas expedição T&S_20260310_091500.zip' (local time, to the second). */
export const labelZipName = (now: Date): string => `${LABEL_ZIP_PREFIX}${format(now, 'yyyyMMdd_HHmmss')}.zip`;

/** Files done of the files known so far; a product whose keys have not come yet counts as one file. */
export interface LabelProgress {
  done: number;
  total: number;
}

export const progressPercent = ({ done, total }: LabelProgress): number => (total > 0 ? Math.floor((done / total) * 100) : 0);

export interface LabelCalls {
  keys: (product: LabelProduct, format: LabelFormat, signal: AbortSignal) => Promise<string[]>;
  file: (key: string, signal: AbortSignal) => Promise<LabelFile>;
}

/** A product the server has no label file for. */
export class NoLabelFilesError extends Error {
  readonly productId: number;

  constructor(productId: number) {
    super(`No label files for product ${productId}`);
    this.productId = productId;
  }
}

/**
 * Every label file of the products (de-duplicated): for each product its keys, then each key's file; the products of
 * a chunk (50) in parallel, chunk after chunk. The first failure aborts the calls still running and rejects, so
 * nothing is saved from a partial set. Entries keep the products' order.
 */
export async function fetchLabelFiles(
  rows: readonly LabelProduct[],
  labelFormat: LabelFormat,
  calls: LabelCalls,
  onProgress: (progress: LabelProgress) => void,
  signal?: AbortSignal,
): Promise<ZipEntry[]> {
  // A controller per product, so that no signal gathers a listener per request of the whole download.
  const jobs = uniqueProducts(rows).map((product) => ({ product, controller: new AbortController() }));
  const abort = (reason?: unknown) => jobs.forEach(({ controller }) => controller.abort(reason));
  const abortFromOutside = () => abort(signal?.reason);
  if (signal?.aborted) abortFromOutside();
  signal?.addEventListener('abort', abortFromOutside, { once: true });
  const progress: LabelProgress = { done: 0, total: jobs.length };
  onProgress({ ...progress });

  const filesOf = async ({ product, controller: { signal: own } }: (typeof jobs)[number]): Promise<ZipEntry[]> => {
    const keys = await calls.keys(product, labelFormat, own);
    if (keys.length === 0) throw new NoLabelFilesError(product.productId);
    progress.total += keys.length - 1;
    onProgress({ ...progress });
    const entries: ZipEntry[] = [];
    for (const key of keys) {
      const { blob, fileName } = await calls.file(key, own);
      entries.push({ name: fileName, data: blob });
      progress.done += 1;
      onProgress({ ...progress });
    }
    return entries;
  };

  try {
    const entries: ZipEntry[] = [];
    for (const chunk of chunksOf(jobs, LABEL_CHUNK_SIZE)) {
      const files = await Promise.all(
        chunk.map((job) =>
          filesOf(job).catch((error: unknown) => {
            abort(error);
            throw error;
          }),
        ),
      );
      entries.push(...files.flat());
    }
    return entries;
  } finally {
    signal?.removeEventListener('abort', abortFromOutside);
  }
}
