import { createRequire } from 'node:module';

/**
 * Emotion inserts each rule of a screen with insertRule (tests/setup.dom.ts), and every test starts from an empty sheet,
 * so the same few hundred rule texts (MUI's components, the portal's layout) are inserted again by every test of a
 * worker. jsdom's CSS parser (@acemir/cssom) parses each one again, and sets every declaration through cssstyle's
 * property parsers: 7% of the DOM project's CPU. `parseEachRuleOnce(document)` keeps the rule parsed for a text and
 * inserts that same rule object when the text comes again, once the sheet that held it has left the document (Emotion's
 * flush between tests). A text whose rule is still in a live sheet, or that failed to parse, goes to cssom as before.
 */

interface Rule {
  __parentStyleSheet: Sheet | null;
  constructor: { name: string };
}
interface Sheet {
  cssRules: Rule[];
  insertRule(rule: string, index?: number): number;
}
const ORDERED_FIRST = new Set(['CSSImportRule', 'CSSNamespaceRule', 'CSSLayerStatementRule']);
type InsertRule = Sheet['insertRule'] & { parsedOnce?: true };

/** Installs the cache on jsdom's CSSStyleSheet, once per worker; a no-op if jsdom's CSS parser is not where expected. */
export function parseEachRuleOnce(doc: Document): void {
  let prototype: Sheet;
  try {
    const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'));
    prototype = (jsdomRequire('@acemir/cssom') as { CSSStyleSheet: { prototype: Sheet } }).CSSStyleSheet.prototype;
  } catch {
    return;
  }
  const insert = prototype.insertRule as InsertRule;
  if (typeof insert !== 'function' || insert.parsedOnce) return;

  const parsed = new Map<string, Rule>();
  const live = (sheet: Sheet | null) => sheet !== null && Array.prototype.includes.call(doc.styleSheets, sheet);
  // cssom orders these before any other rule of a sheet: a sheet that holds one (its first rule) is left to cssom.
  const special = (rule: Rule | undefined) => rule !== undefined && ORDERED_FIRST.has(rule.constructor.name);

  const insertParsedOnce: InsertRule = function (this: Sheet, rule: string, index?: number): number {
    const text = String(rule);
    const known = parsed.get(text);
    const at = index === undefined ? 0 : Number(index);
    // Only the plain case (an index within the sheet) is served from the cache; cssom checks and throws for the others.
    if (known && !special(known) && !special(this.cssRules[0]) && !live(known.__parentStyleSheet) && Number.isInteger(at) && at >= 0 && at <= this.cssRules.length) {
      known.__parentStyleSheet = this;
      this.cssRules.splice(at, 0, known);
      return at;
    }
    const inserted = insert.call(this, rule, index);
    parsed.set(text, this.cssRules[inserted]);
    return inserted;
  };
  insertParsedOnce.parsedOnce = true;
  prototype.insertRule = insertParsedOnce;
}
