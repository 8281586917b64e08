import type { SupplierVisibility } from './announcements';
import type { CommunicationFormValues } from '../communication/communicationValues';

type Audience = Pick<CommunicationFormValues, 'flAll' | 'chosen'>;

/** The visibility as the form holds it: for everyone unless some supplier does not see it; then the ones who do. */
export function visibilityOf(rows: readonly SupplierVisibility[]): Audience {
  const restricted = rows.some((row) => !row.visible);
  const chosen = restricted ? rows.filter((row) => row.visible).map((row): [number, string] => [row.id, row.email]) : [];
  return { flAll: !restricted, chosen: new Map(chosen) };
}

/** The notification's recipients: the chosen suppliers' e-mails, or every supplier's when it is for everyone; each once. */
export function recipientsOf(values: Audience, everyone: readonly string[]): string[] {
  const emails = values.flAll ? everyone : [...values.chosen.values()];
  return [...new Set(emails.map((email) => email.trim()).filter((email) => email.includes('@')))];
}
