import { authHandlers } from './auth/handlers';
import { supplierHandlers } from './fornecedores/handlers';

/** Every handler of the mock server, per area; the same list runs in the browser and in Node. */
export const handlers = [...authHandlers, ...supplierHandlers];
