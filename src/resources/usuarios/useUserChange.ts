import { useEffect, useRef, useState } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import { endsSession } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { OWN_ACCESS_TYPE_RELOAD_MS, reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import type { User, UserChangeField, UserRecord } from './users';

export type { UserRecord };

/**
 * One field of a user row, changed at once on screen while its call runs (PUT /pessoa/setAtivo, updatePermissao,
 * updateRotacao): 'Alteração realizada!' on success; on failure the old value comes back with the error's message.
 * The control is disabled while its call runs, so a double click never sends twice.
 */
export function useUserChange<Field extends UserChangeField>(record: UserRecord, field: Field) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const [update, { isPending }] = useUpdate<UserRecord>();
  const [shown, setShown] = useState<User[Field]>();
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Set synchronously: a second click in the same tick, before the control is disabled, sends nothing.
  const busy = useRef(false);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const change = (value: User[Field]) => {
    if (busy.current || value === record[field]) return;
    busy.current = true;
    setShown(value);
    void update(
      'usuarios',
      { id: record.id, data: { [field]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          busy.current = false;
          setShown(undefined);
          snackbar.success(translate('resources.usuarios.messages.changed'));
          // The session's menu and permissions come from the access type: a new one for the user is seen after a reload.
          if (field === 'accessTypeId' && record.personId === user.codigo) reloadTimer.current = setTimeout(reloadPage, OWN_ACCESS_TYPE_RELOAD_MS);
        },
        onError: (error) => {
          busy.current = false;
          setShown(undefined);
          if (endsSession(error)) return;
          snackbar.error(error instanceof Error ? error.message : translate('app.errors.submitFailure'));
        },
      },
    );
  };

  return { value: shown ?? record[field], change, pending: isPending };
}
