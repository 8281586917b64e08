import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts/.tsx file under a folder of the repository, as a path from the repository's root. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
