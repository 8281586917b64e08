import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { refusalText, toldElsewhere } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../session/SessionUserContext';
import { sheetFileProblem } from './sheetFileCheck';
import { SHEETS_RESOURCE, type AccessoryProduct, type SheetCard, type TechnicalSheetMethods } from './technicalSheets';

const TEXT = 'pages.fichaTecnica.upload';

/** The card a chosen file goes to: a furniture sheet to send, or an accessory sheet replaced for its products. */
type Target = { card: SheetCard; products?: readonly AccessoryProduct[] };

export interface SheetUpload {
  /** The hidden input's ref callback. */
  attachInput: (input: HTMLInputElement | null) => void;
  /** 'ENVIAR FICHA TÉCNICA' on a furniture card. */
  send: (card: SheetCard) => void;
  /** 'SUBSTITUIR FICHA TÉCNICA' on an approved accessory card, with the products it covers. */
  replace: (card: SheetCard, products: readonly AccessoryProduct[]) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  sending: boolean;
  done: boolean;
  closeDone: () => void;
}

/**
 * The hidden PDF input of a tab and what a chosen file goes through: the spec's checks in order, then its content;
 * a furniture sheet is sent (POST, or PUT to the sheet it has), an accessory one replaced by a new sheet for the same
 * products. One file at a time: the card buttons wait while a file is checked or sent. On success the list and the
 * badge reload (on the page the user was on) and 'ENVIAR FICHA TÉCNICA' says so; a failure says the server's refusal,
 * else 'Ocorreu um erro ao fazer upload do arquivo!'.
 */
export function useSheetUpload(): SheetUpload {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);

  const settled = {
    onSuccess: () => setDone(true),
    onError: (error: Error) => {
      if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? translate(`${TEXT}.failure`));
    },
  };
  const furniture = useProviderMutation<TechnicalSheetMethods, 'uploadFurnitureSheet'>(SHEETS_RESOURCE, 'uploadFurnitureSheet', settled);
  const accessory = useProviderMutation<TechnicalSheetMethods, 'addAccessorySheet'>(SHEETS_RESOURCE, 'addAccessorySheet', settled);
  const sending = checking || furniture.isPending || accessory.isPending;

  const open = (next: Target) => {
    if (sending || !input) return;
    setTarget(next);
    input.click();
  };

  const upload = async (file: File, { card, products }: Target) => {
    setChecking(true);
    const problem = await sheetFileProblem(file).finally(() => setChecking(false));
    if (problem) {
      snackbar.error(translate(`${TEXT}.problems.${problem}`));
      return;
    }
    const userId = Number(user.codigo);
    if (products) {
      accessory.mutate({
        sheetNumber: card.supplierSheetNumber ?? '',
        supplierId: card.supplierId,
        alpha: card.alpha,
        products: products.map((product) => ({ productId: product.productId, name: product.productName, descriptionId: card.descriptionId })),
        file,
        userId,
      });
    } else {
      furniture.mutate({ card, file, userId });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file || !target || sending) return;
    void upload(file, target);
  };

  return {
    attachInput: setInput,
    send: (card) => open({ card }),
    replace: (card, products) => open({ card, products }),
    onFile,
    sending,
    done,
    closeDone: () => setDone(false),
  };
}
