/**
 * jsdom's getComputedStyle (asked by every role query, by toBeVisible and by MUI's TextareaAutosize) builds the cascade
 * of an element, and of each of its ancestors, by trying every CSS rule's selector on it: the ~140 rules of its own
 * default style sheet and the few hundred Emotion inserts for a screen, a full selector match each, most of them for
 * another tag or another class. `skipRulesOfOtherElements(document)` puts a cheap test in front of that match: a rule whose
 * every selector ends in a tag or a class the element lacks cannot match it, and is answered "no match" at once; every
 * other rule goes to jsdom as before, so the computed styles are the same.
 */

/** What a selector's subject (its last compound) asks of the element: a tag name and classes. */
export interface Subject {
  tag?: string;
  classes: string[];
}

const COMBINATORS = new Set([' ', '\t', '\n', '\r', '\f', '>', '+', '~']);
const isNameChar = (char: string) => /[\w-]/.test(char) || char.charCodeAt(0) >= 0x80;

/** Splits `text` where `split` says, outside brackets, parentheses and quotes; undefined when they do not close. */
function splitTopLevel(text: string, split: (char: string) => boolean): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth < 0) return undefined;
    } else if (depth === 0 && split(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quote) return undefined;
  parts.push(text.slice(start));
  return parts;
}

/** The tag and classes a compound selector asks of its element; null for a pseudo-element (jsdom never matches one). */
export function compoundSubject(compound: string): Subject | null {
  const subject: Subject = { classes: [] };
  let i = 0;
  const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
  if (tag && compound[tag.length] !== '|') {
    subject.tag = tag.toLowerCase();
    i = tag.length;
  }
  let depth = 0;
  let quote = '';
  for (; i < compound.length; i += 1) {
    const char = compound[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth === 0 && char === ':' && compound[i + 1] === ':') {
      return null;
    } else if (depth === 0 && char === '.') {
      let end = i + 1;
      while (end < compound.length && isNameChar(compound[end])) end += 1;
      if (end > i + 1) subject.classes.push(compound.slice(i + 1, end));
      i = end - 1;
    }
  }
  return subject;
}

/** The subject of each selector of a list; undefined when the list is not understood (escapes, unclosed brackets). */
export function selectorSubjects(selectorText: string): (Subject | null)[] | undefined {
  if (selectorText.includes('\\')) return undefined;
  const selectors = splitTopLevel(selectorText, (char) => char === ',');
  if (!selectors) return undefined;
  const subjects: (Subject | null)[] = [];
  for (const selector of selectors) {
    const last = splitTopLevel(selector.trim(), (char) => COMBINATORS.has(char))
      ?.filter((compound) => compound !== '')
      .at(-1);
    if (last === undefined) return undefined;
    subjects.push(compoundSubject(last));
  }
  return subjects;
}

/** jsdom's element implementation, as its selector engine receives it. */
interface ElementImpl {
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
type Check = (selector: string, element: ElementImpl, options?: unknown) => { match: boolean; pseudoElement: string | null };
interface SelectorEngine {
  check: Check;
  /** jsdom's own check, once the test is in front of it. */
  unfilteredCheck?: Check;
}
interface DocumentImpl {
  _domSelector?: SelectorEngine;
  _styleCache: unknown;
}

const NO_MATCH = Object.freeze({ match: false, ast: null, pseudoElement: null });

/** jsdom's implementation of `doc`, whose selector engine's `check` serves getComputedStyle only; undefined if jsdom changed. */
function documentImpl(doc: Document): DocumentImpl | undefined {
  const implKey = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl');
  const impl = implKey ? (doc as unknown as Record<symbol, DocumentImpl | undefined>)[implKey] : undefined;
  return typeof impl?._domSelector?.check === 'function' ? impl : undefined;
}

/** Installs the test in front of jsdom's rule matching for `doc`, once (a no-op in quirks mode or with another jsdom). */
export function skipRulesOfOtherElements(doc: Document): void {
  const engine = documentImpl(doc)?._domSelector;
  // In quirks mode classes match regardless of case: leave such a document alone.
  if (!engine || engine.unfilteredCheck || doc.compatMode !== 'CSS1Compat') return;
  const check = engine.check;
  const subjects = new Map<string, (Subject | null)[] | undefined>();
  let lastElement: ElementImpl | undefined;
  let lastClass: string | null = null;
  let classes = new Set<string>();
  engine.unfilteredCheck = check;
  engine.check = (selector, element, options) => {
    let bySelector = subjects.get(selector);
    if (!subjects.has(selector)) {
      bySelector = selectorSubjects(selector);
      subjects.set(selector, bySelector);
    }
    if (bySelector) {
      // jsdom tries every rule on one element before the next: its classes are read once.
      const classAttribute = element.getAttributeNS(null, 'class');
      if (element !== lastElement || classAttribute !== lastClass) {
        lastElement = element;
        lastClass = classAttribute;
        classes = new Set(classAttribute?.split(/[ \t\n\f\r]+/));
      }
      const tag = element.localName.toLowerCase();
      const possible = bySelector.some((subject) => subject !== null && (!subject.tag || subject.tag === tag) && subject.classes.every((name) => classes.has(name)));
      if (!possible) return NO_MATCH;
    }
    return check(selector, element, options);
  };
}

/** Whether `doc`'s style rules go through the test. */
export function skipsRulesOfOtherElements(doc: Document): boolean {
  return Boolean(documentImpl(doc)?._domSelector?.unfilteredCheck);
}

/** Runs `read` with jsdom's own rule matching and an empty style cache: for the test that checks both agree. */
export function withoutTheRuleTest<T>(doc: Document, read: () => T): T {
  const impl = documentImpl(doc);
  const engine = impl?._domSelector;
  if (!impl || !engine?.unfilteredCheck) return read();
  const filtered = engine.check;
  engine.check = engine.unfilteredCheck;
  impl._styleCache = null;
  try {
    return read();
  } finally {
    engine.check = filtered;
    impl._styleCache = null;
  }
}
