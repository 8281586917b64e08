import { translate as t } from '../i18n/baseTranslate';

export interface LoginErrors {
  codigo?: string;
  senha?: string;
}

/** Spec part 1, section 5: code required, at least 7 characters; password 6 to 12 characters. */
export function validateLogin(codigo: string, senha: string): LoginErrors {
  const errors: LoginErrors = {};
  if (codigo.trim().length < 7) errors.codigo = t('app.login.codeHint');
  if (senha.length < 6 || senha.length > 12) errors.senha = t('app.login.passwordHint');
  return errors;
}
