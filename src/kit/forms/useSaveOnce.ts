import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError, refusalText } from '../../dataProviders/core/errors';
import { useSnackbar } from '../snackbar/useSnackbar';

/** Spec part 1, section 9: a form returns to its list 1 s after a successful save. */
export const FORM_RETURN_MS = 1000;

export type SaveState = 'idle' | 'saving' | 'saved';

export interface SaveOnceOptions {
  /** '{Entity} adicionado/editado com sucesso!' */
  successMessage: string;
  /** 'Não foi possível {adicionar/editar} o {entity}!' */
  failureMessage: string;
  /** Where to go FORM_RETURN_MS after a success (given the saved record: e.g. a new record's own form); without it the form stays and unlocks. */
  returnTo?: string | ((saved: RaRecord) => string);
  /** How long after the success message the form returns (default FORM_RETURN_MS). */
  returnAfterMs?: number;
  /**
   * What else the page saves once the record is saved (e.g. an access type's pending feature toggles): the success
   * message and the return wait for it; when it did not all go through, its message (if any) is shown instead and the
   * form stays.
   */
  afterSave?: () => Promise<AfterSave>;
}

/** The outcome of `afterSave`: all saved, or not (with what the screen says about it; nothing for a dead session). */
export type AfterSave = { ok: true } | { ok: false; message?: string };

/** The answer to Salvar never waits behind sticky messages. */
const URGENT = { urgent: true } as const;

/**
 * Salvar of a react-admin Create/Edit form, once: a second click while saving (or after a success that leaves the
 * page) sends nothing. A success shows its message and goes back 1 s later; a failure shows the failure message
 * (followed by the server's reason for a refusal), unlocks and keeps what was typed (docs/decisions.md). A dead session has its own message and reload.
 */
export function useSaveOnce() {
  const { save: saveRecord } = useSaveContext();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>('idle');
  // Set synchronously, so that a second click in the same tick never sends a second request.
  const busy = useRef(false);
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const save = useCallback(
    async (data: Record<string, unknown>, options: SaveOnceOptions) => {
      if (busy.current || !saveRecord) return;
      busy.current = true;
      setState('saving');
      const finish = async (saved: RaRecord) => {
        const after = options.afterSave ? await options.afterSave() : { ok: true as const };
        if (!after.ok) {
          busy.current = false;
          setState('idle');
          if (after.message !== undefined) snackbar.error(after.message, URGENT);
          return;
        }
        snackbar.success(options.successMessage, URGENT);
        const returnTo = typeof options.returnTo === 'function' ? options.returnTo(saved) : options.returnTo;
        if (returnTo === undefined) {
          busy.current = false;
          setState('idle');
          return;
        }
        setState('saved');
        returnTimer.current = setTimeout(() => void navigate(returnTo), options.returnAfterMs ?? FORM_RETURN_MS);
      };
      await saveRecord(data, {
        onSuccess: (saved: RaRecord) => void finish(saved),
        onError: (error: unknown) => {
          busy.current = false;
          setState('idle');
          if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
          // The catalogue's text, and the server's reason when it refused the save with one.
          const reason = refusalText(error);
          snackbar.error(reason ? `${options.failureMessage} ${reason}` : options.failureMessage, URGENT);
        },
      });
    },
    [navigate, saveRecord, snackbar],
  );

  return { state, save };
}
