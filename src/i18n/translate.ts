import { ptBR } from './messages';
import { translator } from './translator';

/**
 * Translation outside react-admin's context over the whole catalogue (the areas' rules, columns and providers).
 * The login entry and the data core use `baseTranslate` (app and kit only), so that the JavaScript loaded before
 * login does not carry every area's messages.
 */
export const translate = translator(ptBR);
