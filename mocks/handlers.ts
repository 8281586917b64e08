import { authHandlers } from './auth/handlers';
import { supplierHandlers } from './fornecedores/handlers';
import { logHandlers } from './logs/handlers';
import { pessoaHandlers } from './pessoa/handlers';
import { homeHandlers } from './home/handlers';
import { announcementHandlers } from './comunicados/handlers';
import { contactHandlers } from './contatos/handlers';
import { contactUsHandlers } from './contact/handlers';

/** Every handler of the mock server, per area; the same list runs in the browser and in Node. */
export const handlers = [...authHandlers, ...supplierHandlers, ...pessoaHandlers, ...logHandlers, ...homeHandlers, ...announcementHandlers, ...contactHandlers, ...contactUsHandlers];
