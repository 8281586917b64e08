import type { DataProvider } from 'react-admin';
import type { FaleConoscoMethods, RecipientGroup, SendContactParams } from '../../custom/faleConosco/contactUs';
import { translate } from '../../i18n/translate';
import type { ContactUsAnswer, ContactUsGroup, ContactUsMail } from './wire';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { uploadFile } from '../core/upload';

/**
 * Contact us (spec part 1, section 7): list-contact and send-mail, on the newer API (docs/decisions.md,
 * "Contact us"), whose function key is per feature.
 */
const FEATURE = 'contact';

const isGroup = (row: unknown): row is ContactUsGroup =>
  typeof row === 'object' && row !== null && typeof (row as ContactUsGroup).cdGep === 'number' && typeof (row as ContactUsGroup).nmGep === 'string';

/** GET /contact/list-contact?personId=: the groups the supplier may write to, as an array. */
export async function fetchContactGroups(personId: string, signal?: AbortSignal): Promise<ContactUsGroup[]> {
  const { body } = await request('/contact/list-contact', { api: 'orders', query: { personId }, feature: FEATURE, signal });
  if (!Array.isArray(body) || !body.every(isGroup)) throw missingFieldsError(body);
  return body;
}

export interface SendContactMailOptions {
  files: readonly File[];
  /** Percentage of the request body sent, 0-100. */
  onProgress?: (percent: number) => void;
}

const isAnswer = (body: unknown): body is ContactUsAnswer =>
  typeof body === 'object' && body !== null && typeof (body as ContactUsAnswer).message === 'string' && (body as ContactUsAnswer).message.trim() !== '';

/**
 * POST /contact/send-mail, multipart: title, content, personId, groups (repeated), files (repeated). A 2xx is
 * success only with the server's message (this API has no legacy envelope): `{}` or an HTML page under 200 is
 * 'Campos necessários, não foram retornados pelo servidor!', as for every other write. Resolves with that message.
 */
export async function sendContactMail(mail: ContactUsMail, { files, onProgress }: SendContactMailOptions): Promise<string> {
  const { body } = await uploadFile<ContactUsAnswer>({
    api: 'orders',
    path: '/contact/send-mail',
    feature: FEATURE,
    fields: { title: mail.title, content: mail.content, personId: mail.personId, groups: mail.groups },
    files: files.map((file) => ({ field: 'files', file })),
    onProgress,
    failureMessage: translate('pages.contact.sendFailure'),
  });
  if (!isAnswer(body)) throw missingFieldsError(body);
  return body.message;
}

/** "Fale conosco": custom methods only (the page's groups and its send). */
export const faleConoscoProvider = withCustomMethods(methodsOnlyResource('faleConosco'), {
  groups: async (_resource: string, { personId }: { personId: string }) =>
    (await fetchContactGroups(personId)).map((group): RecipientGroup => ({ id: group.cdGep, name: group.nmGep })),
  send: (_resource: string, { message, files, onProgress }: SendContactParams) => sendContactMail(message, { files, onProgress }),
} satisfies FaleConoscoMethods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  faleConosco: faleConoscoProvider as DataProvider,
  faleConoscoGrupos: faleConoscoProvider as DataProvider,
};
