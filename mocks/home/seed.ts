import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays, format, parseISO } from 'date-fns';
import type { PendingReturnProductRow } from '../../src/types/api';
import { DEMO_ACCOUNTS } from '../auth/seed';
import { seedSuppliers } from '../fornecedores/seed';

/** A compliance document and who signed it (the compliance screens reuse this table). */
export interface ComplianceDocumentRecord {
  complianceId: number;
  complianceName: string;
  complianceDescription: string;
  /** Validity, 'yyyy-MM-dd'. */
  startDate: string;
  endDate: string;
  signatures: { personId: string; signatureDate: string }[];
}

/** A product waiting to be picked up by its supplier (GraphQL pendingReturnProducts). */
export type PendingReturnProductRecord = Omit<PendingReturnProductRow, 'totalRows'>;

declare module '../db/tables' {
  interface Tables {
    complianceDocuments: ComplianceDocumentRecord[];
    pendingReturnProducts: PendingReturnProductRecord[];
  }
}

const FAKER_SEED = 2026_0312;

const DOCUMENTS: { name: string; description: string; from: number; to: number }[] = [
  { name: 'Código de Conduta do Fornecedor 2026', description: 'Princípios éticos e de integridade exigidos de todos os fornecedores.', from: -60, to: 300 },
  { name: 'Política Anticorrupção', description: 'Regras de relacionamento com agentes públicos e privados (Lei 12.846/2013).', from: -200, to: 165 },
  { name: 'Política de Proteção de Dados (LGPD)', description: 'Tratamento de dados pessoais de clientes e colaboradores compartilhados com o fornecedor.', from: -30, to: 335 },
  { name: 'Termo de Confidencialidade', description: 'Sigilo sobre preços, coleções e planos comerciais.', from: -90, to: 275 },
  { name: 'Declaração de Origem da Madeira', description: 'Origem legal e certificada da madeira utilizada nos produtos.', from: -10, to: 355 },
  { name: 'Política de Responsabilidade Socioambiental', description: 'Condições de trabalho, saúde, segurança e meio ambiente na cadeia de fornecimento.', from: -5, to: 360 },
  { name: 'Política de Brindes e Hospitalidade 2025', description: 'Versão anterior, encerrada.', from: -400, to: -35 },
  { name: 'Termo de Uso do Portal (nova versão)', description: 'Condições de uso do Portal do Fornecedor; vigente a partir do próximo mês.', from: 20, to: 385 },
];

const PRODUCTS = [
  'Sofá retrátil 3 lugares',
  'Mesa de jantar 6 lugares',
  'Cadeira estofada linho',
  'Guarda-roupa 6 portas',
  'Rack para TV 1,80 m',
  'Cama box casal',
  'Luminária de mesa',
  'Jogo de panelas inox 5 peças',
  'Tapete sala 2,00 x 2,50 m',
  'Espelho redondo 80 cm',
];

/**
 * Compliance documents (1000001 has 3 pending, 2000001 none) and products to pick up (1000001: 5, 2000001: none).
 * The Pendências card and the pending count are read from the order store (mocks/home/handlers.ts).
 */
export function seedHome(seedDate: string): {
  complianceDocuments: ComplianceDocumentRecord[];
  pendingReturnProducts: PendingReturnProductRecord[];
} {
  const others = seedSuppliers();
  faker.seed(FAKER_SEED);
  const day = parseISO(seedDate);
  const iso = (offset: number): string => format(addDays(day, offset), 'yyyy-MM-dd');

  const names = new Map([...DEMO_ACCOUNTS, ...others].map((row) => [row.codigo, row.nome]));
  const complianceDocuments = DOCUMENTS.map((doc, index): ComplianceDocumentRecord => {
    // Only released documents are signed: 2000001 signed every one, 1000001 only the first three.
    const signers =
      doc.from > 0
        ? []
        : ['2000001', ...(index < 3 ? ['1000001'] : []), ...others.filter(() => faker.datatype.boolean({ probability: 0.6 })).map((row) => row.codigo)];
    return {
      complianceId: 301 + index,
      complianceName: doc.name,
      complianceDescription: doc.description,
      startDate: iso(doc.from),
      endDate: iso(doc.to),
      signatures: signers.map((personId) => ({
        personId,
        signatureDate: `${iso(Math.min(0, doc.from + faker.number.int({ min: 0, max: 20 })))}T${String(faker.number.int({ min: 8, max: 18 })).padStart(2, '0')}:12:00`,
      })),
    };
  });

  const returnCounts: [string, number][] = [
    ['1000001', 5],
    ...others.map((row): [string, number] => [row.codigo, faker.helpers.arrayElement([0, 0, 1, 2])]),
  ];
  const pendingReturnProducts = returnCounts.flatMap(([personId, count]) =>
    Array.from({ length: count }, (): PendingReturnProductRecord => ({
      personId,
      personName: names.get(personId) ?? '',
      productId: String(faker.number.int({ min: 100_000, max: 999_999 })),
      productName: faker.helpers.arrayElement(PRODUCTS),
      volume: faker.number.int({ min: 1, max: 6 }),
      itemQuantity: faker.number.int({ min: 1, max: 24 }),
    })),
  );

  return { complianceDocuments, pendingReturnProducts };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedHome;
