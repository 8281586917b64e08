import { createRequire } from 'node:module';
import { selectorSubjects, type Subject } from './jsdomStyleRules';

/**
 * Role queries read two properties of an element and of each of its ancestors, `display` and `visibility`, and
 * user-event reads `pointer-events` of its target and the target's ancestors (jsdomComputedStyle.ts). jsdom answers each through the element's whole cascade (style-rules.js,
 * getDeclarationForElement): every rule of its default sheet and of the document's sheets tried on the element with a
 * full selector match (~90 µs each for Emotion's selectors, even after the tag/class test of jsdomStyleRules.ts), then
 * every property of every matching rule set into a new CSSStyleDeclaration through cssstyle's parsers (~100 µs each).
 * On the orders tabs that was 7 of a file's 24 s of CPU, for two keywords.
 *
 * `cascadeQueriedPropertiesAlone()` answers those three properties from the rules that set them only: the rules of
 * each sheet are indexed by property (display, visibility or pointer-events) and by the tag or class their selectors' subjects ask for
 * (selectorSubjects), and an element tries, in jsdom's order, only the rules of its tag, of its classes and those that
 * ask for neither, each through jsdom's own match. The value is what jsdom's declaration would hold: the same
 * set/remove steps on a cssstyle declaration of that one property (no shorthand sets any of the three, so the
 * other properties of a rule cannot change it). It is kept for the element until jsdom drops its own style cache (any
 * DOM change); an element whose whole declaration jsdom already built is answered from it. Every other property, and
 * getComputedStyle's full declaration, are jsdom's own. A sheet's index is built again when its rules changed (checked
 * rule by rule on each use: Emotion's insertRule adds rules to a sheet without a DOM change).
 */

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;
type Property = (typeof PROPERTIES)[number];

interface Rule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  style: CSSStyleDeclaration;
  constructor: { name: string };
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface ElementImpl {
  localName: string;
  style: CSSStyleDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
  _ownerDocument: DocumentImpl;
}
interface DocumentImpl {
  _styleCache: WeakMap<object, unknown> | null;
  _domSelector: { check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null } };
  styleSheets: { _list: Sheet[] };
}
interface Declaration {
  getPropertyValue(property: string): string;
}
interface StyleRules {
  getDeclarationForElement(element: ElementImpl): Declaration;
  /** jsdom's own, kept while the cascade of the three properties is on. */
  fullCascadeOnly?: (element: ElementImpl) => Declaration;
}

/** A rule jsdom tries on elements (in a sheet, or in an @media screen rule of it) and its place in jsdom's walk. */
interface Entry {
  rule: Rule;
  position: number;
}

interface PropertyIndex {
  byKey: Map<string, Entry[]>;
  universal: Entry[];
}

interface SheetIndex {
  /** The sheet's rules, and those of its @media screen rules, as they were when the index was built. */
  snapshot: Rule[][];
  /** Null for a sheet with an @import rule: its three properties come from jsdom's whole declaration. */
  byProperty: Record<Property, PropertyIndex> | null;
}

const { indexOf } = Array.prototype;
const listOf = (rules: ArrayLike<Rule>): Rule[] => Array.prototype.slice.call(rules) as Rule[];
const isScreenMedia = (rule: Rule) => rule.constructor.name !== 'CSSImportRule' && indexOf.call(rule.media, 'screen') !== -1;
const selectorOf = (rule: Rule) => rule.selectorText!.split(';').pop()!.trim();

/** jsdom's match (style-rules.js, matches): the selector's last `;`-part, no pseudo-element, errors as no match. */
function matches(rule: Rule, element: ElementImpl): boolean {
  try {
    if (rule.selectorText) {
      const { match, pseudoElement } = element._ownerDocument._domSelector.check(selectorOf(rule), element);
      return pseudoElement ? false : match;
    }
  } catch {
    // as jsdom: no match
  }
  return false;
}

const subjectsBySelector = new Map<string, (Subject | null)[] | undefined>();
function subjectsOf(selector: string): (Subject | null)[] | undefined {
  if (!subjectsBySelector.has(selector)) subjectsBySelector.set(selector, selectorSubjects(selector));
  return subjectsBySelector.get(selector);
}

