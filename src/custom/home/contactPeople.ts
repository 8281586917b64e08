export interface ContactPerson {
  name: string;
  /** A plain address fit for a mailto: link, or null when the text held none. */
  email: string | null;
}

// Plain addresses only: no '?', '&' or '=' that would let server text pre-fill a mailto: subject, body or cc.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** 'Ana Souza <ana@x.com.br>, Bruno Lima <bruno@x.com.br>' → people (spec part 1, contact-info row). */
export function parseContactPeople(text: string | null | undefined): ContactPerson[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(.*?)\s*<([^<>]*)>\s*$/.exec(part);
      if (!match) return EMAIL.test(part) ? { name: part, email: part } : { name: part, email: null };
      const email = match[2].trim();
      const valid = EMAIL.test(email);
      return { name: match[1].trim() || email, email: valid ? email : null };
    });
}

/**
 * An address cut where a line may sensibly break: after the '@' and before each '.', never at a '-' nor inside a
 * word ('ana.souza@varejo-casa.com.br' → 'ana', '.souza@', 'varejo-casa', '.com', '.br').
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}
