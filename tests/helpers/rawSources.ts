import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../../', import.meta.url);

/**
 * The text of every .ts and .tsx file under a folder of the repository, keyed as `import.meta.glob` keys them from a
 * file three folders down (`../../../src/kit/zip/zipFiles.ts`): what the import-graph tests read. Read from the disk,
 * not through Vite's `?raw` imports, which sent each of the ~600 files through the test runner's transform one by one
 * (1.3–1.7 s per test file).
 */
export function rawSources(folder: string): Record<string, string> {
  const dir = new URL(`${folder}/`, ROOT);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return Object.fromEntries(
    files.sort().map((file) => {
      const path = file.replaceAll('\\', '/');
      return [`../../../${folder}/${path}`, readFileSync(fileURLToPath(new URL(path, dir)), 'utf8')];
    }),
  );
}
