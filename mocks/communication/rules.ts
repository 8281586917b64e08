import { isBefore, isValid, parse, startOfDay } from 'date-fns';

/**
 * The server's own rules for an announcement or contact save (spec part 1, sections 5 and 9), written from the spec
 * and sharing no code with the client's form rules: a rule moved on one side shows up as a failing test
 * (tests/unit/comunicados/communicationRulesAgree.test.ts) instead of moving on both.
 */

/** The two resources that share the announcement / contact form (spec part 1, section 2). */
export type CommunicationResource = 'comunicados' | 'contatos';

/** Spec part 1, section 9. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 250;
/** 7 MB (7 × 1024 × 1024 bytes): a file of that size or more is refused. */
export const PDF_MAX_BYTES = 7 * 1024 * 1024;

/** Marker of a stored file path (spec part 1, "Other route shapes"). */
export const ASSETS_MARKER = ';@Assets/';

/** The server's messages (spec part 1, section 5): the same words for announcements and contacts. */
export const DOCUMENT_MESSAGES = {
  titleRequired: 'Preencha o campo titulo!',
  titleMax: 'Campo titulo não pode ter mais de 50 caracteres!',
  titleTab: 'Caracteres inválidos em campo titulo!',
  descriptionRequired: 'Preencha o campo descrição!',
  descriptionMax: 'Campo descrição não pode ter mais de 250 caracteres!',
  descriptionTab: 'Caracteres inválidos em campo descricao!',
  startRequired: 'Preencha o campo lancamento!',
  endRequired: 'Preencha o campo termino!',
  invalidDate: 'Data inválida',
  endBeforeStart: 'Fim vigência não pode ser anterior ao Início Vigência!',
  groupRequired: 'Preencha o campo grupo!',
  groupNotFound: 'Grupo não encontrado!',
  invalidUrl: 'Rota não é uma url válida!',
  pdfOnly: 'Apenas arquivos pdf são aceitos!',
  pdfMaxSize: 'Tamanho máximo de arquivo 7mb.',
  fileAndUrl: 'Informe um arquivo ou uma URL, não os dois!',
  suppliersRequired: 'Selecione ao menos um fornecedor!',
  missingFields: 'Campos necessários, não foram retornados pelo servidor!',
} as const;

export type CommunicationField = 'titulo' | 'descricao' | 'lancamento' | 'termino' | 'grupo' | 'url' | 'fornecedores';

/** What a save carries, read: the texts, the dates (null: empty; Invalid Date: unreadable), the group, the URL. */
export interface DocumentInput {
  titulo: string;
  descricao: string;
  /** Announcements only. */
  lancamento?: Date | null;
  termino?: Date | null;
  /** Contacts only: the group's id ('' or null when none). */
  grupo?: number | string | null;
  url: string;
  /** Announcements only: whether every supplier sees it, else how many were chosen. */
  flAll?: boolean;
  chosenSuppliers?: number;
}

export interface DocumentCheck {
  /** One message per failing field, in the form's order. */
  errors: Partial<Record<CommunicationField, string>>;
  /** The same messages, in that order: the first is the refusal's. */
  messages: string[];
  /** The URL to store: 'https://' prepended when the scheme is missing; '' when none was sent. */
  url: string;
}

/** Whether a stored path is a file kept by the server (as opposed to a URL). */
export const isStoredFile = (path: string | null | undefined): boolean => (path ?? '').includes(ASSETS_MARKER);

/** 'dd/MM/yyyy' → a local Date; anything else, an impossible day or the servers' "no date" 01/01/0001 → null. */
export function parseDayText(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed) || trimmed === '01/01/0001') return null;
  const date = parse(trimmed, 'dd/MM/yyyy', new Date(0));
  return isValid(date) ? date : null;
}

const HTTP_SCHEME = /^https?:\/\//i;
/** A scheme such as 'javascript:' or 'mailto:', but not 'host:8080'. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** A sent route → absolute http(s) URL ('https://' prepended when the scheme is missing); null when not a URL. */
export function routeUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  if (!HTTP_SCHEME.test(trimmed) && OTHER_SCHEME.test(trimmed)) return null;
  const candidate = HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    if (url.hostname !== 'localhost' && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

type TextMessages = [required: string, max: string, tab: string];

function textRefusal(text: string, max: number, [required, tooLong, tab]: TextMessages): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return required;
  if (Array.from(trimmed).length > max) return tooLong;
  if (text.includes('\t')) return tab;
  return undefined;
}

function dateRefusal(date: Date | null | undefined, required: string): string | undefined {
  if (!date) return required;
  return isValid(date) ? undefined : DOCUMENT_MESSAGES.invalidDate;
}

/**
 * The save's rules, in the form's order: title, description, validity dates (announcements), group (contacts),
 * URL, chosen suppliers (announcements not for everyone).
 */
export function checkDocument(resource: CommunicationResource, input: DocumentInput): DocumentCheck {
  const m = DOCUMENT_MESSAGES;
  const errors: DocumentCheck['errors'] = {};
  errors.titulo = textRefusal(input.titulo, TITLE_MAX, [m.titleRequired, m.titleMax, m.titleTab]);
  errors.descricao = textRefusal(input.descricao, DESCRIPTION_MAX, [m.descriptionRequired, m.descriptionMax, m.descriptionTab]);
  if (resource === 'comunicados') {
    errors.lancamento = dateRefusal(input.lancamento, m.startRequired);
    errors.termino = dateRefusal(input.termino, m.endRequired);
    if (!errors.lancamento && !errors.termino && isBefore(startOfDay(input.termino!), startOfDay(input.lancamento!))) {
      errors.termino = m.endBeforeStart;
    }
  } else if (input.grupo === undefined || input.grupo === null || input.grupo === '') {
    errors.grupo = m.groupRequired;
  }
  const typed = input.url.trim();
  const url = typed === '' ? '' : (routeUrl(typed) ?? '');
  if (typed !== '' && url === '') errors.url = m.invalidUrl;
  if (resource === 'comunicados' && input.flAll === false && (input.chosenSuppliers ?? 0) === 0) {
    errors.fornecedores = m.suppliersRequired;
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined)) as DocumentCheck['errors'];
  return { errors: found, messages: Object.values(found), url };
}

/** The refusal for each reason an uploaded file is refused: not a PDF (by name or content), empty, or 7 MB or more. */
export const PDF_REFUSALS = {
  type: DOCUMENT_MESSAGES.pdfOnly,
  content: DOCUMENT_MESSAGES.pdfOnly,
  empty: DOCUMENT_MESSAGES.pdfOnly,
  size: DOCUMENT_MESSAGES.pdfMaxSize,
} as const;
