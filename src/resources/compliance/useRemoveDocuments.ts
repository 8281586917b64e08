import { useState } from 'react';
import { useDelete, useListContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { isApiError, refusalText, serverMessage } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { COMPLIANCE_RESOURCE, type ComplianceDocument } from './complianceDocuments';

export interface RemoveDocuments {
  asking: boolean;
  removing: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/**
 * 'Remover acessos': the generic remove question, then one DELETE per selected row, one after another. Each answer is
 * told: the server's message on success, its refusal or 'Não foi possível remover {item}!' on failure; the rows that
 * went leave the selection, and the list reloads.
 */
export function useRemoveDocuments(): RemoveDocuments {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const refresh = useRefresh();
  const { selectedIds, data = [], onUnselectItems, onToggleItem } = useListContext<ComplianceDocument>();
  const [remove] = useDelete<ComplianceDocument>();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);

  // A row selected on another page is named by its id.
  const titleOf = (id: Identifier): string => data.find((record) => record.id === id)?.title ?? String(id);

  const confirm = async () => {
    setRemoving(true);
    const removed: Identifier[] = [];
    for (const id of selectedIds) {
      try {
        const answer = await remove(COMPLIANCE_RESOURCE, { id }, { mutationMode: 'pessimistic', returnPromise: true });
        removed.push(id);
        snackbar.success(serverMessage(answer) ?? translate('resources.compliance.messages.removed'));
      } catch (error) {
        if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) break;
        snackbar.error(refusalText(error) ?? translate('resources.compliance.messages.removeFailure', { item: titleOf(id) }));
      }
    }
    if (removed.length === selectedIds.length) onUnselectItems();
    else removed.forEach((id) => onToggleItem(id as ComplianceDocument['id']));
    setRemoving(false);
    setAsking(false);
    refresh();
  };

  return {
    asking,
    removing,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm: () => void confirm(),
  };
}
