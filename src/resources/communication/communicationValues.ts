import type { CommunicationSave } from './communication';
import { toDate } from '../../i18n/format';
import type { Announcement } from '../comunicados/announcements';
import type { Contact } from '../contatos/contacts';

/** The chosen suppliers of an announcement: id_pessoa → e-mail. */
export type ChosenSuppliers = ReadonlyMap<number, string>;

/** Everything the announcement / contact form holds while the user types. */
export interface CommunicationFormValues {
  titulo: string;
  descricao: string;
  /** Announcements: null when empty, an Invalid Date when typed but unreadable. */
  lancamento: Date | null;
  termino: Date | null;
  /** Contacts: the chosen group, '' when none. */
  grupo: number | '';
  url: string;
  file: File | null;
  /** Edit mode: the record's stored file or URL ('' when it has none). */
  current: string;
  /** Edit mode: the user chose to replace (or drop) the current file or URL. */
  replacing: boolean;
  flAll: boolean;
  chosen: ChosenSuppliers;
}

export const EMPTY_VALUES: CommunicationFormValues = {
  titulo: '',
  descricao: '',
  lancamento: null,
  termino: null,
  grupo: '',
  url: '',
  file: null,
  current: '',
  replacing: false,
  flAll: true,
  chosen: new Map(),
};

/** The edit form's starting point: the record's fields (validity as dates), its file or URL kept as it is. */
export function valuesFromRecord(record: Partial<Announcement & Contact>, visibility?: Pick<CommunicationFormValues, 'flAll' | 'chosen'>): CommunicationFormValues {
  return {
    ...EMPTY_VALUES,
    titulo: record.titulo ?? '',
    descricao: record.descricao ?? '',
    lancamento: toDate(record.lancamento),
    termino: toDate(record.termino),
    grupo: typeof record.grupo_id === 'number' ? record.grupo_id : '',
    current: record.diretorio ?? '',
    ...visibility,
  };
}

/** What is sent: the URL as normalised by the rules, or the current file or URL when it was not replaced. */
export function toSave(values: CommunicationFormValues, url: string): CommunicationSave {
  return {
    titulo: values.titulo.trim(),
    descricao: values.descricao.trim(),
    url,
    file: values.file,
    keptPath: values.replacing ? '' : values.current,
    lancamento: values.lancamento ?? undefined,
    termino: values.termino ?? undefined,
    flAll: values.flAll,
    fornecedores: [...values.chosen].map(([id_pessoa, email]) => ({ id_pessoa, email })),
    grupo: values.grupo === '' ? undefined : values.grupo,
  };
}
