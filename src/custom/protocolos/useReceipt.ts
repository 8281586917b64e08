import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { downloadBlob } from '../../kit/files/downloadBlob';
import { printPdf } from '../../kit/pdf/printPdf';
import { useReadFailure, useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { receiptFileName, receiptToken } from './protocolRules';
import { receiptDocument, type ReceiptContent } from './receiptDocument';
import { buildReceiptPdf } from './receiptPdf';
import { PROTOCOL_ITEMS_RESOURCE, type ProtocolItem, type ProtocolosMethods } from './schedulingProtocols';

const TEXT = 'pages.protocolosAgendamento';
/** The receipt lists every item of the day, in order number order. */
const ALL_ITEMS = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'purchaseOrderId', order: 'ASC' } } as const;

export interface Receipt {
  content: ReceiptContent | undefined;
  /** The user's or the items' failed read. */
  failure: string | undefined;
  /** A PDF is being drawn: both buttons wait. */
  busy: boolean;
  save: () => void;
  print: () => void;
}

/**
 * The receipt of one day: the user by token, every item, the print moment (when the modal opened) and the token;
 * saved as a PDF file or printed through the browser's PDF engine. A second click while a PDF is drawn does nothing.
 */
export function useReceipt(supplierId: number, day: string): Receipt {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [printedAt] = useState(() => new Date());
  const [busy, setBusy] = useState(false);
  const drawing = useRef(false);
  const stopPrinting = useRef<(() => void) | undefined>(undefined);

  const user = useProviderQuery<ProtocolosMethods, 'receiptUser'>(PROTOCOL_ITEMS_RESOURCE, 'receiptUser', {}, { retry: false });
  const userFailure = useReadFailure(user.error, translate(`${TEXT}.modal.userFailure`));
  const itemsFailure = useReadFailureHandler(translate(`${TEXT}.loadFailure`));
  const items = useGetList<ProtocolItem>(PROTOCOL_ITEMS_RESOURCE, { ...ALL_ITEMS, filter: { supplierId, day } }, { ...itemsFailure, retry: false });

  const content = useMemo<ReceiptContent | undefined>(() => {
    if (!user.data || !items.data) return undefined;
    const token = receiptToken({ supplierId, day, userCode: user.data.code, printedAt, items: items.data });
    return { user: user.data, day, printedAt, token, items: items.data };
  }, [user.data, items.data, supplierId, day, printedAt]);

  useEffect(() => () => stopPrinting.current?.(), []);

  const withPdf = (use: (pdf: Blob) => void) => {
    if (!content || drawing.current) return;
    drawing.current = true;
    setBusy(true);
    buildReceiptPdf(receiptDocument(content, translate))
      .then((bytes) => use(new Blob([bytes as BlobPart], { type: 'application/pdf' })))
      .catch(() => snackbar.error(translate(`${TEXT}.modal.pdfFailure`)))
      .finally(() => {
        drawing.current = false;
        setBusy(false);
      });
  };

  return {
    content,
    failure: userFailure ?? (items.error ? translate(`${TEXT}.loadFailure`) : undefined),
    busy,
    save: () => withPdf((pdf) => downloadBlob(pdf, receiptFileName(day))),
    print: () =>
      withPdf((pdf) => {
        stopPrinting.current?.();
        stopPrinting.current = printPdf(pdf);
      }),
  };
}
