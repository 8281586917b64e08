/** FNV-1a of a text (one 32-bit round; `round` varies the seed). Not cryptographic. */
export function fnv1a(text: string, round = 0): number {
  let hash = 0x811c9dc5 ^ round;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A stable hexadecimal fingerprint of a text: `rounds` FNV-1a rounds of 8 hex digits each. */
export function fingerprint(text: string, rounds: number): string {
  return Array.from({ length: rounds }, (_, round) => fnv1a(text, round).toString(16).padStart(8, '0')).join('');
}
