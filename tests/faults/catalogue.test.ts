import { readFileSync, readdirSync } from 'node:fs';
import { ptBR } from '../../src/i18n/messages';
import { CATALOGUE } from './catalogue';

/** Every text of the pt-BR messages, flattened. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

/** The text of every file under a folder, joined. */
function sourceOf(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
    .join('\n');
}

describe('the error catalogues (spec part 1 §8, part 2 §8, part 3 §8)', () => {
  it('lists every message once, each in the portal’s pt-BR texts (a server’s own message in the mock), word for word', () => {
    const messages = CATALOGUE.map((entry) => entry.message);
    expect(messages.filter((message, index) => messages.indexOf(message) !== index)).toEqual([]);
    const portal = new Set(texts(ptBR));
    const mock = sourceOf('mocks');
    const missing = CATALOGUE.filter((entry) => !entry.notReached && !(entry.fromServer ? mock.includes(entry.message) : portal.has(entry.message)));
    expect(missing.map((entry) => entry.message)).toEqual([]);
  });

  it('names for each message the UI tests that reach and assert it, or why none can', () => {
    const unasserted = CATALOGUE.flatMap((entry) => {
      if (entry.notReached) return entry.tests.length === 0 ? [] : [`${entry.message}: not reached, yet tests named`];
      if (entry.tests.length === 0) return [`${entry.message}: no test`];
      // A template's UI text fills its blank from data: the test asserts the filled text, built from the same words.
      const asserted = entry.message.includes('%{') ? entry.message.slice(0, entry.message.indexOf('%{')) : entry.message;
      return entry.tests.filter((file) => !readFileSync(file, 'utf8').includes(asserted)).map((file) => `${entry.message}: not in ${file}`);
    });
    expect(unasserted).toEqual([]);
  });
});
