import { describe, expect, it, vi } from 'vitest';
import { csvInChunks, EXPORT_CHUNK_SIZE, type ExportPage } from '../../../src/kit/list/csvInChunks';

const columns = [{ source: 'id', label: 'Código' }];
const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: from + index }));

/** A server of `total` rows answering 1-based pages; `withTotal: false` answers like a provider without totals. */
function server(total: number, { withTotal = true } = {}) {
  return vi.fn(async (page: number, perPage: number): Promise<ExportPage> => {
    const start = (page - 1) * perPage;
    const data = rows(start + 1, Math.max(0, Math.min(perPage, total - start)));
    return withTotal ? { data, total } : { data };
  });
}

describe('csvInChunks', () => {
  it('asks for pages of 1000 until the total, pausing between chunks, and writes every row once', async () => {
    const fetchPage = server(2345);
    const pause = vi.fn(async () => undefined);
    const progress: [number, number | undefined][] = [];
    const parts = await csvInChunks({ fetchPage, columns, pause, onProgress: (done, total) => progress.push([done, total]) });

    expect(EXPORT_CHUNK_SIZE).toBe(1000);
    expect(fetchPage.mock.calls).toEqual([[1, 1000], [2, 1000], [3, 1000]]);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(progress).toEqual([[1000, 2345], [2000, 2345], [2345, 2345]]);
    expect(parts).toHaveLength(4);
    const csv = parts.join('');
    expect(csv.startsWith('\uFEFFCódigo\r\n')).toBe(true);
    const ids = csv.slice(1).split('\r\n').slice(1, -1);
    expect(ids).toEqual(rows(1, 2345).map((row) => String(row.id)));
  });

  it('stops at the total when it is a whole number of chunks, without an extra empty call', async () => {
    const fetchPage = server(2000);
    await csvInChunks({ fetchPage, columns, pause: async () => undefined });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('without a total, stops at the first short page', async () => {
    const fetchPage = server(25, { withTotal: false });
    const parts = await csvInChunks({ fetchPage, columns, chunkSize: 10, pause: async () => undefined });
    expect(fetchPage.mock.calls).toEqual([[1, 10], [2, 10], [3, 10]]);
    expect(parts.join('').split('\r\n')).toHaveLength(1 + 25 + 1);
  });

  it('follows pageInfo.hasNextPage when the provider pages that way', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<ExportPage> => ({ data: rows(page * 10, 10), pageInfo: { hasNextPage: page < 2 } }));
    await csvInChunks({ fetchPage, columns, chunkSize: 10, pause: async () => undefined });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops on an empty page even when the total promised more (rows removed meanwhile)', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<ExportPage> => ({ data: page === 1 ? rows(1, 10) : [], total: 50 }));
    await csvInChunks({ fetchPage, columns, chunkSize: 10, pause: async () => undefined });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('rejects when a chunk fails and asks for nothing after it', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<ExportPage> => {
      if (page === 2) throw new Error('500');
      return { data: rows(1, 10), total: 30 };
    });
    await expect(csvInChunks({ fetchPage, columns, chunkSize: 10, pause: async () => undefined })).rejects.toThrow('500');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('yields to the event loop between chunks by default (a timer queued meanwhile runs before the next chunk)', async () => {
    const order: string[] = [];
    const fetchPage = vi.fn(async (page: number): Promise<ExportPage> => {
      order.push(`page ${page}`);
      if (page === 1) setTimeout(() => order.push('timer'), 0);
      return { data: rows(1, 10), total: 20 };
    });
    await csvInChunks({ fetchPage, columns, chunkSize: 10 });
    expect(order).toEqual(['page 1', 'timer', 'page 2']);
  });
});
