import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import type { PendingReturnProductRow } from '../../src/types/api';
import { DEMO_ACCOUNTS } from '../auth/seed';
import { seedSuppliers } from '../fornecedores/seed';

/** A product waiting to be picked up by its supplier (GraphQL pendingReturnProducts). */
export type PendingReturnProductRecord = Omit<PendingReturnProductRow, 'totalRows'>;

declare module '../db/tables' {
  interface Tables {
    pendingReturnProducts: PendingReturnProductRecord[];
  }
}

const FAKER_SEED = 2026_0312;

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
 * Products to pick up (1000001: 5, 2000001: none). The Pendências card and the pending count are read from the order
 * store (mocks/home/handlers.ts); the pending documents from the compliance area's (mocks/compliance).
 */
export function seedHome(): {
  pendingReturnProducts: PendingReturnProductRecord[];
} {
  const others = seedSuppliers();
  faker.seed(FAKER_SEED);
  const names = new Map([...DEMO_ACCOUNTS, ...others].map((row) => [row.codigo, row.nome]));

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

  return { pendingReturnProducts };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedHome;
