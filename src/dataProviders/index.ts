import { combineDataProviders, type DataProvider } from 'react-admin';

/**
 * Every area's providers, by resource: the `resources` export of each `src/dataProviders/<area>.ts` or
 * `src/dataProviders/<area>/index.ts`. An area joins the composite provider by exporting it, with no list to edit.
 */
const areaModules = import.meta.glob<{ resources?: Record<string, DataProvider> }>(['./*.ts', './*/index.ts', '!./index.ts'], {
  eager: true,
});

const byResource: Record<string, DataProvider> = {};
for (const [file, area] of Object.entries(areaModules)) {
  for (const [resource, provider] of Object.entries(area.resources ?? {})) {
    if (resource in byResource) throw new Error(`Resource "${resource}" has two providers (${file})`);
    byResource[resource] = provider;
  }
}

/** Every resource an area serves (the suites that probe every provider method enumerate them). */
export const servedResources = (): string[] => Object.keys(byResource);

/** The provider of a resource, if an area serves it. */
export const providerOf = (resource: string): DataProvider | undefined => byResource[resource];

export const dataProvider = combineDataProviders((resource) => {
  const provider = providerOf(resource);
  if (!provider) throw new Error(`No data provider for resource "${resource}"`);
  return provider;
});
