import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import type { SupplierType } from '../../src/types/api';

/** A contact group (spec part 1, section 3: id, descricao); group 0 is the portal's internal team. */
export interface ContactGroupRecord {
  id: number;
  descricao: string;
}

/** A contact (form/table entity: titulo, descricao, diretorio, grupo_id). */
export interface ContactRecord {
  id: number;
  titulo: string;
  descricao: string;
  /** URL, or a stored file path containing ';@Assets/'; '' when none. */
  diretorio: string;
  grupo_id: number;
}

/**
 * Who answers for a group (GET /contatoInfo): managers and analysts as comma-separated 'Nome <email>'.
 * `supplierType` limits a row to suppliers of that type (null: every supplier).
 */
export interface ContactInfoRecord {
  cdGep: number;
  nmGep: string;
  gerentes: string;
  analistas: string;
  supplierType: Exclude<SupplierType, 'F'> | null;
}

declare module '../db/tables' {
  interface Tables {
    contactGroups: ContactGroupRecord[];
    contacts: ContactRecord[];
    contactInfo: ContactInfoRecord[];
  }
}

const FAKER_SEED = 2026_0311;

export const INTERNAL_TEAM_GROUP = 0;

const GROUPS: { id: number; descricao: string; supplierType: ContactInfoRecord['supplierType'] }[] = [
  { id: INTERNAL_TEAM_GROUP, descricao: 'Equipe Portal do Fornecedor', supplierType: null },
  { id: 11, descricao: 'Compras - Móveis', supplierType: 'M' },
  { id: 12, descricao: 'Compras - Acessórios e Utilidades', supplierType: 'A' },
  { id: 20, descricao: 'Logística e Agendamento', supplierType: null },
  { id: 30, descricao: 'Financeiro - Contas a Pagar', supplierType: null },
  { id: 40, descricao: 'Qualidade', supplierType: null },
  { id: 50, descricao: 'Compliance', supplierType: null },
  { id: 60, descricao: 'Cadastro de Fornecedores', supplierType: null },
];

const CONTACTS: Omit<ContactRecord, 'id'>[] = [
  { grupo_id: 0, titulo: 'Suporte ao portal', descricao: 'Acesso, senha e problemas de uso do portal.', diretorio: 'https://fornecedores.varejo-casa.com.br/ajuda' },
  { grupo_id: 0, titulo: 'Manual de uso do portal', descricao: 'Passo a passo das telas do portal.', diretorio: 'contatos;@Assets/contatos/manual-portal.pdf' },
  { grupo_id: 11, titulo: 'Compras de móveis', descricao: 'Negociação, pedidos e cadastro de produtos de móveis.', diretorio: '' },
  { grupo_id: 12, titulo: 'Compras de acessórios', descricao: 'Negociação e pedidos de decoração e utilidades.', diretorio: '' },
  { grupo_id: 20, titulo: 'Central de agendamento', descricao: 'Agendamentos, reagendamentos e janelas de recebimento.', diretorio: 'https://fornecedores.varejo-casa.com.br/agendamento' },
  { grupo_id: 20, titulo: 'Recebimento CD Extrema', descricao: 'Ocorrências no recebimento de cargas.', diretorio: '' },
  { grupo_id: 30, titulo: 'Contas a pagar', descricao: 'Pagamentos, boletos e descontos financeiros.', diretorio: '' },
  { grupo_id: 30, titulo: 'Conciliação de notas fiscais', descricao: 'Divergências entre pedido, nota e recebimento.', diretorio: 'contatos;@Assets/contatos/conciliacao-notas.pdf' },
  { grupo_id: 40, titulo: 'Ficha técnica e qualidade', descricao: 'Fichas técnicas, laudos e devoluções por qualidade.', diretorio: '' },
  { grupo_id: 50, titulo: 'Canal de compliance', descricao: 'Documentos de compliance e canal de denúncias.', diretorio: 'https://fornecedores.varejo-casa.com.br/compliance' },
  { grupo_id: 60, titulo: 'Atualização cadastral', descricao: 'Dados bancários, endereço e cadastro complementar.', diretorio: '' },
  { grupo_id: 99, titulo: 'Ouvidoria', descricao: 'Reclamações e sugestões.', diretorio: '' },
];

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

function person(): string {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  return `${first} ${last} <${slug(first)}.${slug(last)}@varejo-casa.com.br>`;
}

const people = (count: number): string => Array.from({ length: count }, person).join(', ');

/** Eight groups (0 = internal team), twelve contacts (one with a missing group), one contact-info row per group. */
export function seedContacts(): { contactGroups: ContactGroupRecord[]; contacts: ContactRecord[]; contactInfo: ContactInfoRecord[] } {
  faker.seed(FAKER_SEED);
  return {
    contactGroups: GROUPS.map(({ id, descricao }) => ({ id, descricao })),
    contacts: CONTACTS.map((contact, index) => ({ id: 201 + index, ...contact })),
    contactInfo: GROUPS.map((group) => ({
      cdGep: group.id,
      nmGep: group.descricao,
      gerentes: people(faker.number.int({ min: 1, max: 2 })),
      analistas: people(faker.number.int({ min: 2, max: 4 })),
      supplierType: group.supplierType,
    })),
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedContacts;
