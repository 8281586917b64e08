import { HttpResponse } from 'msw';
import type { ContactUsGroup } from '../../src/dataProviders/faleConosco/wire';
import { db } from '../db/db';
import { endpoint, fail, NO_PERMISSION, type Caller } from '../http/endpoint';
import { CONTACT_UPLOAD, uploadRefusal } from '../files/uploadRules';
import { recordEmail } from '../mail/store';
import { contactPeopleOf } from './contactPeople';

export const CONTACT_US_MESSAGES = {
  sent: 'E-mail enviado com sucesso!',
  emptySubject: 'Coloque um assunto',
  longSubject: 'O assunto deve ter no máximo 150 caracteres',
  emptyContent: 'Coloque uma mensagem',
  longContent: 'A mensagem deve ter no máximo 1000 caracteres',
  invalidFiles: 'Alguns arquivos são inválidos...',
  filesTooBig: 'Arquivos muito grandes (devem ser menores de 10MB)',
  invalidGroups: 'Grupo de contato inválido!',
  unknownSupplier: 'Fornecedor não encontrado!',
  tooManyFiles: `Envie no máximo ${CONTACT_UPLOAD.maxFiles} arquivos por mensagem.`,
} as const;

/** Spec part 1, section 9. */
const SUBJECT_MAX_LENGTH = 150;
const CONTENT_MAX_LENGTH = 1000;
/** The portal's internal team: always a recipient. */
const INTERNAL_TEAM_GROUP = 0;

/** The kind of the e-mails this page sends, in the sentEmails table. */
export const CONTACT_US_KIND = 'fale-conosco';

/**
 * Whom the call is for: a supplier writes for itself only (another personId is refused); staff with
 * filtro-fornecedor for the supplier they name, or for themselves.
 */
function personOf(caller: Caller, requested: string | null): { personId: string } | Response {
  const personId = requested?.trim() || caller.user.codigo;
  if (personId !== caller.user.codigo && !caller.permissions.has('filtro-fornecedor')) return fail(403, NO_PERMISSION);
  if (!db.tables.pessoas.some((row) => row.codigo === personId)) return fail(404, CONTACT_US_MESSAGES.unknownSupplier);
  return { personId };
}

/** The groups a person may write to: the shared ones and its own purchasing department; staff every group. */
function groupsOffered(personId: string) {
  const supplierType = db.tables.pessoas.find((row) => row.codigo === personId)?.supplierType ?? null;
  return db.tables.contactInfo.filter((row) => supplierType === null || row.supplierType === null || row.supplierType === supplierType);
}

/** The first broken rule of the form, checked again on the server; an empty file is refused, not sent. */
async function refusalOf(title: string, content: string, files: File[]): Promise<string | undefined> {
  if (!title) return CONTACT_US_MESSAGES.emptySubject;
  if (title.length > SUBJECT_MAX_LENGTH) return CONTACT_US_MESSAGES.longSubject;
  if (!content) return CONTACT_US_MESSAGES.emptyContent;
  if (content.length > CONTENT_MAX_LENGTH) return CONTACT_US_MESSAGES.longContent;
  if (files.length > CONTACT_UPLOAD.maxFiles) return CONTACT_US_MESSAGES.tooManyFiles;
  const refusals = await Promise.all(files.map((file) => uploadRefusal(file, CONTACT_UPLOAD)));
  const refused = refusals.find((reason) => reason !== undefined);
  if (refused) return refused === 'size' ? CONTACT_US_MESSAGES.filesTooBig : CONTACT_US_MESSAGES.invalidFiles;
  if (files.reduce((sum, file) => sum + file.size, 0) > CONTACT_UPLOAD.maxBytes) return CONTACT_US_MESSAGES.filesTooBig;
  return undefined;
}

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

export const contactUsHandlers = [
  /** GET /contact/list-contact?personId= (newer API): the recipient groups, as an array of { cdGep, nmGep }. */
  endpoint('get', 'orders', '/contact/list-contact', { permission: 'fale-conosco' }, ({ url, caller }) => {
    const person = personOf(caller, url.searchParams.get('personId'));
    if (person instanceof Response) return person;
    const groups: ContactUsGroup[] = groupsOffered(person.personId).map(({ cdGep, nmGep }) => ({ cdGep, nmGep }));
    return HttpResponse.json(groups);
  }),

  /**
   * POST /contact/send-mail (multipart: title, content, personId, groups repeated, files repeated): the same rules
   * as the form, the groups among those offered to the supplier, the internal team always added. The e-mail goes
   * to the managers and analysts of the groups and is recorded in sentEmails.
   */
  endpoint('post', 'orders', '/contact/send-mail', { permission: 'fale-conosco' }, async ({ request, caller }) => {
    // A body that is not multipart reads as an empty form (and fails the subject rule).
    const form = await request.formData().catch(() => new FormData());
    const person = personOf(caller, text(form.get('personId')));
    if (person instanceof Response) return person;
    const title = text(form.get('title'));
    const content = text(form.get('content'));
    const files = form.getAll('files').filter((value): value is File => typeof value !== 'string');
    const refusal = await refusalOf(title, content, files);
    if (refusal) return fail(400, refusal);

    const offered = groupsOffered(person.personId);
    const requested = form.getAll('groups').map((value) => Number(value));
    if (requested.some((group) => !offered.some((row) => row.cdGep === group))) return fail(400, CONTACT_US_MESSAGES.invalidGroups);
    const recipients = [INTERNAL_TEAM_GROUP, ...requested]
      .flatMap((group) => offered.filter((row) => row.cdGep === group))
      .flatMap((row) => contactPeopleOf(`${row.gerentes}, ${row.analistas}`))
      .map((contact) => contact.email)
      .filter((email): email is string => email !== null);

    recordEmail({
      kind: CONTACT_US_KIND,
      subject: title,
      content,
      recipients: [...new Set(recipients)],
      attachments: files.map(({ name, size, type }) => ({ name, size, type })),
      personId: person.personId,
    });
    return HttpResponse.json({ message: CONTACT_US_MESSAGES.sent });
  }),
];
