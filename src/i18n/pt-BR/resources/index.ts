import { fornecedores } from './fornecedores';

/** Per-resource strings, keyed as react-admin does: resources.<name>.{name, fields, ...}; one file per resource. */
export const resources = {
  fornecedores,
} as const;
