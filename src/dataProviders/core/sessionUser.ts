import { translate } from '../../i18n/translate';
import { readCookie, USER_CODE_COOKIE } from '../../session/cookies';
import { ApiError } from './errors';

/** The signed-in user's code (the user-code cookie written at login): who writes (a return report, a compliance document, a form's answer) or signs. */
export function sessionUserCode(): string {
  const code = readCookie(USER_CODE_COOKIE)?.trim();
  if (!code || !/^\d+$/.test(code)) throw new ApiError('shape', translate('app.errors.userInfo'));
  return code;
}
