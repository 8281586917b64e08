import { db } from './db';
import type { Tables } from './tables';

/** What the security suite's XSS pass writes into server text: markup that would set window.__xss if it ran. */
export const POISON = {
  script: '<script>window.__xss=1</script>',
  image: '<img src=x onerror="window.__xss=1">',
  javascriptLink: 'javascript:window.__xss=1',
  dataLink: 'data:text/html,<script>window.__xss=1</script>',
} as const;

/** Every free-text field of the seed a screen shows ('a[].b' walks into a list), by table. */
const FREE_TEXT: Partial<Record<keyof Tables, readonly string[]>> = {
  pessoas: ['nome'],
  accessTypes: ['descricao'],
  complianceDocuments: ['title', 'description'],
  announcements: ['titulo', 'descricao'],
  contacts: ['titulo', 'descricao'],
  contactGroups: ['descricao'],
  contactInfo: ['nmGep', 'gerentes', 'analistas'],
  paymentConditions: ['name'],
  receivingGroups: ['name'],
  returnReasons: ['reasonDescription'],
  returnProducts: ['productName'],
  returnReports: ['noteDescription'],
  forms: ['title', 'description', 'questions[].title', 'questions[].options[].title'],
  formAnswers: ['supplierName', 'answers[].text'],
  logs: ['DS_LOG'],
  orderLines: ['productName', 'personName'],
  qualityProducts: ['name'],
  registrationAssignors: ['fullName'],
  registrationBankDetails: ['bankDataNotes'],
  pendingReturnProducts: ['productName', 'personName'],
  branches: ['address'],
};

/** Fields a screen opens as a link (announcement and contact files). */
const LINKS: Partial<Record<keyof Tables, readonly string[]>> = {
  announcements: ['diretorio'],
  contacts: ['diretorio'],
};

function rewrite(row: unknown, path: readonly string[], next: (text: string) => string): void {
  if (!row || typeof row !== 'object') return;
  const [head, ...rest] = path;
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const record = row as Record<string, unknown>;
  const value = record[key];
  if (list && Array.isArray(value)) value.forEach((item) => rewrite(item, rest, next));
  else if (rest.length > 0) rewrite(value, rest, next);
  else if (typeof value === 'string') record[key] = next(value);
}

/**
 * Poisons the mock's server text (window.__mock.poisonText() in the demo): every free-text field gets markup that
 * would run if a screen rendered it as HTML (a script, alternately an image with onerror), and every link field a
 * javascript: or data: URL. The XSS pass (tests/e2e/security-xss.spec.ts) then visits every route.
 */
export async function poisonText(): Promise<void> {
  let turn = 0;
  const each = (fields: Partial<Record<keyof Tables, readonly string[]>>, next: (text: string) => string): void => {
    for (const [table, paths] of Object.entries(fields) as [keyof Tables, readonly string[]][]) {
      for (const row of db.tables[table] as unknown[]) for (const path of paths) rewrite(row, path.split('.'), next);
      db.touch(table);
    }
  };
  each(FREE_TEXT, (text) => `${text} ${(turn += 1) % 2 === 0 ? POISON.script : POISON.image}`);
  each(LINKS, () => ((turn += 1) % 2 === 0 ? POISON.javascriptLink : POISON.dataLink));
  // Stored before the page reloads (the sign-in opens the portal again).
  await db.flush();
}
