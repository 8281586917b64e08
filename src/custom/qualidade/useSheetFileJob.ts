import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toldElsewhere } from '../../kit/data/failures';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import { downloadBlob } from '../../kit/files/downloadBlob';
import { printPdf } from '../../kit/pdf/printPdf';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { SHEETS_RESOURCE, type TechnicalSheetMethods } from './technicalSheets';

export interface SheetFileJob {
  download: (fileKey: string, fileName: string) => void;
  print: (fileKey: string) => void;
  /** A file on its way: its buttons wait. */
  busy: boolean;
}

/**
 * The download and print icons: the stored PDF saved byte for byte or printed by the browser's PDF engine; an
 * unreadable file says 'Ocorreu um erro ao fazer retorno do arquivo!'. A one-off read on a click, not a cached query:
 * a mutation would refresh the list, and the bytes are not kept after use.
 */
export function useSheetFileJob(): SheetFileJob {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const provider = useCustomMethods<TechnicalSheetMethods>();
  const [busy, setBusy] = useState(false);
  const releasePrint = useRef<(() => void) | null>(null);

  useEffect(() => () => releasePrint.current?.(), []);

  const fetchFile = (fileKey: string, use: (file: Blob) => void) => {
    if (busy) return;
    setBusy(true);
    provider
      .sheetFile(SHEETS_RESOURCE, { fileKey })
      .then(use, (error: unknown) => {
        if (!toldElsewhere(error)) snackbar.error(translate('pages.fichaTecnica.file.failure'));
      })
      .finally(() => setBusy(false));
  };

  return {
    download: (fileKey, fileName) => fetchFile(fileKey, (file) => downloadBlob(file, fileName)),
    print: (fileKey) =>
      fetchFile(fileKey, (file) => {
        releasePrint.current?.();
        releasePrint.current = printPdf(file);
      }),
    busy,
  };
}
