/** Every permission key of spec part 1, section 6 (also seeded as features by the mock). */
export const PERMISSION_KEYS = [
  'admin-compliance',
  'admin-scorecard',
  'alterar-perfil',
  'condicoes-de-pagamento',
  'fale-conosco',
  'filtro-fornecedor',
  'funcionalidades-desenvolvedor',
  'gerenciar-formularios',
  'gerenciar-pedidos',
  'gerenciar-pedidos.confirmados',
  'gerenciar-pedidos.entregas-concluidas',
  'gerenciar-pedidos.pendentes',
  'gerenciar-pedidos.protocolo-agendamento',
  'gerenciar-pedidos.recusa-confirmacao',
  'gerenciar-pedidos.recusados',
  'gerenciar-pedidos.retiradas-pendentes',
  'gerenciar-pedidos.todos-pedidos',
  'gerenciar-pedidos.todos-pedidos.features-adicionais',
  'grupos-opcoes-de-recebimento',
  'historico-de-agendamento',
  'listar-formularios',
  'lista-de-notas',
  'lista-de-pagamentos',
  'lista-de-pedidos-agendados',
  'lista-de-pedidos-pendentes',
  'lista-de-usuarios',
  'logs',
  'manter-comunicados',
  'manter-contatos',
  'manter-grupos',
  'manter-permissoes',
  'manter-protocolo-logistico',
  'nova-tela-pedidos-pendentes',
  'opcoes-de-recebimento',
  'protocolo-de-agendamento',
  'protocolo-logistico',
  'qualidade',
  'devolucao-recebimentos',
  'documentos.cadastro-compl',
  'user-compliance',
  'user-scorecard',
  'ver-lista-de-comunicados',
  'ver-lista-de-contatos',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const ADMIN_ROLES = ['Master', 'Admin - Comercial', 'Admin - sourcing'] as const;
export type Role = (typeof ADMIN_ROLES)[number] | 'Fornecedor';

export const isAdminRole = (role: string | undefined): boolean =>
  ADMIN_ROLES.some((admin) => admin === role);
