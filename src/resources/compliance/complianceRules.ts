import { isAdminRole } from '../../permissions/keys';
import type { ComplianceDocument } from './complianceDocuments';

/**
 * The row's sign icon: a document the caller has not signed, and never for the administrator roles (Master,
 * Admin - Comercial, Admin - sourcing), who cannot sign (spec part 3, sections 2 and 6).
 */
export function maySign(document: Pick<ComplianceDocument, 'pending'>, role: string | undefined): boolean {
  return document.pending && !isAdminRole(role);
}

/** The row's receipt button (beyond the spec): the caller has signed the document. */
export function hasReceipt(document: Pick<ComplianceDocument, 'signedAt'>): boolean {
  return Boolean(document.signedAt);
}
