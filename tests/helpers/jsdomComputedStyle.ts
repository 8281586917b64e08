import { createRequire } from 'node:module';

/**
 * jsdom's getComputedStyle builds a whole new CSSStyleDeclaration on every call: it copies each property of the
 * element's cascade through cssstyle's parsers and resolves ~20 more (colours parsed and serialised, inherited ones up
 * the ancestors) — even when the cascade itself comes from its cache. Its callers read a few properties each: role
 * queries `display` and `visibility` of every candidate and ancestor (Testing Library's isInaccessible,
 * dom-accessibility-api's isHidden), user-event `pointer-events` of the target and its ancestors, MUI's
 * TextareaAutosize its width, box sizing, paddings and borders on every render of a multiline field, Popper and the
 * modal manager overflow, position and padding. `readComputedStyleLazily(window)` makes getComputedStyle answer those
 * properties from jsdom's own cascade and resolution functions, the ones the full declaration is built from; any other
 * read builds jsdom's full declaration as before.
 */

interface StyleRules {
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
  getDeclarationForElement(element: object): CSSStyleDeclaration;
  getResolvedValue(element: object, property: string): string;
}

/** Longhands (and `overflow`, whose longhands jsdom does not resolve): the declaration's value is the cascade's, or jsdom's resolved value. */
export const LAZY_PROPERTIES = new Set([
  'display',
  'visibility',
  'pointer-events',
  'width',
  'height',
  'box-sizing',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'overflow',
  'overflow-x',
  'overflow-y',
  'position',
  'transform',
  'perspective',
  'will-change',
  'contain',
  'filter',
  'direction',
]);

/** `paddingTop` as `padding-top`; a name already in dashes stays as it is. */
const dashed = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function implOf(node: object): object | undefined {
  const key = Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
  return key ? (node as Record<symbol, object | undefined>)[key] : undefined;
}

/** Installs the lazy getComputedStyle on a jsdom window, once; a no-op if jsdom's internals are not where expected. */
export function readComputedStyleLazily(win: Window & typeof globalThis): void {
  let rules: StyleRules;
  try {
    rules = createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js') as StyleRules;
  } catch {
    return;
  }
  if (typeof rules.getDeclarationForElement !== 'function' || typeof rules.getResolvedValue !== 'function' || !rules.propertiesWithResolvedValueImplemented) return;
  const original = win.getComputedStyle as typeof win.getComputedStyle & { lazy?: boolean };
  if (original.lazy) return;

  const lazy = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    const impl = pseudoElement || !(element instanceof win.Element) ? undefined : implOf(element);
    if (!impl) return original.call(win, element, pseudoElement);
    let full: CSSStyleDeclaration | undefined;
    const declaration = () => (full ??= original.call(win, element));
    // As jsdom builds it: the cascade's value, replaced by the resolved value for the properties it resolves.
    const fast = (property: string): string =>
      property in rules.propertiesWithResolvedValueImplemented ? rules.getResolvedValue(impl, property) : rules.getDeclarationForElement(impl).getPropertyValue(property);
    const getPropertyValue = (property: string): string => (!full && LAZY_PROPERTIES.has(property) ? fast(property) : declaration().getPropertyValue(property));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (typeof key === 'string' && !full && LAZY_PROPERTIES.has(dashed(key))) return fast(dashed(key));
        if (key === 'getPropertyValue') return getPropertyValue;
        const value: unknown = Reflect.get(declaration(), key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(declaration()) : value;
      },
      set: (_target, key, value) => Reflect.set(declaration(), key, value),
      has: (_target, key) => Reflect.has(declaration(), key),
      ownKeys: () => Reflect.ownKeys(declaration()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(declaration(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      getPrototypeOf: () => win.CSSStyleDeclaration.prototype,
    });
  };
  (lazy as typeof lazy & { lazy: boolean }).lazy = true;
  win.getComputedStyle = lazy as typeof win.getComputedStyle;
}
