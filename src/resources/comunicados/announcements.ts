import type { CustomMethod } from '../../types/providerMethods';
import type { StoredFileMethods } from '../communication/communication';

/**
 * The announcements area's domain (spec part 1, sections 7 and 9): the supplier records the 'comunicados' provider
 * gives the form, and the rules screen and provider share. Pure: no React, no screen, no wire shape.
 */

/** 'Tipo Fornecedor': Todos (F), Móveis (M), Acessórios (A). */
export type SupplierType = 'F' | 'M' | 'A';

/** A supplier of the visibility table: its code, name and e-mail. */
export interface AudienceSupplier {
  id: number;
  name: string;
  email: string;
}

/** A supplier of an announcement's visibility, and whether it sees the announcement. */
export interface SupplierVisibility extends AudienceSupplier {
  visible: boolean;
}

/** The notification e-mail after a save. */
export interface SupplierNotification {
  title: string;
  content: string;
  recipientEmailList: string[];
}

/** The 'comunicados' provider's methods beyond CRUD. */
export interface ComunicadosMethods extends StoredFileMethods {
  /** Every supplier of the type, and whether it sees the announcement. */
  visibility: CustomMethod<{ id: number | string; tipo?: SupplierType }, SupplierVisibility[]>;
  /** Every supplier of the type. */
  suppliers: CustomMethod<{ tipo: SupplierType }, AudienceSupplier[]>;
  /** The notification e-mail; success is all it answers. */
  notifySuppliers: CustomMethod<SupplierNotification, unknown>;
}

/**
 * The resource of the visibility table: the suppliers of filter.tipo whose code, name or e-mail holds every word of
 * filter.q, paged and sorted by the list controller.
 */
export const AUDIENCE_RESOURCE = 'comunicadosFornecedores';

/** What the visibility table's list carries besides its page: every supplier of the filter. */
export interface AudienceMeta {
  everyone: AudienceSupplier[];
}

/** What the visibility table searches in a supplier. */
export const audienceSearchValues = (supplier: AudienceSupplier): readonly unknown[] => [supplier.id, supplier.name, supplier.email];

/** An announcement as the list and the form read it (dates local 'yyyy-MM-ddTHH:mm:ss'). */
export interface Announcement {
  id: number;
  titulo: string;
  descricao: string;
  /** A URL, or a stored file's path; '' when none. */
  diretorio: string;
  lancamento: string;
  termino: string;
  /** true: every supplier sees it. */
  fl_all: boolean;
}
