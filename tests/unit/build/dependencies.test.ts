import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return files(path);
    return /\.(tsx?|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The package a bare specifier names: '@mui/material/Box' → '@mui/material'. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Static imports and re-exports, side-effect imports and dynamic imports of a package. */
const IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importedPackages(dirs: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of dirs.flatMap(files)) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const name = packageOf((match[1] ?? match[2] ?? match[3]).replace(/\?.*$/, ''));
      if (name && !found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('package.json', () => {
  it('lists every package the app imports as a dependency', () => {
    const missing = [...importedPackages(['src'])].filter(([name]) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });

  it('lists every package the mocks, tests and scripts import', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const missing = [...importedPackages(['mocks', 'tests', 'scripts'])].filter(([name]) => !(name in all));
    expect(missing).toEqual([]);
  });

  it('pins exact versions', () => {
    const loose = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version));
    expect(loose).toEqual([]);
  });
});
