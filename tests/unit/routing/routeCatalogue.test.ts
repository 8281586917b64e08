import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCESS_TYPES, DEMO_ACCOUNTS } from '../../../mocks/auth/seed';
import { canOpenPath } from '../../../src/routes/access';
import { ROUTES } from '../../../src/routes/routeTable';
import { concreteUrl, ROUTE_CATALOGUE } from '../../e2e/routeCatalogue';

const TODAY = new Date(2026, 10, 27);
const pathOf = (url: string) => concreteUrl(url, TODAY).split('?')[0];

/** Every path the route table mounts: each line's path and its forms' paths. */
const ROUTE_PATHS = ROUTES.flatMap((line) => [line.path, ...(line.write ? [line.write.create, line.write.edit] : [])]);

const matches = (pattern: string, url: string) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathOf(url)) !== null;

const keysOf = (code: string): ReadonlySet<string> => {
  const access = DEMO_ACCOUNTS.find((account) => account.codigo === code)?.access;
  return new Set(ACCESS_TYPES.find((type) => type.descricao === access)?.keys ?? []);
};

describe('the route catalogue of the hardening suites (tests/e2e/routeCatalogue.ts)', () => {
  it.each(ROUTE_PATHS)('has an entry for %s', (pattern) => {
    expect(ROUTE_CATALOGUE.filter((entry) => matches(pattern, entry.url)).map((entry) => entry.name)).not.toEqual([]);
  });

  it('names each entry once and opens each entry with at least one account', () => {
    const names = ROUTE_CATALOGUE.map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(ROUTE_CATALOGUE.filter((entry) => entry.accounts.length === 0).map((entry) => entry.name)).toEqual([]);
  });

  it("gives only URLs of the route table, each to accounts whose access type opens it", () => {
    const unmatched = ROUTE_CATALOGUE.filter((entry) => !ROUTE_PATHS.some((pattern) => matches(pattern, entry.url)));
    expect(unmatched.map((entry) => entry.url)).toEqual([]);
    const refused = ROUTE_CATALOGUE.flatMap((entry) =>
      entry.accounts.filter((code) => !canOpenPath(pathOf(entry.url), keysOf(code))).map((code) => `${entry.name} as ${code}`),
    );
    expect(refused).toEqual([]);
  });

  it('fills each day placeholder as dd-MM-yyyy', () => {
    expect(concreteUrl('/x/{day+3}/{day-1}', TODAY)).toBe('/x/30-11-2026/26-11-2026');
  });
});
