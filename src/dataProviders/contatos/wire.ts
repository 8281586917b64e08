import type { Contact } from '../../resources/contatos/contacts';
import type { ContactGroup } from '../../types/api';

/** The groups (GET /grupo) are the grupos area's records; the contact form lists them. */
export type { ContactGroup };

/** Contacts on the wire (spec part 1, section 7: GET /contatoTable, GET /contato/{id}, GET /grupo). */

/** Contact in the form and table shape (GET /contatoTable, GET /contato/{id}); DS_GRUPO is '?' for a missing group. */
export interface ContactRow {
  id: number;
  titulo: string;
  descricao: string;
  diretorio: string;
  grupo_id: number;
  DS_GRUPO: string;
}

/** A table row as the screens read it: the group's description under its domain name. */
export const toContact = ({ DS_GRUPO, ...rest }: ContactRow): Contact => ({ ...rest, groupName: DS_GRUPO });
