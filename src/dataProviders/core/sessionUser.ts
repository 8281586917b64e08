import { translate } from '../../i18n/translate';
import { readCookie, USER_CODE_COOKIE } from '../../session/cookies';
import { ApiError } from '../core/errors';

/** The signed-in user's code (the user-code cookie written at login): who creates or deletes a report, who answers a form. */
export function sessionUserCode(): string {
  const code = readCookie(USER_CODE_COOKIE)?.trim();
  if (!code || !/^\d+$/.test(code)) throw new ApiError('shape', translate('app.errors.userInfo'));
  return code;
}
