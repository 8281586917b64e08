import type { DataProvider } from 'react-admin';
import type { AccessType, Feature, FeatureChange, FeatureSaveResult, PermissaoMethods } from '../resources/permissao/accessTypes';
import type { DescriptionPayload, FeatureRow } from '../types/api';
import { withCustomMethods } from './core/customMethods';
import { request } from './core/http';
import { legacyRows } from './core/legacyEnvelope';
import { legacyResource } from './core/legacyResource';
import { legacyMutation } from './core/mutation';

export type { FeatureChange, FeatureSaveResult };

/** Calls in flight at once while saving toggles (thousands may be pending). */
const SAVE_CONCURRENCY = 4;

/**
 * The feature table of an access type: every feature of the catalogue, on when the access type's own list says
 * 'on' (a feature only that list knows is kept too).
 */
export function mergeFeatures(catalogue: readonly FeatureRow[], held: readonly Feature[]): Feature[] {
  const on = new Set(held.filter((row) => row.value === 'on').map((row) => row.id_md5));
  const known = new Set(catalogue.map((row) => row.id_md5));
  return [
    ...catalogue.map((row) => ({ id_md5: row.id_md5, descricao: row.descricao, value: on.has(row.id_md5) ? ('on' as const) : ('off' as const) })),
    ...held.filter((row) => !known.has(row.id_md5)),
  ];
}

const featurePath = (accessTypeId: string, featureId: string): string =>
  `/permissaoFuncionalidade/${encodeURIComponent(accessTypeId)}/${encodeURIComponent(featureId)}`;

const base = legacyResource<AccessType>({
  path: '/permissao',
  id: (row) => row.id_md5,
  toBody: (data) => ({ descricao: String(data.descricao ?? '').trim() }) satisfies DescriptionPayload,
  search: (row) => [row.descricao],
});

/**
 * Access types (spec part 1, section 7): GET /permissao, GET /permissao/{id_md5}, POST /permissao,
 * PUT /permissao/{id} and DELETE /permissao/{id} ({ descricao }); the feature table (GET /funcionalidade and
 * GET /funcionalidade/getFuncionalidadesByPermissionID) and its saves (POST / DELETE /permissaoFuncionalidade/{type}/{feature}).
 */
export const permissaoProvider = withCustomMethods(base as DataProvider, {
  features: async (_resource: string, params: { id: string }): Promise<Feature[]> => {
    const [catalogue, held] = await Promise.all([
      request('/funcionalidade'),
      request('/funcionalidade/getFuncionalidadesByPermissionID', { query: { permissao_id_md5: params.id } }),
    ]);
    return mergeFeatures(legacyRows<FeatureRow>(catalogue.body), legacyRows<Feature>(held.body));
  },
  /** One POST per feature turned on and one DELETE per feature turned off; the first refusal stops what is not yet sent. */
  saveFeatures: async (_resource: string, params: { id: string; changes: readonly FeatureChange[] }): Promise<FeatureSaveResult> => {
    const queue = [...params.changes];
    const saved: string[] = [];
    let error: unknown;
    const worker = async () => {
      for (let change = queue.shift(); change && error === undefined; change = queue.shift()) {
        try {
          const path = featurePath(params.id, change.id_md5);
          await legacyMutation({ method: change.on ? 'POST' : 'DELETE', path, key: `permissao:${path}` });
          saved.push(change.id_md5);
        } catch (failure) {
          error ??= failure;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SAVE_CONCURRENCY, queue.length) }, worker));
    return error === undefined ? { saved } : { saved, error };
  },
} satisfies PermissaoMethods);

export type PermissaoProvider = typeof permissaoProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { permissao: permissaoProvider as DataProvider };
