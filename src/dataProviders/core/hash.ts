/** A stable hexadecimal fingerprint of a text (FNV-1a, one 8-digit round per `rounds`); not cryptographic. */
export function fingerprint(text: string, rounds: number): string {
  let out = '';
  for (let round = 0; round < rounds; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}
