import type { StringMap } from 'react-admin';
import { app } from './pt-BR/app';
import { kit } from './pt-BR/kit';
import { ra } from './pt-BR/ra';

/**
 * What an area's messages file (`src/i18n/pt-BR/<area>.ts`) adds, in its default export: `resources.<resource>.*`
 * (react-admin's convention for a resource) and `pages.<page>.*` (a custom page). An area joins the catalogue by
 * having that file, with no list to edit.
 */
export interface AreaMessages {
  resources?: Record<string, StringMap>;
  pages?: Record<string, StringMap>;
}

const areaFiles = import.meta.glob<AreaMessages>(['./pt-BR/**/*.ts', '!./pt-BR/{app,kit,ra}.ts'], {
  eager: true,
  import: 'default',
});

function gather(part: keyof AreaMessages): Record<string, StringMap> {
  const merged: Record<string, StringMap> = {};
  for (const [file, messages] of Object.entries(areaFiles)) {
    for (const [name, texts] of Object.entries(messages[part] ?? {})) {
      if (name in merged) throw new Error(`${part}.${name} is given twice (${file})`);
      merged[name] = texts;
    }
  }
  return merged;
}

export const ptBR = { ra, app, kit, resources: gather('resources'), pages: gather('pages') };
