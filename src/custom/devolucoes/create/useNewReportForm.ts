import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePathTo } from '../../../kit/access/PortalRoutesContext';
import { toldElsewhere } from '../../../kit/data/failures';
import { useProviderMutation } from '../../../kit/data/useProviderMutation';
import { useProviderQuery } from '../../../kit/data/useProviderQuery';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../../kit/snackbar/useSnackbar';
import { supplierListSearch } from '../returnListRules';
import { RETURNS_RESOURCE, type ReturnReportMethods } from '../returnReports';
import { sortImages } from './imageCheck';
import {
  hasProblems,
  noteText,
  reportProblems,
  reportToSave,
  stockedQuantity,
  today,
  withImages,
  type QuantityField,
  type ReportField,
  type ReportFormValues,
  type ReportProblem,
} from './reportFormRules';

const TEXT = 'pages.devolucoesForm';

/** Spec part 3, section 9: back to the list 3 s after a save. */
export const RETURN_TO_LIST_MS = 3000;

/** The answers to SALVAR never wait behind sticky messages. */
const URGENT = { urgent: true } as const;

const NO_PARAMS = {};
const NO_CHOICES: never[] = [];

/** The pictures refused by the last choice, by reason (their names), for the dialog that lists them. */
export interface RefusedImages {
  tooBig: string[];
  notImage: string[];
}

/**
 * The new report's state and rules: supplier → its products (another supplier resets the product), the receipt date
 * (today to start with), the quantities and the stocked one, reasons, note, pictures. A field's message shows once
 * the field was left and after SALVAR. SALVAR with nothing broken opens the summary; SIM, SALVAR runs the one save
 * (never twice); a failure closes the dialogs, says the spec's message and keeps everything; a success says so and
 * goes back to the list, on the report's supplier, 3 s later.
 */
export function useNewReportForm() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const pathTo = usePathTo();

  const [values, setValues] = useState<ReportFormValues>(() => ({
    supplierId: null,
    productId: null,
    receiptDate: today(),
    scheduled: '',
    inspected: '',
    returned: '',
    reasonIds: [],
    note: '',
    images: [],
  }));
  const [touched, setTouched] = useState<ReadonlySet<ReportField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [refused, setRefused] = useState<RefusedImages | null>(null);
  const [saved, setSaved] = useState(false);
  // Set synchronously, so that a second click in the same tick never sends the report twice.
  const busy = useRef(false);
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const suppliers = useProviderQuery<ReturnReportMethods, 'suppliers'>(RETURNS_RESOURCE, 'suppliers', NO_PARAMS);
  const products = useProviderQuery<ReturnReportMethods, 'supplierProducts'>(
    RETURNS_RESOURCE,
    'supplierProducts',
    { supplierId: values.supplierId ?? 0 },
    { enabled: values.supplierId !== null },
  );
  const reasons = useProviderQuery<ReturnReportMethods, 'reasons'>(RETURNS_RESOURCE, 'reasons', NO_PARAMS);
  useReadFailure(suppliers.error ?? products.error ?? reasons.error, translate(`${TEXT}.failure`));

  const saveReport = useProviderMutation<ReturnReportMethods, 'saveReport'>(RETURNS_RESOURCE, 'saveReport');

  const problems = useMemo(() => reportProblems(values), [values]);
  const shown = (field: ReportField): ReportProblem | undefined => (submitted || touched.has(field) ? problems[field] : undefined);
  const touch = useCallback((field: ReportField) => setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field))), []);

  // Stable for the page's life, so that a field renders again only when its own value or message changes.
  const setters = useMemo(() => {
    const change = (next: Partial<ReportFormValues>) => setValues((current) => ({ ...current, ...next }));
    return {
      /** Another supplier has other products: the product chosen for the last one goes. */
      chooseSupplier: (supplierId: number | null) => change({ supplierId, productId: null }),
      chooseProduct: (productId: number | null) => change({ productId }),
      setReceiptDate: (receiptDate: Date | null) => change({ receiptDate }),
      setQuantity: (field: QuantityField, text: string) => change({ [field]: text }),
      setReasonIds: (reasonIds: readonly number[]) => change({ reasonIds }),
      setNote: (typed: string) => change({ note: noteText(typed) }),
      chooseImages: async (files: readonly File[]) => {
        if (files.length === 0) return;
        const sorted = await sortImages(files);
        setValues((current) => ({ ...current, images: withImages(current.images, sorted.accepted) }));
        touch('images');
        if (sorted.tooBig.length > 0 || sorted.notImage.length > 0) setRefused({ tooBig: sorted.tooBig, notImage: sorted.notImage });
      },
      removeImage: (file: File) => {
        setValues((current) => ({ ...current, images: current.images.filter((image) => image !== file) }));
        touch('images');
      },
      closeRefused: () => setRefused(null),
    };
  }, [touch]);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasProblems(problems)) setSummaryOpen(true);
  };

  const confirm = async () => {
    const report = reportToSave(values);
    if (busy.current || saved || !report) return;
    busy.current = true;
    setSummaryOpen(false);
    try {
      await saveReport.mutateAsync(report);
      setSaved(true);
      snackbar.success(translate(`${TEXT}.saved`), URGENT);
      const list = { pathname: pathTo(RETURNS_RESOURCE), search: supplierListSearch(report.supplierId) };
      returnTimer.current = setTimeout(() => void navigate(list), RETURN_TO_LIST_MS);
    } catch (error) {
      if (!toldElsewhere(error)) snackbar.error(translate(`${TEXT}.failure`), URGENT);
    } finally {
      busy.current = false;
    }
  };

  const supplierChoices = suppliers.data ?? NO_CHOICES;
  const productChoices = values.supplierId === null ? NO_CHOICES : (products.data ?? NO_CHOICES);
  const reasonChoices = reasons.data ?? NO_CHOICES;
  const chosenReasons = useMemo(() => reasonChoices.filter((reason) => values.reasonIds.includes(reason.id)), [reasonChoices, values.reasonIds]);

  return {
    values,
    shown,
    touch,
    ...setters,
    stocked: stockedQuantity(values.scheduled, values.returned),
    refused,
    suppliers: supplierChoices,
    suppliersLoading: suppliers.isPending,
    supplier: supplierChoices.find((supplier) => supplier.id === values.supplierId) ?? null,
    products: productChoices,
    productsLoading: products.isFetching,
    product: productChoices.find((product) => product.id === values.productId) ?? null,
    reasons: reasonChoices,
    reasonsLoading: reasons.isPending,
    chosenReasons,
    submit,
    summaryOpen,
    editAgain: () => setSummaryOpen(false),
    confirm,
    saving: saveReport.isPending,
    locked: saveReport.isPending || saved,
    listPath: pathTo(RETURNS_RESOURCE),
  };
}
