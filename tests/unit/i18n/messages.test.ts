import englishMessages from 'ra-language-english';
import { i18nProvider, missingKeys } from '../../../src/i18n/i18nProvider';
import { ptBR } from '../../../src/i18n/messages';

type Leaf = [path: string, value: unknown];

/** Every leaf of a message tree as [dotted.path, value]. */
function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>(
    (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    tree,
  );
}

function placeholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/%\{(\w+)\}/g), (match) => match[1]))].sort();
}

/**
 * Keys whose Portuguese text may equal the English one. Kept minimal: none of them contains a
 * word, only placeholders or a blank.
 */
const SAME_AS_ENGLISH = new Set([
  'ra.boolean.null', // an em space (U+2003): an unset boolean shows nothing, in any language
  'ra.page.list', // '%{name}'
  'ra.page.edit', // '%{name} %{recordRepresentation}'
  'ra.page.show', // '%{name} %{recordRepresentation}'
]);

/** Keys whose placeholders may differ from English, with the reason. */
const PLACEHOLDER_EXCEPTIONS = new Set([
  'ra.navigation.no_results', // spec text 'Nenhum registro encontrado' drops %{name}
]);

const englishLeaves = leaves(englishMessages.ra, 'ra');

describe('ra messages (pt-BR) against ra-language-english', () => {
  it('walks a non-trivial English tree', () => {
    expect(englishLeaves.length).toBeGreaterThan(150);
  });

  it.each(englishLeaves)('%s is translated', (path, english) => {
    expect(typeof english).toBe('string');
    const portuguese = lookup(ptBR, path);
    // (a) the key exists as a string
    expect(typeof portuguese, `${path} is missing`).toBe('string');
    const text = portuguese as string;
    const englishText = english as string;
    // (b) the same placeholders
    if (!PLACEHOLDER_EXCEPTIONS.has(path)) expect(placeholders(text)).toEqual(placeholders(englishText));
    // plural forms stay plural forms
    expect(text.split(' |||| ')).toHaveLength(englishText.split(' |||| ').length);
    // (c) actually translated
    if (!SAME_AS_ENGLISH.has(path)) expect(text).not.toBe(englishText);
  });

  it('has no key that English lacks (catches typos)', () => {
    const englishPaths = new Set(englishLeaves.map(([path]) => path));
    const extra = leaves(ptBR.ra, 'ra')
      .map(([path]) => path)
      .filter((path) => !englishPaths.has(path));
    expect(extra).toEqual([]);
  });

  it('keeps the exception lists honest', () => {
    for (const path of [...SAME_AS_ENGLISH, ...PLACEHOLDER_EXCEPTIONS]) {
      expect(typeof lookup(englishMessages, path), path).toBe('string');
    }
    for (const path of SAME_AS_ENGLISH) expect(lookup(ptBR, path)).toBe(lookup(englishMessages, path));
  });

  it('uses the texts the spec prescribes', () => {
    expect(ptBR.ra.action.save).toBe('Salvar');
    expect(ptBR.ra.action.cancel).toBe('Cancelar');
    expect(ptBR.ra.action.delete).toBe('Excluir');
    expect(ptBR.ra.action.export).toBe('Exportar');
    expect(ptBR.ra.navigation.no_results).toBe('Nenhum registro encontrado');
    expect(ptBR.ra.navigation.page_rows_per_page).toBe('Linhas por página:');
    expect(ptBR.ra.navigation.page_range_info).toBe('%{offsetBegin}-%{offsetEnd} de %{total}');
    expect(ptBR.ra.page.error).toBe('Opps, ocorreu um erro.');
    expect(ptBR.ra.message.error).toBe('Caso essa mensagem persistir comunique o suporte.');
    expect(ptBR.ra.auth.username).toBe('Código');
    expect(ptBR.ra.auth.password).toBe('Senha');
    expect(ptBR.ra.auth.sign_in).toBe('Login');
  });
});

describe('every pt-BR message', () => {
  it.each(leaves(ptBR))('%s is a non-empty string', (_path, value) => {
    expect(typeof value).toBe('string');
    expect((value as string).length).toBeGreaterThan(0);
  });
});

describe('i18nProvider', () => {
  beforeEach(() => {
    missingKeys.clear();
  });

  it('speaks Brazilian Portuguese', () => {
    expect(i18nProvider.getLocale()).toBe('pt-BR');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'pt-BR', name: 'Português (Brasil)' }]);
  });

  it('translates a known key without reporting it missing', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Salvar');
    expect(i18nProvider.translate('app.title')).toBe('Portal do Fornecedor');
    expect(missingKeys.size).toBe(0);
  });

  it('interpolates and pluralises', () => {
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '1-10 de 42',
    );
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selecionado');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 itens selecionados');
  });

  it('returns and reports a missing key', () => {
    expect(i18nProvider.translate('app.does_not_exist')).toBe('app.does_not_exist');
    expect([...missingKeys]).toEqual(['app.does_not_exist']);
  });

  it('uses the default instead of reporting when one is given', () => {
    expect(i18nProvider.translate('resources.unknown.name', { _: 'Desconhecido' })).toBe('Desconhecido');
    expect(missingKeys.size).toBe(0);
  });
});
