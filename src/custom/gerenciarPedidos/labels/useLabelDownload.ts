import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomMethods } from '../../../kit/data/useCustomMethods';
import { endsSession } from '../../../kit/data/failures';
import { useSnackbar } from '../../../kit/snackbar/useSnackbar';
import { downloadZip } from '../../../kit/zip/downloadZip';
import { ORDER_MANAGEMENT } from '../orderManagement';
import type { LabelFormat, LabelMethods, LabelProduct } from './labels';
import { fetchLabelFiles, labelZipName, NoLabelFilesError, OVERLAY_CLOSE_DELAY_MS, progressPercent } from './labelDownload';

export interface LabelDownload {
  /** The overlay's percentage while a download runs (files done / files), null when no download is shown. */
  percent: number | null;
  start: (products: readonly LabelProduct[], format: LabelFormat) => void;
}

/**
 * Downloads the products' labels as one zip ('Etiquetas expedição T&S_<timestamp>.zip'). The overlay shows the share
 * of files done and closes 1 s after 100% (counted from the save: the zip is built in the moment between); a failure closes it at once, says why, and saves nothing. Leaving the
 * screen stops the download.
 */
export function useLabelDownload(personId: number | undefined): LabelDownload {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const provider = useCustomMethods<LabelMethods>();
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      running.current?.abort();
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const failureReason = useCallback(
    (error: unknown): string => {
      if (error instanceof NoLabelFilesError) return translate('pages.gerenciarPedidos.labels.noFiles', { productId: error.productId });
      return error instanceof Error && error.message ? error.message : translate('app.errors.loadFailure');
    },
    [translate],
  );

  const start = useCallback(
    (products: readonly LabelProduct[], format: LabelFormat) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      clearTimeout(closeTimer.current);
      setPercent(0);
      // Per file, the provider's methods: a download is many reads with progress, not one call (nothing to refresh).
      const calls = {
        keys: (product: LabelProduct, labelFormat: LabelFormat, signal: AbortSignal) =>
          provider.labelFileKeys(ORDER_MANAGEMENT, { product, format: labelFormat, personId, signal }),
        file: (key: string, signal: AbortSignal) => provider.labelFile(ORDER_MANAGEMENT, { key, signal }),
      };
      const run = async () => {
        try {
          const entries = await fetchLabelFiles(
            products,
            format,
            calls,
            (progress) => setPercent(progressPercent(progress)),
            controller.signal,
          );
          if (controller.signal.aborted) return;
          const saved = await downloadZip(entries, labelZipName(new Date()));
          if (!saved || controller.signal.aborted) {
            setPercent(null);
            return;
          }
          closeTimer.current = setTimeout(() => setPercent(null), OVERLAY_CLOSE_DELAY_MS);
        } catch (error) {
          // Only leaving the screen aborts this controller: nothing is left to tell.
          if (controller.signal.aborted) return;
          setPercent(null);
          if (!endsSession(error)) snackbar.error(translate('pages.gerenciarPedidos.labels.failed', { reason: failureReason(error) }));
        } finally {
          if (running.current === controller) running.current = null;
        }
      };
      void run();
    },
    [failureReason, personId, provider, snackbar, translate],
  );

  return { percent, start };
}
