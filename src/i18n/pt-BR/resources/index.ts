import { comunicados } from './comunicados';
import { contatos } from './contatos';
import { fornecedores } from './fornecedores';
import { logs } from './logs';

/** Per-resource strings, keyed as react-admin does: resources.<name>.{name, fields, ...}; one file per resource. */
export const resources = {
  comunicados,
  contatos,
  fornecedores,
  logs,
} as const;
