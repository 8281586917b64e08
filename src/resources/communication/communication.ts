import type { CustomMethod } from '../../types/providerMethods';

/**
 * The domain shared by announcements and contacts (spec part 1, section 7): what their forms hand to create/update
 * and the stored-file method both providers offer. Pure types: no React, no screen, no wire shape.
 */

/** What the announcement and contact forms hand to create/update (the provider turns it into the multipart body). */
export interface CommunicationSave {
  titulo: string;
  descricao: string;
  /** The URL to send, already normalised; '' when none. */
  url: string;
  /** A new PDF, sent as Doc. */
  file: File | null;
  /** The stored file or URL kept from the record (edit mode, attachment not changed); '' otherwise. */
  keptPath: string;
  /** Announcements. */
  lancamento?: Date;
  termino?: Date;
  flAll?: boolean;
  fornecedores?: readonly { id_pessoa: number; email: string }[];
  /** Contacts. */
  grupo?: number;
}

/** A stored file with the name to save it under. */
export interface StoredFile {
  blob: Blob;
  fileName: string;
}

/** The methods both the 'comunicados' and the 'contatos' providers offer beyond CRUD. */
export interface StoredFileMethods {
  /** The record's stored file. */
  file: CustomMethod<{ id: number | string }, StoredFile>;
}
