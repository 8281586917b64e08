import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession, isApiError, serverMessage } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { clearSession } from '../../session/cookies';
import { reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import { PROFILE_RESOURCE, type ProfileMethods } from './profile';
import { validateProfile, type ProfileValidation } from './profileValidation';

/** Spec part 1, section 9: profile save reloads after 1000 ms. */
export const PROFILE_RELOAD_MS = 1000;

/** The answers to Save never wait behind the home screen's sticky warnings (the page reloads 1 s after success). */
const URGENT = { urgent: true } as const;

/** Leaves renewal mode for good: the session ends and the reload lands on the login form at the root. */
function endRenewalSession(): void {
  clearSession();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
}

/**
 * A 4xx (or a `status: false` answer) with a message shows the server's message; an answer without the
 * envelope's success 'Campos necessários…'; anything else the catalogue's.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'shape') return error.message;
  if (isApiError(error) && error.kind === 'http' && error.status < 500) return serverMessage(error.body) ?? fallback;
  return fallback;
}

/** The profile form's state, rules and calls; ProfilePage lays it out. */
export function useProfilePage() {
  const user = useSessionUser();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const snackbar = useSnackbar();
  const warn = useScreenWarning();
  const { renewal } = user;
  const title = translate(renewal ? 'pages.profile.renewalTitle' : 'pages.profile.title');
  usePageTitle(title);
  const { mutateAsync } = useProviderMutation<ProfileMethods, 'save'>(PROFILE_RESOURCE, 'save');
  // The current name as the server has it now, not as it was when the session started; the form works without it.
  const person = useProviderQuery<ProfileMethods, 'current'>(PROFILE_RESOURCE, 'current', {}, { retry: false, refetchOnWindowFocus: false });
  useReadFailure(person.error, translate('pages.profile.loadFailure'));
  const currentName = person.data?.nome ?? user.nome;

  const [nome, setNomeValue] = useState(user.nome);
  const [senha, setSenhaValue] = useState('');
  const [errors, setErrors] = useState<ProfileValidation['fieldErrors']>({});
  const [sending, setSending] = useState(false);
  // Set synchronously, so that a second click in the same tick never sends a second request.
  const busy = useRef(false);

  const setNome = (value: string) => {
    setNomeValue(value);
    if (errors.nome) setErrors(({ nome: _dropped, ...rest }) => rest);
  };
  const setSenha = (value: string) => {
    setSenhaValue(value);
    if (errors.senha) setErrors(({ senha: _dropped, ...rest }) => rest);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const result = validateProfile({ nome, senha });
    setErrors(result.fieldErrors);
    result.warnings.forEach(warn);
    if (!result.valid) return;

    busy.current = true;
    setSending(true);
    try {
      await mutateAsync({ codigo: user.codigo, nome: nome.trim(), senha, renewal });
    } catch (error) {
      // The typed values stay in the form; a dead session has its own message and reload.
      busy.current = false;
      setSending(false);
      if (!endsSession(error)) {
        snackbar.error(saveFailureMessage(error, translate('pages.profile.saveFailure')), URGENT);
      }
      return;
    }
    // Success: the form stays locked until the reload.
    snackbar.success(translate('pages.profile.saved'), URGENT);
    setTimeout(() => {
      if (renewal) endRenewalSession();
      reloadPage();
    }, PROFILE_RELOAD_MS);
  };

  const cancel = () => {
    if (renewal) {
      endRenewalSession();
      reloadPage();
      return;
    }
    navigate(pathTo('home'));
  };

  return { user, currentName, renewal, title, nome, setNome, senha, setSenha, errors, sending, save, cancel };
}
