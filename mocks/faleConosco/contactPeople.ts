/**
 * The server's own reading of a contact-info row's people (spec part 1: gerentes and analistas, comma-separated
 * 'name <email>'), sharing no code with the client's: who the "Fale conosco" e-mail goes to.
 */
export interface ContactPerson {
  name: string;
  /** A plain address, or null when the text held none. */
  email: string | null;
}

/** Plain addresses only: no '?', '&' or '=' that would smuggle a subject, body or cc into a mailto:. */
const PLAIN_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const NAMED = /^(.*?)\s*<([^<>]*)>\s*$/;

/** 'Ana Souza <ana@x.com.br>, Bruno Lima <bruno@x.com.br>' → people; a bare address is its own name. */
export function contactPeopleOf(text: string | null | undefined): ContactPerson[] {
  const people: ContactPerson[] = [];
  for (const raw of (text ?? '').split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const named = NAMED.exec(part);
    if (!named) {
      people.push({ name: part, email: PLAIN_EMAIL.test(part) ? part : null });
      continue;
    }
    const email = named[2].trim();
    people.push({ name: named[1].trim() || email, email: PLAIN_EMAIL.test(email) ? email : null });
  }
  return people;
}