function buildIndex(sheet: Sheet): SheetIndex {
  const own = listOf(sheet.cssRules);
  const snapshot = [own];
  const leaves: Rule[] = [];
  for (const rule of own) {
    if (!rule.media) {
      leaves.push(rule);
    } else if (rule.constructor.name === 'CSSImportRule') {
      return { snapshot: [own], byProperty: null };
    } else if (isScreenMedia(rule)) {
      const inner = listOf(rule.cssRules ?? []);
      snapshot.push(inner);
      leaves.push(...inner);
    }
  }
  const byProperty = Object.fromEntries(PROPERTIES.map((property) => [property, { byKey: new Map(), universal: [] }])) as unknown as Record<Property, PropertyIndex>;
  leaves.forEach((rule, position) => {
    // No selector (@font-face, @keyframes): jsdom's match says no.
    if (!rule.selectorText) return;
    const entry = { rule, position };
    const subjects = subjectsOf(selectorOf(rule));
    for (const property of PROPERTIES) {
      if (indexOf.call(rule.style, property) === -1) continue;
      const index = byProperty[property];
      const add = (bucket: Entry[]) => {
        if (bucket.at(-1) !== entry) bucket.push(entry);
      };
      const keyed = (key: string) => {
        let bucket = index.byKey.get(key);
        if (!bucket) index.byKey.set(key, (bucket = []));
        return bucket;
      };
      if (!subjects) {
        add(index.universal);
        continue;
      }
      for (const subject of subjects) {
        // A pseudo-element never matches in jsdom.
        if (subject === null) continue;
        if (subject.classes.length > 0) add(keyed(`.${subject.classes[0]}`));
        else if (subject.tag) add(keyed(subject.tag));
        else add(index.universal);
      }
    }
  });
  return { snapshot, byProperty };
}

/** Whether the sheet's rules (and those of its @media screen rules) are still those the index was built from. */
function sameRules(sheet: Sheet, index: SheetIndex): boolean {
  const own = sheet.cssRules;
  const [snapshotOwn] = index.snapshot;
  if (own.length !== snapshotOwn.length) return false;
  let inner = 1;
  for (let i = 0; i < own.length; i += 1) {
    const rule = own[i];
    if (rule !== snapshotOwn[i]) return false;
    if (index.byProperty && rule.media && isScreenMedia(rule)) {
      const rules = rule.cssRules ?? [];
      const snapshotInner = index.snapshot[inner];
      inner += 1;
      if (!snapshotInner || rules.length !== snapshotInner.length) return false;
      for (let j = 0; j < rules.length; j += 1) if (rules[j] !== snapshotInner[j]) return false;
    }
  }
  return !index.byProperty || inner === index.snapshot.length;
}

/** The entries of a property index that may match an element, in jsdom's order. */
function candidates(index: PropertyIndex, tag: string, classes: Set<string>): Entry[] {
  const lists: Entry[][] = [];
  if (index.universal.length) lists.push(index.universal);
  const byTag = index.byKey.get(tag);
  if (byTag) lists.push(byTag);
  for (const name of classes) {
    const byClass = index.byKey.get(`.${name}`);
    if (byClass) lists.push(byClass);
  }
  if (lists.length <= 1) return lists[0] ?? [];
  const merged = lists.flat().sort((a, b) => a.position - b.position);
  return merged.filter((entry, i) => i === 0 || merged[i - 1] !== entry);
}

