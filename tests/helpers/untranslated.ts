/** An i18n key shown as it is (react-admin shows the key when a translation is missing). */
const RAW_KEY = /\b(ra|app|kit|resources|pages)\.[a-zA-Z_]+\.[a-zA-Z_.]+/;

/** Words of MUI's and the date pickers' built-in English texts ('Go to next page', 'Open', 'Clear', 'Choose date'…). */
const ENGLISH = /\b(go to|page|pagination|navigation|rows per|open|close|clear|no options|loading|show path|stars?|empty|choose|calendar|month|year|view|today|select(ed)?|cancel|next|previous|first|last)\b/i;

/** The attributes assistive technology reads out or a pointer shows. */
const SPOKEN = ['aria-label', 'title', 'placeholder', 'alt'];

/**
 * Every text or spoken attribute under `root` that is a raw i18n key or MUI English, as 'where: text'.
 * Visible text is checked for raw keys only: data (names, log lines) may hold any word.
 */
export function untranslated(root: Element = document.body): string[] {
  const found: string[] = [];
  if (RAW_KEY.test(root.textContent ?? '')) found.push(`text: ${root.textContent?.match(RAW_KEY)?.[0]}`);
  for (const name of SPOKEN) {
    for (const element of root.querySelectorAll(`[${name}]`)) {
      const value = element.getAttribute(name) ?? '';
      if (RAW_KEY.test(value) || ENGLISH.test(value)) found.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
    }
  }
  return found;
}
