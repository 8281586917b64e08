import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { refusalText, toldElsewhere } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../session/SessionUserContext';
import { sheetFileProblem } from './sheetFileCheck';
import { SHEETS_RESOURCE, type SheetCard, type TechnicalSheetMethods } from './technicalSheets';

const TEXT = 'pages.fichaTecnica.upload';

export interface SheetUpload {
  /** The hidden input's ref callback. */
  attachInput: (input: HTMLInputElement | null) => void;
  /** 'ENVIAR FICHA TÉCNICA' on a furniture card, 'SUBSTITUIR FICHA TÉCNICA' on an approved accessory card. */
  send: (card: SheetCard) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  sending: boolean;
  done: boolean;
  closeDone: () => void;
}

/**
 * The hidden PDF input of a tab and what a chosen file goes through: the spec's checks in order, then its content;
 * then the card's sheet is sent (POST when the product has none, else PUT to its sheet: a new version, the old one
 * stays in the history), for a furniture card to send and an accessory card to replace alike. One file at a time: the
 * card buttons wait while a file is checked or sent. On success the list and the badge reload (on the page the user
 * was on) and 'ENVIAR FICHA TÉCNICA' says so; a failure says the server's refusal, else 'Ocorreu um erro ao fazer
 * upload do arquivo!'.
 */
export function useSheetUpload(): SheetUpload {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [target, setTarget] = useState<SheetCard | null>(null);
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);

  const sheet = useProviderMutation<TechnicalSheetMethods, 'uploadFurnitureSheet'>(SHEETS_RESOURCE, 'uploadFurnitureSheet', {
    onSuccess: () => setDone(true),
    onError: (error: Error) => {
      if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? translate(`${TEXT}.failure`));
    },
  });
  const sending = checking || sheet.isPending;

  const open = (next: SheetCard) => {
    if (sending || !input) return;
    setTarget(next);
    input.click();
  };

  const upload = async (file: File, card: SheetCard) => {
    setChecking(true);
    const problem = await sheetFileProblem(file).finally(() => setChecking(false));
    if (problem) snackbar.error(translate(`${TEXT}.problems.${problem}`));
    else sheet.mutate({ card, file, userId: Number(user.codigo) });
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
    send: open,
    onFile,
    sending,
    done,
    closeDone: () => setDone(false),
  };
}
