import { useCallback, useEffect, useRef } from 'react';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { endsSession, refusalText } from '../../kit/data/failures';
import { translate } from '../../i18n/translate';
import { OWN_ACCESS_TYPE_RELOAD_MS, reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import type { FeatureSaveResult, PermissaoMethods } from './accessTypes';
import type { FeatureSelection } from './useFeatureSelection';

/** What a failed save of toggles says: the server's refusal, else the failure's text; nothing for a dead session (it has its own message). */
export function featureSaveFailure(error: unknown): string | undefined {
  if (endsSession(error)) return undefined;
  return refusalText(error) ?? (error instanceof Error ? error.message : translate('app.errors.submitFailure'));
}

export interface FeatureSave {
  saving: boolean;
  /** Sends the pending toggles; what the server took is shown as saved and leaves the pending list. */
  save: () => Promise<FeatureSaveResult>;
}

/**
 * Saving an access type's pending toggles, from the table's own 'Salvar alterações' or the form's Salvar. The write
 * refreshes the access type's reads (the feature table among them) before the taken toggles leave the pending list,
 * so a row never shows its old value in between. Saving the user's own access type reloads the page 300 ms later,
 * so the menu shows what the type now allows.
 */
export function useFeatureSave(accessTypeId: string, selection: FeatureSelection): FeatureSave {
  const user = useSessionUser();
  const { mutateAsync, isPending } = useProviderMutation<PermissaoMethods, 'saveFeatures'>('permissao', 'saveFeatures');
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const { changes, settle } = selection;

  const save = useCallback(async (): Promise<FeatureSaveResult> => {
    const result = await mutateAsync({ id: accessTypeId, changes });
    settle(result.saved);
    if (result.saved.length > 0 && accessTypeId === user.accessTypeId) reloadTimer.current = setTimeout(reloadPage, OWN_ACCESS_TYPE_RELOAD_MS);
    return result;
  }, [accessTypeId, changes, mutateAsync, settle, user.accessTypeId]);

  return { saving: isPending, save };
}
