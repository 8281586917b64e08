import { format } from 'date-fns';
import type { AnnouncementSupplier } from '../../src/dataProviders/comunicados/wire';
import { db } from '../db/db';
import { fail } from '../http/endpoint';
import { removeStoredFile, storeFile } from '../files/storedFiles';
import { PDF_UPLOAD, uploadRefusal } from '../files/uploadRules';
import { ASSETS_MARKER, checkDocument, DOCUMENT_MESSAGES, parseDayText, PDF_REFUSALS, type CommunicationResource } from './rules';

/** What a valid multipart save carries, read and checked (the record's own fields, without its id). */
export interface DocumentChanges {
  titulo: string;
  descricao: string;
  /** The URL typed, or the stored path kept; '' when none. */
  diretorio: string;
  /** A new PDF to store (then `diretorio` is set once its path is known). */
  file: File | null;
  lancamento?: string;
  termino?: string;
  grupo_id?: number;
  fl_all?: boolean;
  fornecedores?: { id_pessoa: number; email: string }[];
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** 'dd/MM/yyyy' → Date; '' → null; anything else → an Invalid Date (the rules say 'Data inválida'). */
function dateOf(value: string): Date | null {
  if (value.trim() === '') return null;
  return parseDayText(value) ?? new Date(Number.NaN);
}

function suppliersOf(raw: string): { id_pessoa: number; email: string }[] | null {
  try {
    const parsed: unknown = JSON.parse(raw || '[]');
    if (!Array.isArray(parsed)) return null;
    const ids = new Set(parsed.map((entry) => Number((entry as Partial<AnnouncementSupplier> | null)?.id_pessoa)));
    // The e-mail is the server's own, whatever the client sent.
    return db.tables.pessoas
      .filter((row) => row.supplierType !== null && ids.has(Number(row.codigo)))
      .map((row) => ({ id_pessoa: Number(row.codigo), email: row.email }));
  } catch {
    return null;
  }
}

/**
 * Reads and checks a multipart save (fields Titulo, Descricao, Grupo, Lancamento, Termino, Fl_all, Fornecedores,
 * Doc, Diretorio) with the form's own rules; a refusal is a 400 with the rule's message. `currentPath` is the
 * record's stored file, the only stored path a save may keep.
 */
export async function readCommunicationSave(
  resource: CommunicationResource,
  request: Request,
  currentPath = '',
): Promise<{ changes: DocumentChanges } | { refusal: Response }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { refusal: fail(400, DOCUMENT_MESSAGES.missingFields) };
  }
  const doc = form.get('Doc');
  // Not `instanceof File`: under test, the parsed body's File class is Node's while the page's is jsdom's. An empty
  // file is still a file sent: it is refused below, never dropped in silence.
  const file = doc !== null && typeof doc !== 'string' ? doc : null;
  const diretorio = text(form, 'Diretorio').trim();
  const keepsFile = diretorio !== '' && diretorio === currentPath && currentPath.includes(ASSETS_MARKER);
  const flAll = text(form, 'Fl_all') !== 'false';
  const fornecedores = resource === 'comunicados' ? suppliersOf(text(form, 'Fornecedores')) : [];
  if (fornecedores === null) return { refusal: fail(400, DOCUMENT_MESSAGES.missingFields) };
  const lancamento = dateOf(text(form, 'Lancamento'));
  const termino = dateOf(text(form, 'Termino'));

  const result = checkDocument(resource, {
    titulo: text(form, 'Titulo'),
    descricao: text(form, 'Descricao'),
    lancamento,
    termino,
    grupo: text(form, 'Grupo').trim(),
    url: keepsFile ? '' : diretorio,
    flAll,
    chosenSuppliers: fornecedores.length,
  });
  if (result.messages.length > 0) return { refusal: fail(400, result.messages[0]) };
  if (file && diretorio !== '' && !keepsFile) return { refusal: fail(400, DOCUMENT_MESSAGES.fileAndUrl) };
  if (file) {
    const refused = await uploadRefusal(file, PDF_UPLOAD);
    if (refused) return { refusal: fail(400, PDF_REFUSALS[refused]) };
  }

  const changes: DocumentChanges = {
    titulo: text(form, 'Titulo').trim(),
    descricao: text(form, 'Descricao').trim(),
    diretorio: file ? '' : keepsFile ? currentPath : result.url,
    file,
  };
  if (resource === 'comunicados') {
    changes.lancamento = `${format(lancamento!, 'yyyy-MM-dd')}T00:00:00`;
    changes.termino = `${format(termino!, 'yyyy-MM-dd')}T23:59:59`;
    changes.fl_all = flAll;
    changes.fornecedores = flAll ? [] : fornecedores;
  } else {
    const grupo = Number(text(form, 'Grupo'));
    if (!db.tables.contactGroups.some((group) => group.id === grupo)) {
      return { refusal: fail(400, DOCUMENT_MESSAGES.groupNotFound) };
    }
    changes.grupo_id = grupo;
  }
  return { changes };
}

/**
 * Stores the new file of a save under '<folder>;@Assets/<folder>/<id>-<name>' and answers the record's new
 * path; a replaced or dropped upload is forgotten.
 */
export async function settleFile(folder: string, id: number, changes: DocumentChanges, previousPath: string): Promise<string> {
  let path = changes.diretorio;
  if (changes.file) {
    const name = changes.file.name.replace(/[^\w.-]+/g, '-');
    path = `${folder}${ASSETS_MARKER}${folder}/${id}-${name}`;
    await storeFile(path, changes.file);
  }
  if (previousPath && previousPath !== path) removeStoredFile(previousPath);
  return path;
}
