import type { CustomMethod } from '../../types/providerMethods';

/** A pending item of the Pendências card (GET /pendencias/). */
export interface PendingItem {
  purchaseOrderId: number | string;
  orderNumber: number | string;
  /** Days left to act on it. */
  deadlineDays: number;
  /** Schedule date, 'yyyy-MM-dd'. */
  scheduledOn: string;
}

/** An announcement of the Comunicados card (GET /comunicado/). */
export interface HomeAnnouncement {
  id: number;
  title: string;
  description: string;
  /** URL, or a stored file path holding the assets marker. */
  link: string | null;
  /** Release date-time text. */
  releasedAt: string;
}

/** A contact of the Contatos card (GET /contato/). */
export interface HomeContactItem {
  id: number;
  groupId: number;
  group: string;
  description: string;
  title: string;
  /** URL, or a stored file path holding the assets marker. */
  link: string | null;
}

/** A group of the contact-info dialog: managers and analysts are comma-separated 'Nome <email>'. */
export interface ContactInfoGroup {
  cdGep: number;
  nmGep: string;
  gerentes: string;
  analistas: string;
}

export type HomeCounter = 'pendingOrders' | 'pendingReturns';

/** The home screen's calls, on the provider of the 'home' resource; personId keeps one user's cache apart. */
export interface HomeMethods {
  pendencias: CustomMethod<{ personId: string }, PendingItem[]>;
  announcements: CustomMethod<{ personId: string }, HomeAnnouncement[]>;
  contacts: CustomMethod<{ personId: string }, HomeContactItem[]>;
  contactInfo: CustomMethod<{ personId: string }, ContactInfoGroup[]>;
  pendingCount: CustomMethod<{ counter: HomeCounter; personId: string }, number>;
}

export const HOME_RESOURCE = 'home';
