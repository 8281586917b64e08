import { RequestHandler } from 'msw';
import { handlers } from '../../../mocks/handlers';
import { AREA_SEEDS } from '../../../mocks/db/seed';

const areaHandlerFiles = import.meta.glob<Record<string, unknown>>('../../../mocks/*/handlers.ts', { eager: true });
const areaSeedFiles = import.meta.glob<{ seed?: unknown }>('../../../mocks/*/seed.ts', { eager: true });
const pathOf = (handler: RequestHandler): string => String((handler.info as { path?: unknown }).path ?? '');
const indexOf = (method: string, path: string): number =>
  handlers.findIndex((handler) => handler.info.header.startsWith(`${method} `) && pathOf(handler).endsWith(path));

describe('the mock server gathers its areas', () => {
  it('serves every handler each mocks/<area>/handlers.ts exports, once', () => {
    const exported = Object.values(areaHandlerFiles)
      .flatMap((module) => Object.values(module))
      .filter((value): value is RequestHandler[] => Array.isArray(value) && value.every((item) => item instanceof RequestHandler))
      .flat();
    expect(new Set(exported).size).toBe(exported.length);
    expect(new Set(handlers)).toEqual(new Set(exported));
  });

  it('tries a literal path before a parameter in its place (PUT /pessoa/setAtivo before PUT /pessoa/{codigo})', () => {
    const literal = indexOf('PUT', '/pessoa/setAtivo');
    const parameter = indexOf('PUT', '/pessoa/:codigo');
    expect(literal).toBeGreaterThanOrEqual(0);
    expect(parameter).toBeGreaterThan(literal);
  });

  it('seeds with every seed export of mocks/<area>/seed.ts', () => {
    const seeds = Object.values(areaSeedFiles).flatMap((module) => (module.seed ? [module.seed] : []));
    expect(seeds.length).toBeGreaterThan(5);
    expect(new Set(AREA_SEEDS)).toEqual(new Set(seeds));
  });
});
