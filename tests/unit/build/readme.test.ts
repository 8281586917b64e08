import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

describe('README', () => {
  it('stands on its own in a clone: nothing outside the repository is referred to', () => {
    expect(readme).not.toMatch(/\.\.\/shared|\]\(\.\.\//);
  });

  it('every relative link resolves inside the repository', () => {
    const targets = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^https?:/.test(target));
    for (const target of targets) expect(existsSync(resolve(root, target)), target).toBe(true);
  });

  it('opens with the two commands: start on the mock backend, run every test', () => {
    const firstBlock = readme.slice(readme.indexOf('```'), readme.indexOf('```', readme.indexOf('```') + 3));
    expect(firstBlock).toContain('npm ci && npm run dev');
    expect(firstBlock).toContain('npm ci && npm test');
  });
});
