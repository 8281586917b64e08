import { translate as t } from '../../i18n/translate';
import type { FileRules } from '../../kit/upload/validateFile';
import { fileExtension } from '../../kit/upload/validateFile';

/** Contact us (spec part 1, sections 5 and 9); the mock server checks the same limits. */
export const SUBJECT_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 1000;
/** 10 MB in total: exactly 10 MB is accepted, one byte more is not (docs/decisions.md, "Contact us"). */
export const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'txt', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'csv'] as const;
/** The portal's internal team: always a recipient, never removable. */
export const INTERNAL_TEAM_GROUP = 0;

/** Each chosen file: an accepted type whose content matches it, at most the whole allowance. */
export const ATTACHMENT_RULES: FileRules = { extensions: [...ATTACHMENT_EXTENSIONS], maxBytes: ATTACHMENTS_MAX_BYTES };

export interface ContactInput {
  subject: string;
  content: string;
  files: readonly Pick<File, 'name' | 'size'>[];
}

export type ContactField = 'subject' | 'content' | 'files';
export type ContactErrors = Partial<Record<ContactField, string>>;

export const totalBytes = (files: readonly Pick<File, 'size'>[]): number => files.reduce((sum, file) => sum + file.size, 0);

const acceptedExtension = (name: string): boolean => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(name));

/** The message of each broken rule, by field; an empty object when the message may be sent. */
export function validateContact({ subject, content, files }: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  if (!subject.trim()) errors.subject = t('pages.contact.emptySubject');
  else if (subject.length > SUBJECT_MAX_LENGTH) errors.subject = t('pages.contact.longSubject');
  if (!content.trim()) errors.content = t('pages.contact.emptyContent');
  else if (content.length > CONTENT_MAX_LENGTH) errors.content = t('pages.contact.longContent');
  if (!files.every((file) => acceptedExtension(file.name))) errors.files = t('pages.contact.invalidFiles');
  else if (totalBytes(files) > ATTACHMENTS_MAX_BYTES) errors.files = t('pages.contact.filesTooBig');
  return errors;
}

/** The groups sent: the internal team first, then the chosen ones, each once. */
export function recipientGroups(chosen: readonly number[]): number[] {
  return [INTERNAL_TEAM_GROUP, ...new Set(chosen.filter((group) => group !== INTERNAL_TEAM_GROUP))];
}
