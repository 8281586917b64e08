import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { isAdminRole } from '../../permissions/keys';
import { useSessionUser } from '../../session/SessionUserContext';
import { CONTENT_MAX_LENGTH, recipientGroups, validateContact, type ContactErrors } from './contactRules';
import { FALE_CONOSCO_RESOURCE, type FaleConoscoMethods, type RecipientGroup } from './contactUs';
import { useContactGroups } from './useContactGroups';

/** The answers to Enviar never wait behind sticky warnings. */
const URGENT = { urgent: true } as const;

/** Groups chosen for another supplier and not offered to this one are not sent. */
export const offeredChoices = (chosen: readonly number[], available: readonly RecipientGroup[]): number[] =>
  chosen.filter((id) => available.some((group) => group.id === id));

/** A rule's message shows once the field was left (touched), the count of characters left at once. */
export function shownErrors(errors: ContactErrors, touched: { subject: boolean; content: boolean }) {
  return { subject: touched.subject ? errors.subject : undefined, content: touched.content ? errors.content : undefined };
}

/**
 * "Fale conosco"'s state, calls and rules: the supplier written for (staff pick one, else themselves), the texts,
 * files and chosen groups, the groups of that supplier, and the send. A failed send keeps everything typed and
 * chosen; a success clears the form.
 */
export function useContactPage() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();

  const [supplier, setSupplier] = useState<number | undefined>();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [touched, setTouched] = useState({ subject: false, content: false });
  const [progress, setProgress] = useState<number | undefined>();
  // Set synchronously, so that a second click in the same tick never sends a second e-mail.
  const busy = useRef(false);
  const sendMail = useProviderMutation<FaleConoscoMethods, 'send'>(FALE_CONOSCO_RESOURCE, 'send');

  const personId = supplier === undefined ? user.codigo : String(supplier);
  const groups = useContactGroups(personId);
  const available = groups.data ?? [];
  const selected = offeredChoices(chosen, available);

  const errors = validateContact({ subject, content, files });
  const sending = progress !== undefined;
  const canSend = Object.keys(errors).length === 0 && !sending && !groups.isFetching;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || busy.current) return;
    busy.current = true;
    setProgress(0);
    try {
      await sendMail.mutateAsync({
        message: { title: subject.trim(), content: content.trim(), personId, groups: recipientGroups(selected) },
        files,
        onProgress: setProgress,
      });
      snackbar.success(translate('pages.contact.sent'), URGENT);
      setSubject('');
      setContent('');
      setFiles([]);
      setChosen([]);
      setTouched({ subject: false, content: false });
    } catch (error) {
      // 'Token inválido!' has its own message and reload; an answer without its fields says so, as every write does.
      if (isApiError(error) && error.kind === 'shape') snackbar.error(error.message, URGENT);
      else if (!(isApiError(error) && error.kind === 'invalidToken')) snackbar.error(translate('pages.contact.sendFailure'), URGENT);
    } finally {
      busy.current = false;
      setProgress(undefined);
    }
  };

  return {
    /** Master, Admin - Comercial and Admin - sourcing write for a supplier they pick. */
    picksSupplier: isAdminRole(user.role),
    supplier,
    setSupplier,
    subject,
    setSubject,
    content,
    setContent,
    files,
    setFiles,
    touch: (field: 'subject' | 'content') => setTouched((before) => ({ ...before, [field]: true })),
    errors,
    shown: shownErrors(errors, touched),
    remaining: CONTENT_MAX_LENGTH - content.length,
    groups: available,
    groupsLoading: groups.isFetching,
    selected,
    setChosen,
    progress,
    sending,
    canSend,
    send,
  };
}
