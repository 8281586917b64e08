import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { EXPORT_META } from '../../dataProviders/core/exportCall';
import { enqueueSnackbar } from '../snackbar/queue';
import type { CsvColumn } from './csvExport';
import { downloadCsv } from './csvExport';
import { csvInChunks, EXPORT_CHUNK_SIZE } from './csvInChunks';

export interface ExportCsvButtonProps {
  /** Labels may be i18n keys. */
  columns: readonly CsvColumn[];
  fileName: string;
  chunkSize?: number;
}

/**
 * CSV of every row of the list's current search, filters and sort, read in chunks straight from the data provider:
 * not through the list's query, and without its abort signal, so the rows on screen stay as they are.
 * Shows its progress while it runs; a failed chunk shows 'Erro ao carregar dados!' and leaves the list usable.
 */
export function ExportCsvButton({ columns, fileName, chunkSize = EXPORT_CHUNK_SIZE }: ExportCsvButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { filter, filterValues, resource, sort, total, isPending } = useListContext();
  /** null when idle; the share done, when the server sent a total. */
  const [progress, setProgress] = useState<{ percent?: number } | null>(null);
  const running = useRef(false);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setProgress({});
    try {
      const parts = await csvInChunks({
        columns: columns.map((column) => ({ ...column, label: translate(column.label, { _: column.label }) })),
        chunkSize,
        fetchPage: (page, perPage) =>
          dataProvider.getList(resource, {
            pagination: { page, perPage },
            sort,
            filter: filter ? { ...filterValues, ...filter } : filterValues,
            meta: EXPORT_META,
          }),
        onProgress: (done, all) => setProgress(all ? { percent: Math.min(100, Math.round((done / all) * 100)) } : {}),
      });
      downloadCsv(parts, fileName);
    } catch {
      enqueueSnackbar(translate('app.errors.loadFailure'), { type: 'error' });
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  const percent = progress?.percent;
  const busy = progress !== null;
  const busyLabel = percent === undefined ? translate('kit.list.exporting') : translate('kit.list.exportingPercent', { percent });
  return (
    <Button
      label={busy ? busyLabel : 'ra.action.export'}
      onClick={() => void run()}
      // Nothing to export before the list has loaded (or while it waits, e.g. for a supplier to be chosen).
      disabled={busy || total === 0 || isPending}
      aria-busy={busy}
    >
      {busy ? <CircularProgress size={16} variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-hidden /> : <DownloadIcon />}
    </Button>
  );
}
