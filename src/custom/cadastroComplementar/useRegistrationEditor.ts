import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toldElsewhere } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import {
  addRow,
  deleteRow,
  editRow,
  EMPTY_PROFILE,
  hasProblems,
  hasUnsavedRows,
  profileDraftOf,
  profileOf,
  profileProblems,
  standing,
  trackedRows,
  type ProfileDraft,
  type ProfileField,
} from './registrationRules';
import { REGISTRATION_RESOURCE, type Assignor, type BankAccount, type Registration, type RegistrationMethods, type TrackedRow } from './supplementaryRegistration';

const P = 'pages.supplementaryRegistration';

/** The rows of one list (assignors or bank accounts) with their change tracking. */
function useTrackedRows<T>(initial: () => TrackedRow<T>[]) {
  const [rows, setRows] = useState(initial);
  // One object while the rows stay the same: its section renders again only when its own rows change.
  return useMemo(
    () => ({
      rows,
      add: (item: T) => setRows((current) => addRow(current, item)),
      edit: (key: string, item: T) => setRows((current) => editRow(current, key, item)),
      remove: (key: string) => setRows((current) => deleteRow(current, key)),
    }),
    [rows],
  );
}

export type TrackedList<T> = ReturnType<typeof useTrackedRows<T>>;

/**
 * The registration being edited (spec part 3, sections 4 and 5): the general information as typed, the assignors
 * and bank accounts with their operations, and the save (CADASTRAR when `registration` is null, else ATUALIZAR).
 * A failed save keeps everything; the saved registration comes back through the refreshed read (the screen then
 * mounts a fresh editor).
 */
export function useRegistrationEditor(supplierId: number, registration: Registration | null) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const initialProfile = useMemo(() => (registration ? profileDraftOf(registration.profile) : EMPTY_PROFILE), [registration]);
  const [profile, setProfile] = useState<ProfileDraft>(initialProfile);
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const assignors = useTrackedRows<Assignor>(() => trackedRows(registration?.assignors ?? [], (item) => item.assignorId));
  const bankAccounts = useTrackedRows<BankAccount>(() => trackedRows(registration?.bankAccounts ?? [], (item) => item.bankAccountId));
  const sending = useRef(false);

  const mutation = useProviderMutation<RegistrationMethods, 'save'>(REGISTRATION_RESOURCE, 'save', {
    onSuccess: ({ created }) => snackbar.success(translate(created ? `${P}.created` : `${P}.updated`), { urgent: true }),
    onError: (error) => {
      if (!toldElsewhere(error)) snackbar.error(translate(`${P}.failure`), { urgent: true });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const problems = useMemo(() => profileProblems(profile, new Date()), [profile]);
  const shownProblems = useMemo(
    () => Object.fromEntries(Object.entries(problems).filter(([field]) => submitted || touched.has(field as ProfileField))) as typeof problems,
    [problems, submitted, touched],
  );

  const change = useCallback(<F extends ProfileField>(field: F, value: ProfileDraft[F]) => setProfile((current) => ({ ...current, [field]: value })), []);
  const touch = useCallback((field: ProfileField) => setTouched((current) => new Set(current).add(field)), []);

  const profileChanged = JSON.stringify(profile) !== JSON.stringify(initialProfile);
  const unsaved = profileChanged || hasUnsavedRows(assignors.rows) || hasUnsavedRows(bankAccounts.rows);

  const save = () => {
    if (sending.current || mutation.isPending) return;
    setSubmitted(true);
    if (hasProblems(problems)) return;
    if (standing(assignors.rows).length === 0 || standing(bankAccounts.rows).length === 0) {
      snackbar.error(translate(`${P}.oneEach`), { urgent: true });
      return;
    }
    sending.current = true;
    mutation.mutate({
      supplierId,
      registrationId: registration?.registrationId ?? null,
      profile: profileOf(profile),
      assignors: assignors.rows,
      bankAccounts: bankAccounts.rows,
    });
  };

  return {
    isNew: registration === null,
    profile,
    problems: shownProblems,
    change,
    touch,
    assignors,
    bankAccounts,
    unsaved,
    saving: mutation.isPending,
    save,
  };
}
