import { isBefore, isValid, startOfDay } from 'date-fns';
import { translate } from '../../i18n/translate';
import { isSafeHttpUrl, normaliseUrl } from '../../kit/files/safeUrl';
import type { FileRejection, FileRules } from '../../kit/upload/validateFile';

/** The two resources that share the announcement / contact form (spec part 1, section 2). */
export type CommunicationResource = 'comunicados' | 'contatos';

/** Spec part 1, section 9. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 250;
/** 7 MB (7 × 1024 × 1024 bytes): a file of that size or more is refused. */
export const PDF_MAX_BYTES = 7 * 1024 * 1024;

/** Marker of a stored file path (spec part 1, "Other route shapes"). */
export const ASSETS_MARKER = ';@Assets/';

export const PDF_RULES: FileRules = { extensions: ['pdf'], maxBytes: PDF_MAX_BYTES, maxInclusive: false };

export type CommunicationField = 'titulo' | 'descricao' | 'lancamento' | 'termino' | 'grupo' | 'url' | 'fornecedores';

/** What the rules read: the typed texts, the dates as the pickers hold them (null: empty; Invalid Date: unreadable). */
export interface CommunicationValues {
  titulo: string;
  descricao: string;
  /** Announcements only. */
  lancamento?: Date | null;
  termino?: Date | null;
  /** Contacts only: the chosen group's id ('' or null when none). */
  grupo?: number | string | null;
  url: string;
  /** Announcements only: whether every supplier sees it, else how many were chosen. */
  flAll?: boolean;
  chosenSuppliers?: number;
}

export interface CommunicationValidation {
  /** One message per failing field, in the form's order. */
  errors: Partial<Record<CommunicationField, string>>;
  /** The same messages, in that order (shown as warnings). */
  messages: string[];
  /** The URL to send: normalised ('https://' prepended when the scheme is missing), '' when none was typed. */
  url: string;
}

const message = (resource: CommunicationResource, key: string): string => translate(`resources.${resource}.validation.${key}`);

function textRule(resource: CommunicationResource, text: string, max: number, keys: [required: string, max: string, tab: string]): string | undefined {
  if (text.trim() === '') return message(resource, keys[0]);
  if (Array.from(text.trim()).length > max) return message(resource, keys[1]);
  if (text.includes('\t')) return message(resource, keys[2]);
  return undefined;
}

function dateRule(resource: CommunicationResource, date: Date | null | undefined, requiredKey: string): string | undefined {
  if (!date) return message(resource, requiredKey);
  return isValid(date) ? undefined : message(resource, 'invalidDate');
}

/**
 * The form's rules (spec part 1, section 5), in the form's order: title, description, validity dates
 * (announcements), group (contacts), URL, chosen suppliers (announcements not for everyone). The mock server
 * applies the same rules, written as its own code (mocks/communication/rules.ts); communicationRulesAgree.test.ts keeps the two alike.
 */
export function validateCommunication(resource: CommunicationResource, values: CommunicationValues): CommunicationValidation {
  const errors: CommunicationValidation['errors'] = {};
  errors.titulo = textRule(resource, values.titulo, TITLE_MAX, ['titleRequired', 'titleMax', 'titleTab']);
  errors.descricao = textRule(resource, values.descricao, DESCRIPTION_MAX, ['descriptionRequired', 'descriptionMax', 'descriptionTab']);
  if (resource === 'comunicados') {
    errors.lancamento = dateRule(resource, values.lancamento, 'startRequired');
    errors.termino = dateRule(resource, values.termino, 'endRequired');
    if (!errors.lancamento && !errors.termino && isBefore(startOfDay(values.termino!), startOfDay(values.lancamento!))) {
      errors.termino = message(resource, 'endBeforeStart');
    }
  } else if (values.grupo === undefined || values.grupo === null || values.grupo === '') {
    errors.grupo = message(resource, 'groupRequired');
  }
  const typed = values.url.trim();
  const url = typed === '' ? '' : (normaliseUrl(typed) ?? '');
  if (typed !== '' && url === '') errors.url = message(resource, 'invalidUrl');
  if (resource === 'comunicados' && values.flAll === false && (values.chosenSuppliers ?? 0) === 0) {
    errors.fornecedores = message(resource, 'suppliersRequired');
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined)) as CommunicationValidation['errors'];
  return { errors: found, messages: Object.values(found), url };
}

/** The warning for each reason a chosen file is refused: a non-PDF (by name or by content) or 7 MB or more. */
export function pdfRefusalMessages(resource: CommunicationResource): Record<FileRejection, string> {
  return { type: message(resource, 'pdfOnly'), content: message(resource, 'pdfOnly'), size: message(resource, 'pdfMaxSize') };
}

/** Whether a stored path is a file kept by the server (as opposed to a URL). */
export const isStoredFile = (path: string | null | undefined): boolean => (path ?? '').includes(ASSETS_MARKER);

/** Where 'Visualizar' takes a document's path: nowhere when empty, its file route, a new tab, or nowhere at all. */
export type ViewTarget = 'empty' | 'stored' | 'external' | 'invalid';

/** A stored file opens in the portal; anything else only as an absolute http(s) URL (never javascript:, data:…). */
export function viewTarget(path: string | null | undefined): ViewTarget {
  const text = (path ?? '').trim();
  if (text === '') return 'empty';
  if (isStoredFile(text)) return 'stored';
  return /^https?:\/\//i.test(text) && isSafeHttpUrl(text) ? 'external' : 'invalid';
}
