import { csvHeader, csvRows, type CsvColumn } from './csvExport';

/** Rows per getList call of an export: the server is asked for pages of this size, never for everything at once. */
export const EXPORT_CHUNK_SIZE = 1000;

export interface ExportPage {
  data: readonly Record<string, unknown>[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean };
}

export interface CsvInChunksOptions {
  /** One page of the list as the data provider's getList answers it (1-based page). */
  fetchPage: (page: number, perPage: number) => Promise<ExportPage>;
  columns: readonly CsvColumn[];
  chunkSize?: number;
  /** Called after each chunk with the rows done so far and the server's total (when it sends one). */
  onProgress?: (done: number, total: number | undefined) => void;
  /** Awaited between chunks so the page can paint and answer input while a long export runs. */
  pause?: () => Promise<void>;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function hasMore(page: ExportPage, done: number, chunkSize: number): boolean {
  if (page.data.length === 0) return false;
  if (page.total !== undefined) return done < page.total;
  return page.pageInfo?.hasNextPage ?? page.data.length === chunkSize;
}

/**
 * Every row of a list as CSV parts (header first, then one part per chunk), fetched page by page until the
 * server's total, or a short page when the server sends no total. A failed page rejects the whole export.
 */
export async function csvInChunks({
  fetchPage,
  columns,
  chunkSize = EXPORT_CHUNK_SIZE,
  onProgress,
  pause = nextTask,
}: CsvInChunksOptions): Promise<string[]> {
  const parts = [csvHeader(columns)];
  let done = 0;
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, chunkSize);
    parts.push(csvRows(answer.data, columns));
    done += answer.data.length;
    onProgress?.(done, answer.total);
    if (!hasMore(answer, done, chunkSize)) return parts;
    await pause();
  }
}
