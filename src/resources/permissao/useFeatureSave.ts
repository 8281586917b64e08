import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { isApiError, refusalText } from '../../dataProviders/core/errors';
import type { FeatureSaveResult, PermissaoProvider } from '../../dataProviders/permissao';
import { translate } from '../../i18n/translate';
import { OWN_ACCESS_TYPE_RELOAD_MS, reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import type { Feature } from '../../types/api';
import type { FeatureSelection } from './useFeatureSelection';

/** The cache key of an access type's feature table. */
export const featuresKey = (accessTypeId: string) => ['permissao', 'features', accessTypeId] as const;

/** What a failed save of toggles says: the server's refusal, else the failure's text; nothing for a dead session (it has its own message). */
export function featureSaveFailure(error: unknown): string | undefined {
  if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return undefined;
  return refusalText(error) ?? (error instanceof Error ? error.message : translate('app.errors.submitFailure'));
}

export interface FeatureSave {
  saving: boolean;
  /** Sends the pending toggles; what the server took is shown as saved and leaves the pending list. */
  save: () => Promise<FeatureSaveResult>;
}

/**
 * Saving an access type's pending toggles, from the table's own 'Salvar alterações' or the form's Salvar. Saving the
 * user's own access type reloads the page 300 ms later, so the menu shows what the type now allows.
 */
export function useFeatureSave(accessTypeId: string, selection: FeatureSelection): FeatureSave {
  const dataProvider = useDataProvider<DataProvider & PermissaoProvider>();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [saving, setSaving] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const { changes, settle } = selection;

  const save = useCallback(async (): Promise<FeatureSaveResult> => {
    setSaving(true);
    const result = await dataProvider.saveFeatures('permissao', { id: accessTypeId, changes });
    const saved = new Map(changes.filter((change) => result.saved.includes(change.id_md5)).map((change) => [change.id_md5, change.on]));
    queryClient.setQueryData<Feature[]>(featuresKey(accessTypeId), (rows) =>
      rows?.map((row) => (saved.has(row.id_md5) ? { ...row, value: saved.get(row.id_md5) ? 'on' : 'off' } : row)),
    );
    settle(result.saved);
    setSaving(false);
    if (saved.size > 0 && accessTypeId === user.accessTypeId) reloadTimer.current = setTimeout(reloadPage, OWN_ACCESS_TYPE_RELOAD_MS);
    return result;
  }, [accessTypeId, changes, dataProvider, queryClient, settle, user.accessTypeId]);

  return { saving, save };
}
