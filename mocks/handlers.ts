import { authHandlers } from './auth/handlers';
import { supplierHandlers } from './fornecedores/handlers';
import { logHandlers } from './logs/handlers';
import { pessoaHandlers } from './pessoa/handlers';
import { homeHandlers } from './home/handlers';
import { announcementHandlers } from './comunicados/handlers';
import { contactHandlers } from './contatos/handlers';
import { contactUsHandlers } from './faleConosco/handlers';
import { groupHandlers } from './grupos/handlers';
import { accessTypeHandlers } from './permissao/handlers';
import { userHandlers } from './usuarios/handlers';
import { orderHandlers } from './pedidos/handlers';
import { orderManagementHandlers } from './gerenciarPedidos/handlers';
import { protocolHandlers } from './gerenciarPedidos/protocols';
import { paymentOptionHandlers } from './opcoesRecebimento/paymentOptions';
import { completedHandlers } from './gerenciarPedidos/completed';
import { labelHandlers } from './gerenciarPedidos/labels';
import { paymentConditionHandlers } from './condicoesPagamento/handlers';
import { receivingGroupHandlers } from './gruposOpcoesRecebimento/handlers';
import { receivingOptionHandlers } from './opcoesRecebimento/handlers';
import { invoiceHandlers } from './notas/handlers';
import { paymentHandlers } from './pagamentos/handlers';
import { historyHandlers } from './historico/handlers';

/**
 * Every handler of the mock server, per area; the same list runs in the browser and in Node. The users screen's
 * PUT /pessoa/setAtivo and the like come before the profile's PUT /pessoa/{codigo}.
 */
export const handlers = [...authHandlers, ...supplierHandlers, ...userHandlers, ...pessoaHandlers, ...logHandlers, ...homeHandlers, ...announcementHandlers, ...contactHandlers, ...contactUsHandlers, ...groupHandlers, ...accessTypeHandlers, ...orderHandlers, ...orderManagementHandlers, ...labelHandlers, ...protocolHandlers, ...paymentOptionHandlers, ...completedHandlers, ...paymentConditionHandlers, ...receivingGroupHandlers, ...receivingOptionHandlers, ...invoiceHandlers, ...paymentHandlers, ...historyHandlers];
