import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { PERMISSION_KEYS, type PermissionKey } from '../../src/permissions/keys';
import { md5Like } from '../db/ids';
import type { AccessTypeFeatureRecord, AccessTypeRecord, FeatureRecord, PessoaRecord } from '../db/tables';

const ORDER_KEYS = PERMISSION_KEYS.filter((key) => key === 'gerenciar-pedidos' || key.startsWith('gerenciar-pedidos.'));

const SUPPLIER_KEYS: PermissionKey[] = [
  'nova-tela-pedidos-pendentes',
  'lista-de-pedidos-agendados',
  'protocolo-de-agendamento',
  ...ORDER_KEYS,
  'historico-de-agendamento',
  'lista-de-pagamentos',
  'opcoes-de-recebimento',
  'lista-de-notas',
  'qualidade',
  'devolucao-recebimentos',
  'protocolo-logistico',
  'user-compliance',
  'documentos.cadastro-compl',
  'listar-formularios',
  'user-scorecard',
  'fale-conosco',
  'alterar-perfil',
  'ver-lista-de-comunicados',
  'ver-lista-de-contatos',
];

/** The access types of ../shared/demo-accounts.md: description, role and permission keys. */
export const ACCESS_TYPES: { descricao: string; role: string; keys: readonly PermissionKey[] }[] = [
  { descricao: 'Master', role: 'Master', keys: PERMISSION_KEYS },
  {
    descricao: 'Admin - Comercial',
    role: 'Admin - Comercial',
    keys: [
      'filtro-fornecedor',
      ...ORDER_KEYS,
      'lista-de-pedidos-pendentes',
      'nova-tela-pedidos-pendentes',
      'lista-de-pedidos-agendados',
      'protocolo-de-agendamento',
      'historico-de-agendamento',
      'lista-de-pagamentos',
      'lista-de-notas',
      'opcoes-de-recebimento',
      'grupos-opcoes-de-recebimento',
      'condicoes-de-pagamento',
      'admin-scorecard',
      'user-scorecard',
      'ver-lista-de-comunicados',
      'ver-lista-de-contatos',
      'manter-comunicados',
      'manter-contatos',
      'manter-grupos',
      'fale-conosco',
      'alterar-perfil',
    ],
  },
  {
    descricao: 'Admin - sourcing',
    role: 'Admin - sourcing',
    keys: [
      'filtro-fornecedor',
      'qualidade',
      'devolucao-recebimentos',
      'admin-compliance',
      'user-compliance',
      'listar-formularios',
      'gerenciar-formularios',
      'documentos.cadastro-compl',
      'protocolo-logistico',
      'manter-protocolo-logistico',
      'user-scorecard',
      'admin-scorecard',
      'logs',
      'lista-de-usuarios',
      'manter-permissoes',
      'ver-lista-de-comunicados',
      'ver-lista-de-contatos',
      'fale-conosco',
      'alterar-perfil',
    ],
  },
  { descricao: 'Fornecedor', role: 'Fornecedor', keys: SUPPLIER_KEYS },
  {
    descricao: 'Fornecedor - pendentes (tela antiga)',
    role: 'Fornecedor',
    keys: SUPPLIER_KEYS.map((key) => (key === 'nova-tela-pedidos-pendentes' ? 'lista-de-pedidos-pendentes' : key)),
  },
];

export const accessTypeId = (descricao: string): string => md5Like(`permissao:${descricao}`);
export const featureId = (key: string): string => md5Like(`funcionalidade:${key}`);

type Account = Pick<PessoaRecord, 'codigo' | 'nome' | 'email' | 'senha' | 'isVisaoTok'> &
  Partial<Pick<PessoaRecord, 'bloqueado' | 'renovacao' | 'supplierType' | 'categorias'>> & { access: string };

/** The seven demo accounts; codes, passwords and roles are fixed by ../shared/demo-accounts.md. */
export const DEMO_ACCOUNTS: Account[] = [
  { codigo: '0000001', senha: 'master123', nome: 'Mariana Prado Albuquerque', email: 'mariana.prado@varejo-casa.com.br', isVisaoTok: true, access: 'Master' },
  { codigo: '0000002', senha: 'comercial1', nome: 'Rafael Teixeira Lima', email: 'rafael.lima@varejo-casa.com.br', isVisaoTok: true, access: 'Admin - Comercial' },
  { codigo: '0000003', senha: 'sourcing1', nome: 'Juliana Ramos Ferreira', email: 'juliana.ferreira@varejo-casa.com.br', isVisaoTok: true, access: 'Admin - sourcing' },
  { codigo: '1000001', senha: 'moveis123', nome: 'Móveis Serra Gaúcha Indústria Ltda', email: 'comercial@moveisserragaucha.com.br', isVisaoTok: false, supplierType: 'M', categorias: { iN_ACESS: 'S', iN_MOVEIS: 'S' }, access: 'Fornecedor' },
  { codigo: '2000001', senha: 'acess123', nome: 'Acessórios Casa Bela Comércio Ltda', email: 'vendas@casabela.com.br', isVisaoTok: false, supplierType: 'A', access: 'Fornecedor - pendentes (tela antiga)' },
  { codigo: '1000002', senha: 'bloq1234', nome: 'Estofados Vale Verde Ltda', email: 'contato@estofadosvaleverde.com.br', isVisaoTok: false, supplierType: 'M', bloqueado: true, access: 'Fornecedor' },
  { codigo: '1000003', senha: 'renova12', nome: 'Madeiras Nova Era Ltda', email: 'financeiro@madeirasnovaera.com.br', isVisaoTok: false, supplierType: 'M', renovacao: true, access: 'Fornecedor' },
];

export interface AccessSeed {
  pessoas: PessoaRecord[];
  accessTypes: AccessTypeRecord[];
  features: FeatureRecord[];
  accessTypeFeatures: AccessTypeFeatureRecord[];
}

export function seedAccess(seedDate: string): AccessSeed {
  const features = PERMISSION_KEYS.map((key) => ({ id_md5: featureId(key), descricao: key }));
  const accessTypes = ACCESS_TYPES.map(({ descricao, role }) => ({
    id_md5: accessTypeId(descricao),
    descricao,
    role,
    dt_criacao: `${seedDate}T08:00:00`,
  }));
  const accessTypeFeatures = ACCESS_TYPES.flatMap(({ descricao, keys }) =>
    keys.map((key) => ({ accessTypeId: accessTypeId(descricao), featureId: featureId(key) })),
  );
  const pessoas = DEMO_ACCOUNTS.map(({ access, ...account }) => ({
    bloqueado: false,
    renovacao: false,
    supplierType: null,
    ...account,
    accessTypeId: accessTypeId(access),
    // The technical sheets' categories (iN_ACESS, iN_MOVEIS): by supplier type, unless the account names both.
    categorias: account.categorias ?? ({ iN_ACESS: account.supplierType === 'A' ? 'S' : 'N', iN_MOVEIS: account.supplierType === 'M' ? 'S' : 'N' } as const),
    rotacao: 0 as const,
  }));
  return { pessoas, accessTypes, features, accessTypeFeatures };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = (seedDate) => ({ sessions: [], loginFailures: [], ...seedAccess(seedDate) });