/** Installs the three-property cascade, once per worker (a no-op in quirks mode or if jsdom's internals moved). */
export function cascadeQueriedPropertiesAlone(doc: Document): void {
  const require = createRequire(import.meta.url);
  let rules: StyleRules;
  let defaultSheet: Sheet;
  let NewDeclaration: new () => CSSStyleDeclaration;
  try {
    const stylesPath = require.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');
    rules = require(stylesPath) as StyleRules;
    // The same text, parser and declaration class as jsdom's own (style-rules.js parses its default sheet the same way).
    const jsdomRequire = createRequire(stylesPath);
    const cssom = jsdomRequire('@acemir/cssom') as { parse(text: string): Sheet };
    NewDeclaration = (jsdomRequire('cssstyle') as { CSSStyleDeclaration: new () => CSSStyleDeclaration }).CSSStyleDeclaration;
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    defaultSheet = cssom.parse(readFileSync(jsdomRequire.resolve('../../browser/default-stylesheet.css'), 'utf8'));
  } catch {
    return;
  }
  if (typeof rules.getDeclarationForElement !== 'function' || rules.fullCascadeOnly) return;
  // In quirks mode classes match regardless of case: leave such a document alone.
  if (doc.compatMode !== 'CSS1Compat') return;

  const full = rules.getDeclarationForElement;
  const indexes = new WeakMap<Sheet, SheetIndex>();
  const indexOfSheet = (sheet: Sheet): SheetIndex => {
    let index = indexes.get(sheet);
    if (!index || !sameRules(sheet, index)) indexes.set(sheet, (index = buildIndex(sheet)));
    return index;
  };
  /** Values found since jsdom's style cache was last dropped: one map per cache, so a DOM change forgets them all. */
  let knownFor: WeakMap<object, unknown> | undefined;
  let known = new WeakMap<ElementImpl, Partial<Record<Property, string>>>();

  const cascaded = (element: ElementImpl, property: Property): string => {
    const documentImpl = element._ownerDocument;
    const styleCache = (documentImpl._styleCache ??= new WeakMap());
    const built = styleCache.get(element) as Declaration | undefined;
    if (built) return built.getPropertyValue(property);
    if (knownFor !== styleCache) {
      knownFor = styleCache;
      known = new WeakMap();
    }
    let values = known.get(element);
    if (values?.[property] !== undefined) return values[property];

    // jsdom's steps for this property alone: each matching rule that lists it, then the style attribute.
    const declaration = new NewDeclaration();
    const apply = (style: CSSStyleDeclaration) => {
      if (indexOf.call(style, property) === -1) return;
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    const tag = element.localName.toLowerCase();
    const classes = new Set(element.getAttributeNS(null, 'class')?.split(/[ \t\n\f\r]+/).filter(Boolean));
    for (const sheet of [defaultSheet, ...documentImpl.styleSheets._list]) {
      const index = indexOfSheet(sheet).byProperty;
      // A sheet with an @import: the value from jsdom's whole declaration, as before.
      if (!index) return full(element).getPropertyValue(property);
      for (const { rule } of candidates(index[property], tag, classes)) if (matches(rule, element)) apply(rule.style);
    }
    apply(element.style);
    const value = declaration.getPropertyValue(property);
    if (!values) known.set(element, (values = {}));
    values[property] = value;
    return value;
  };

  rules.fullCascadeOnly = full;
  rules.getDeclarationForElement = (element) => {
    const built = element._ownerDocument._styleCache?.get(element) as Declaration | undefined;
    if (built) return built;
    // style-rules.js reads one property of what it gets here (getCascadedPropertyValue); the whole declaration is
    // built, by jsdom, only when another property is read.
    return {
      getPropertyValue: (property: string) =>
        (PROPERTIES as readonly string[]).includes(property) ? cascaded(element, property as Property) : full(element).getPropertyValue(property),
    };
  };
}

/** Runs `read` with jsdom's whole cascade for every property and an empty style cache: for the test that checks both agree. */
export function withTheFullCascade<T>(doc: Document, read: () => T): T {
  const rules = createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js') as StyleRules;
  const full = rules.fullCascadeOnly;
  if (!full) return read();
  const alone = rules.getDeclarationForElement;
  const implKey = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl');
  const impl = implKey ? (doc as unknown as Record<symbol, DocumentImpl>)[implKey] : undefined;
  rules.getDeclarationForElement = full;
  if (impl) impl._styleCache = null;
  try {
    return read();
  } finally {
    rules.getDeclarationForElement = alone;
    if (impl) impl._styleCache = null;
  }
}

/** Whether display, visibility and pointer-events are cascaded alone. */
export function cascadesQueriedPropertiesAlone(): boolean {
  return Boolean((createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js') as StyleRules).fullCascadeOnly);
}
