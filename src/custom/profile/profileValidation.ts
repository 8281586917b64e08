import { translate as t } from '../../i18n/translate';

/**
 * Profile rules (spec part 1, section 5). The password length follows the message the user reads,
 * 6 to 12 characters (the legacy check used 10; see docs/decisions.md, "Profile").
 */
export const NAME_MIN_LENGTH = 3;
/** The legacy name column holds 100 characters (docs/decisions.md, "Profile"). */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export interface ProfileInput {
  nome: string;
  senha: string;
}

export interface ProfileValidation {
  /** Empty fields: shown as warning snackbars. */
  warnings: string[];
  /** Length rules: shown under the fields. */
  fieldErrors: { nome?: string; senha?: string };
  valid: boolean;
}

export function validateProfile({ nome, senha }: ProfileInput): ProfileValidation {
  const warnings: string[] = [];
  const fieldErrors: ProfileValidation['fieldErrors'] = {};
  const name = nome.trim();
  if (!name) warnings.push(t('pages.profile.emptyName'));
  else if (name.length < NAME_MIN_LENGTH) fieldErrors.nome = t('pages.profile.shortName');
  else if (name.length > NAME_MAX_LENGTH) fieldErrors.nome = t('pages.profile.longName');
  if (!senha) warnings.push(t('pages.profile.emptyPassword'));
  else if (senha.length < PASSWORD_MIN_LENGTH || senha.length > PASSWORD_MAX_LENGTH) fieldErrors.senha = t('pages.profile.passwordLength');
  return { warnings, fieldErrors, valid: warnings.length === 0 && !fieldErrors.nome && !fieldErrors.senha };
}
