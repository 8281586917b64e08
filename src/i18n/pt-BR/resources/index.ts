import { fornecedores } from './fornecedores';
import { logs } from './logs';

/** Per-resource strings, keyed as react-admin does: resources.<name>.{name, fields, ...}; one file per resource. */
export const resources = {
  fornecedores,
  logs,
} as const;
