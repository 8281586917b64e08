import { RequestHandler } from 'msw';

/** Every `mocks/<area>/handlers.ts`: an area joins the mock server by having that file, with no list to edit. */
const areaModules = import.meta.glob<Record<string, unknown>>('./*/handlers.ts', { eager: true });

const isHandlerList = (value: unknown): value is RequestHandler[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof RequestHandler);

const pathParams = (handler: RequestHandler): number => {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? (path.match(/\/:[A-Za-z_]/g) ?? []).length : 0;
};

/**
 * Every handler of the mock server; the same list runs in the browser and in Node. As a real server's router does,
 * a literal path is tried before a parameter in its place (PUT /pessoa/setAtivo before the profile's
 * PUT /pessoa/{codigo}); otherwise the areas keep their own order.
 */
export const handlers: RequestHandler[] = Object.keys(areaModules)
  .sort()
  .flatMap((file) => Object.values(areaModules[file]).filter(isHandlerList).flat())
  .map((handler, index) => ({ handler, index, params: pathParams(handler) }))
  .sort((a, b) => a.params - b.params || a.index - b.index)
  .map(({ handler }) => handler);
