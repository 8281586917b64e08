import type { SupplierRow } from '../../types/api';

/** Announcements on the wire (spec part 1, section 7: GET /comunicadoTable, GET /comunicado/{id}, GET /comunicado/{id}/fornecedores, POST /email/supplier). */

/** A supplier allowed to see an announcement that is not for everyone (id_cfg is sent as 0). */
export interface AnnouncementSupplier {
  id_pessoa: number;
  id_cfg: number;
  email: string;
}

/** Announcement in the form and table shape (GET /comunicadoTable, GET /comunicado/{id}). */
export interface AnnouncementRow {
  id: number;
  titulo: string;
  descricao: string;
  /** URL, or a stored file path holding the assets marker ';@Assets/'; '' when none. */
  diretorio: string;
  /** Start and end of validity, local 'yyyy-MM-ddTHH:mm:ss'. */
  lancamento: string;
  termino: string;
  fl_autentificado: boolean;
  /** true: every supplier sees it; false: only `fornecedores`. */
  fl_all: boolean;
  /** Sent only to those who maintain announcements. */
  fornecedores?: AnnouncementSupplier[];
}

/** Supplier row of an announcement's visibility table (GET /comunicado/{id}/fornecedores). */
export interface SupplierVisibilityRow extends SupplierRow {
  VISIVEL: 'true' | 'false';
}

/** The announcement notification (POST /email/supplier on the orders API). */
export interface SupplierEmailPayload {
  title: string;
  content: string;
  recipientEmailList: string[];
}
