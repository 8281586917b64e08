import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { callFailureMessage, isApiError, serverMessage, toldElsewhere } from '../../../kit/data/failures';
import { useProviderMutation } from '../../../kit/data/useProviderMutation';
import { useProviderQuery } from '../../../kit/data/useProviderQuery';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../../session/SessionUserContext';
import { SHEETS_RESOURCE, type ActiveSupplier, type ProductIdOption, type TechnicalSheetMethods } from '../technicalSheets';
import { addSheetProblem, withoutProduct, withProduct } from './addSheetRules';

const TEXT = 'pages.addTechnicalSheet';

/** The answers to the submission never wait behind sticky warnings. */
const URGENT = { urgent: true } as const;

const NO_PARAMS = {};

/** A refusal says the server's own message (spec part 3, section 7: "on a non-200 the message is read from the body"). */
function refusalMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http') return serverMessage(error.body) ?? error.message;
  return callFailureMessage(error) || fallback;
}

/**
 * The add-sheet page's state, lookups and submission: supplier → its alphas → the alpha's product ids → the products
 * table, the sheet number and the PDF. The checks run in the spec's order before anything is sent; a failed
 * submission keeps everything typed and chosen, a success opens the dialog and starts the page clean.
 */
export function useAddSheet() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();

  const [sheetNumber, setSheetNumber] = useState('');
  const [supplier, setSupplier] = useState<ActiveSupplier | null>(null);
  const [alpha, setAlpha] = useState<string | null>(null);
  const [product, setProduct] = useState<ProductIdOption | null>(null);
  const [products, setProducts] = useState<readonly ProductIdOption[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // Set synchronously, so that a second click in the same tick never sends the sheet twice.
  const busy = useRef(false);

  const suppliers = useProviderQuery<TechnicalSheetMethods, 'accessorySuppliers'>(SHEETS_RESOURCE, 'accessorySuppliers', NO_PARAMS);
  const alphas = useProviderQuery<TechnicalSheetMethods, 'alphas'>(SHEETS_RESOURCE, 'alphas', { supplierId: supplier?.id ?? 0 }, { enabled: supplier !== null });
  const productIds = useProviderQuery<TechnicalSheetMethods, 'productIds'>(
    SHEETS_RESOURCE,
    'productIds',
    { alpha: alpha ?? '', supplierId: supplier?.id ?? 0 },
    { enabled: supplier !== null && alpha !== null },
  );
  useReadFailure(suppliers.error ?? alphas.error ?? productIds.error, translate(`${TEXT}.loadFailure`));

  const addSheet = useProviderMutation<TechnicalSheetMethods, 'addAccessorySheet'>(SHEETS_RESOURCE, 'addAccessorySheet');

  /** Another supplier has other alphas and products: what was chosen for the last one goes. */
  const chooseSupplier = (next: ActiveSupplier | null) => {
    setSupplier(next);
    setAlpha(null);
    setProduct(null);
    setProducts([]);
  };

  const chooseAlpha = (next: string | null) => {
    setAlpha(next);
    setProduct(null);
  };

  const addProduct = () => {
    if (!product) return;
    setProducts((table) => withProduct(table, product));
    setProduct(null);
  };

  const removeProduct = (productId: number) => setProducts((table) => withoutProduct(table, productId));

  const clear = () => {
    setSheetNumber('');
    chooseSupplier(null);
    setFile(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const problem = await addSheetProblem({ sheetNumber, supplierId: supplier?.id ?? null, products, file });
      if (problem) {
        snackbar.error(translate(`${TEXT}.problems.${problem}`), URGENT);
        return;
      }
      if (!supplier || !file) return;
      await addSheet.mutateAsync({
        sheetNumber: sheetNumber.trim(),
        supplierId: supplier.id,
        alpha: alpha ?? '',
        products,
        file,
        userId: Number(user.codigo),
      });
      clear();
      setSent(true);
    } catch (error) {
      if (!toldElsewhere(error)) snackbar.error(refusalMessage(error, translate(`${TEXT}.sendFailure`)), URGENT);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    sheetNumber,
    setSheetNumber,
    suppliers: suppliers.data ?? [],
    suppliersLoading: suppliers.isPending,
    supplier,
    chooseSupplier,
    alphas: alphas.data ?? [],
    alphasLoading: alphas.isFetching,
    alpha,
    chooseAlpha,
    productChoices: productIds.data ?? [],
    productChoicesLoading: productIds.isFetching,
    product,
    setProduct,
    addProduct,
    products,
    removeProduct,
    file,
    setFile,
    sending,
    submit,
    sent,
    closeSent: () => setSent(false),
  };
}
