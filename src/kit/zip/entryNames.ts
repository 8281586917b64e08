import { safeFileName } from '../files/downloadBlob';

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * One flat, safe name per entry, in order: path parts and reserved characters are replaced, so no entry
 * can land outside the folder the zip is extracted to, and a repeated name gets ' (2)', ' (3)'… before
 * its extension. Names are compared ignoring case: Windows and macOS would extract 'A.zpl' over 'a.zpl'.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeFileName(name);
    const [base, extension] = splitExtension(safe);
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${base} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
