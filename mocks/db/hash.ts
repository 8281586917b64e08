/**
 * The mock's own FNV-1a (one 32-bit round; `round` varies the seed), for its stable ids and store keys. Not
 * cryptographic, and not the client's code: the mock imports nothing from src but wire types, permission keys and
 * base URLs.
 */
export function fnv1a(text: string, round = 0): number {
  let hash = (0x811c9dc5 ^ round) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A stable hexadecimal fingerprint of a text: `rounds` FNV-1a rounds of 8 hex digits each. */
export function fingerprint(text: string, rounds: number): string {
  let out = '';
  for (let round = 0; round < rounds; round += 1) out += fnv1a(text, round).toString(16).padStart(8, '0');
  return out;
}
