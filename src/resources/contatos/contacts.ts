import type { CustomMethod } from '../../types/providerMethods';
import type { StoredFileMethods } from '../communication/communication';

/**
 * The contacts area's domain (spec part 1, section 7): the records the 'contatos' provider gives the form beyond
 * the contact itself. Pure: no React, no screen, no wire shape.
 */

/** A contact group, offered by the form's Grupo select. */
export interface ContactGroupOption {
  id: number;
  descricao: string;
}

/** The 'contatos' provider's methods beyond CRUD. */
export interface ContatosMethods extends StoredFileMethods {
  /** The groups of the form's Grupo select. */
  groups: CustomMethod<{ signal?: AbortSignal }, ContactGroupOption[]>;
}

/** A contact as the list and the form read it. */
export interface Contact {
  id: number;
  titulo: string;
  descricao: string;
  /** A URL, or a stored file's path; '' when none. */
  diretorio: string;
  grupo_id: number;
  /** The group's description ('?' when the group is gone); the list's Grupo column. */
  groupName: string;
}
