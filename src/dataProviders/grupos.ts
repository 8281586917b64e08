import type { DataProvider } from 'react-admin';
import type { ContactGroup, DescriptionPayload } from '../types/api';
import { legacyResource } from './core/legacyResource';

/**
 * Contact groups (spec part 1, section 7): GET /grupo (every group; the client searches, sorts and pages),
 * GET /grupo/{id}, POST /grupo and PUT /grupo/{id} with JSON { descricao }, DELETE /grupo/{id} with the JSON headers.
 */
export const gruposProvider = legacyResource<ContactGroup>({
  path: '/grupo',
  id: (row) => row.id,
  toBody: (data) => ({ descricao: String(data.descricao ?? '').trim() }) satisfies DescriptionPayload,
  search: (row) => [row.id, row.descricao],
  jsonDelete: true,
});

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { grupos: gruposProvider };
