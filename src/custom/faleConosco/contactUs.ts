import type { CustomMethod } from '../../types/providerMethods';

/**
 * "Fale conosco"'s domain (spec part 1, sections 5 and 7): the records the 'faleConosco' provider gives the page and
 * takes from it. Pure types: no React, no screen, no wire shape.
 */

/** A group the supplier may write to (id 0 is the portal's internal team). */
export interface RecipientGroup {
  id: number;
  name: string;
}

/** The message's texts, the supplier it is written for and its recipient groups. */
export interface ContactMessage {
  title: string;
  content: string;
  personId: string;
  groups: number[];
}

export interface SendContactParams {
  message: ContactMessage;
  files: readonly File[];
  /** Percentage of the request body sent, 0-100. */
  onProgress?: (percent: number) => void;
}

/** The page's writes (the message) and its read of the recipient groups, apart: a message sent reloads no groups. */
export const FALE_CONOSCO_RESOURCE = 'faleConosco';
export const RECIPIENT_GROUPS_RESOURCE = 'faleConoscoGrupos';

/** The 'faleConosco' provider's methods (it offers no CRUD). */
export interface FaleConoscoMethods {
  /** The groups a supplier may write to. */
  groups: CustomMethod<{ personId: string }, RecipientGroup[]>;
  /** Sends the message; resolves with the server's answer. */
  send: CustomMethod<SendContactParams, string>;
}
